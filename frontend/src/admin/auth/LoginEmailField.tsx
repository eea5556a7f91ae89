import { Input } from '@chakra-ui/react';
import { FormField } from '@/admin/ui/FormField';

interface LoginEmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
  /** The full-page screens' large field with an example; the session dialog's is plain. */
  large?: boolean;
}

/** The e-mail address a user logs in with: the login page, "Forgot password?" and the session dialog. */
export function LoginEmailField({ value, onChange, error, disabled, large = false }: LoginEmailFieldProps) {
  return (
    <FormField label="Email" error={error} required>
      {(describedBy) => (
        <Input
          aria-describedby={describedBy}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          size={large ? 'lg' : undefined}
          placeholder={large ? 'admin@example.com' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
