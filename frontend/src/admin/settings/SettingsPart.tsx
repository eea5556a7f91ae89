import { memo, type ComponentType } from 'react';
import type { SettingsFormErrors, SettingsFormValues } from './settings-form-model';
import { bindSettingsForm, errorsUnder, type SettingsForm, type SettingsFormApi } from './use-settings-form';

interface SettingsPartProps {
  /** The top-level settings the part shows: it renders again only when one of them (or its messages) changes. */
  keys: readonly (keyof SettingsFormValues)[];
  values: SettingsFormValues;
  errors: SettingsFormErrors;
  api: SettingsFormApi;
  component: ComponentType<{ form: SettingsForm }>;
}

/**
 * One section of the long Settings form, rendered again only when its own values change: a keystroke
 * in the phones does not re-render the About page's fields (it kept typing slow on a phone).
 */
export const SettingsPart = memo(
  function SettingsPart({ values, errors, api, component: Section }: SettingsPartProps) {
    return <Section form={bindSettingsForm(values, errors, api)} />;
  },
  (before, after) =>
    before.api === after.api &&
    before.component === after.component &&
    after.keys.every((key) => before.values[key] === after.values[key]) &&
    errorsUnder(before.errors, after.keys) === errorsUnder(after.errors, after.keys),
);
