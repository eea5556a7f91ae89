import { check, credentialsRules } from '@vriddhi/rules';
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, Input, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { readUserInfo, saveLogin } from '@/admin/lib/auth-storage';
import { isSessionLoginOpen, onSessionLoginChange, sessionLoginCancelled, sessionLoginDone } from '@/admin/lib/session-login';
import { FormField } from '@/admin/ui/FormField';
import { LoginEmailField } from './LoginEmailField';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { useLogin } from './api/login';
import { loginErrorMessage } from './login-error';

interface Credentials {
  email: string;
  password: string;
}

/** The login form inside the dialog: starts with the e-mail of the login that expired. */
function SessionLoginForm() {
  const [login] = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const validate = (credentials: Credentials) => {
    const checked = check(credentialsRules, credentials);
    return checked.ok ? {} : (checked.errors as Partial<Credentials>);
  };
  const send = async ({ email, password }: Credentials) => {
    setFailure(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data?.login?.token) throw new Error('No token in the answer');
      saveLogin(data.login);
      sessionLoginDone();
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  };
  const { values, errors, submitting, set, submit } = useAdminForm<Credentials, Partial<Credentials>>(
    { email: readUserInfo()?.email ?? '', password: '' },
    validate,
    send,
  );

  return (
    <chakra.form
      id="session-login"
      noValidate
      aria-label="Log in again"
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitting) void submit();
      }}
    >
      <Stack gap="4">
        <LoginEmailField value={values.email} onChange={(value) => set('email', value)} error={errors.email} disabled={submitting} />
        <FormField label="Password" error={errors.password} required>
          {(describedBy) => (
            <Input
              aria-describedby={describedBy}
              type="password"
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => set('password', event.target.value)}
              disabled={submitting}
              autoFocus
            />
          )}
        </FormField>
        {failure && (
          <Alert.Root status="error" borderRadius="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Logging in...">
          <LogIn /> Log in and save
        </Button>
      </Stack>
    </chakra.form>
  );
}

/**
 * Opened over the screen when a save was refused because the session expired: after logging in
 * again, the save goes on with everything typed and every chosen file. Closing it keeps the form
 * as it is (the save failed; it can be tried again).
 */
export function SessionLoginDialog() {
  const [open, setOpen] = useState(isSessionLoginOpen);
  useEffect(() => onSessionLoginChange(setOpen), []);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) sessionLoginCancelled();
      }}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Your session has expired</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" mb="5">
                Log in again to save. What you typed and the photos you chose are kept.
              </Text>
              {open && <SessionLoginForm />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={sessionLoginCancelled}>
                Cancel
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
