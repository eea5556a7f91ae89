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
}

/** The admin forms' text field: label, input (or text area), helper and error, tied together for screen readers. */
export function TextField({ label, name, value, onChange, error, helper, required, placeholder, disabled, rows }: TextFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      {(describedBy) => {
        const common = { 'aria-describedby': describedBy, name, value, placeholder, disabled };
        return rows ? (
          <Textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <Input {...common} size="lg" onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </FormField>
  );
}
