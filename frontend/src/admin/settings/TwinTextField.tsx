import { TextField } from '@/admin/ui/TextField';
import { tamilLabel } from '@/admin/ui/tamil';
import { TamilTwin } from '@/admin/ui/TamilTwin';
import type { SettingsForm } from './use-settings-form';

/** Where a setting's Tamil is kept: beside it in its group's `ta` (`phones.0.label` → `phones.0.ta.label`). */
export function tamilPathOf(path: string): string {
  const parts = path.split('.');
  return [...parts.slice(0, -1), 'ta', parts[parts.length - 1]].join('.');
}

interface TwinTextFieldProps {
  form: SettingsForm;
  label: string;
  /** The English text's path (`about.story`); its Tamil's is derived. */
  path: string;
  required?: boolean;
  rows?: number;
  placeholder?: string;
  helper?: string;
}

/** A text of the settings a visitor reads, with its optional Tamil beside it (under it on a phone). */
export function TwinTextField({ form, label, path, required, rows, placeholder, helper }: TwinTextFieldProps) {
  return (
    <TamilTwin>
      <TextField label={label} {...form.text(path)} required={required} rows={rows} placeholder={placeholder} helper={helper} />
      <TamilTextField form={form} label={label} path={path} rows={rows} />
    </TamilTwin>
  );
}

/** The Tamil field alone, where the layout puts it apart from its English (a row of short fields). */
export function TamilTextField({ form, label, path, rows }: Pick<TwinTextFieldProps, 'form' | 'label' | 'path' | 'rows'>) {
  return <TextField label={tamilLabel(label)} {...form.text(tamilPathOf(path))} rows={rows} lang="ta" />;
}
