import { useState, type ReactNode } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { FormField } from '@/admin/ui/FormField';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Shown under the input (the strength meter). */
  children?: ReactNode;
}

/** A password input with a show / hide button. */
export function PasswordField({ label, name, value, onChange, autoComplete, error, disabled, required, children }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FormField label={label} error={error} required={required}>
      {(describedBy) => (
        <>
          <InputGroup
            endElement={
              <IconButton
                aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                variant="ghost"
                size="sm"
                me="-2"
                onClick={() => setShown((value) => !value)}
              >
                {shown ? <EyeOff /> : <Eye />}
              </IconButton>
            }
          >
            <Input
              aria-describedby={describedBy}
              type={shown ? 'text' : 'password'}
              name={name}
              autoComplete={autoComplete}
              size="lg"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              disabled={disabled}
            />
          </InputGroup>
          {children}
        </>
      )}
    </FormField>
  );
}
