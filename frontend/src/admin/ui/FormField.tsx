import { useId, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FormFieldProps {
  label: string;
  error?: string;
  helper?: string;
  required?: boolean;
  /** Receives the ids for the control's aria-describedby (helper text, then the error). */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled field whose message sits under the control and is tied to it with aria-describedby
 * (Chakra's Field alone only sets aria-errormessage, which few screen readers announce).
 */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  const base = useId();
  const ids = { errorText: `${base}-error`, helperText: `${base}-helper` };
  const describedBy = [helper ? ids.helperText : null, error ? ids.errorText : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root invalid={!!error} required={required} ids={ids}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children(describedBy)}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
