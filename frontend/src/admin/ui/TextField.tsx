import { Input, Textarea } from '@chakra-ui/react';
import { FormField } from './FormField';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** A multi-line field of this many rows; a one-line input without it. */
  rows?: number;
  /** The language typed in, when not the admin's English (`ta`: the spell checker and the keyboard follow it). */
  lang?: string;
}

/** The admin forms' text field: label, input (or text area), helper and error, tied together for screen readers. */
export function TextField({ label, name, value, onChange, error, helper, required, placeholder, disabled, rows, lang }: TextFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      {(describedBy) => {
        const common = { 'aria-describedby': describedBy, name, value, placeholder, disabled, lang };
        return rows ? (
          <Textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input {...common} size="lg" onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </FormField>
  );
}
