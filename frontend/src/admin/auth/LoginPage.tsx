import { adminPath, check, credentialsRules, LOGIN_PATH } from '@vriddhi/rules';
import { useEffect, useState } from 'react';
import { Alert, Button, IconButton, Input, InputGroup, Stack, chakra } from '@chakra-ui/react';
import { Eye, EyeOff, LogIn } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { saveLogin } from '@/admin/lib/auth-storage';
import { FormField } from '@/admin/ui/FormField';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { useLogin } from './api/login';
import { AuthShell } from './AuthShell';
import { LoginEmailField } from './LoginEmailField';
import { ForgotPassword } from './ForgotPassword';
import { loginErrorMessage } from './login-error';

const restoredAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const restoredDate = (iso: string) => (Number.isNaN(Date.parse(iso)) ? 'the chosen time' : restoredAt.format(new Date(iso)));

interface LoginErrors {
  email?: string;
  password?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const expired = searchParams.get('expired') === '1';
  const restored = searchParams.get('restored');
  // The server's reason, when it gave one (a password changed on another computer ends this session).
  const endedBecause = (useLocation().state as { reason?: string | null } | null)?.reason ?? null;
  const [login] = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Admin Login · Sri Vriddhi Builders';
  }, []);

  const validate = (credentials: { email: string; password: string }): LoginErrors => {
    const checked = check(credentialsRules, credentials);
    return checked.ok ? {} : checked.errors;
  };
  const send = async ({ email, password }: { email: string; password: string }) => {
    setFailure(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data?.login?.token) throw new Error('No token in the answer');
      saveLogin(data.login);
      navigate(adminPath('dashboard'), { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  };
  const { values, errors, submitting: busy, set, submit } = useAdminForm({ email: '', password: '' }, validate, send);

  if (searchParams.has('forgot')) return <ForgotPassword email={values.email} />;

  return (
    <AuthShell title="Admin Login" subtitle="Sign in to manage projects, gallery images and services.">
      {restored && !failure && (
        <Alert.Root status="success" mb="5" borderRadius="lg" role="status">
          <Alert.Indicator />
          <Alert.Title>{`The site was restored from the backup of ${restoredDate(restored)}. Log in again, with the password you had then.`}</Alert.Title>
        </Alert.Root>
      )}
      {expired && !failure && (
        <Alert.Root status="warning" mb="5" borderRadius="lg" role="status">
          <Alert.Indicator />
          <Alert.Title>{endedBecause ?? 'Your session has expired. Please log in again.'}</Alert.Title>
        </Alert.Root>
      )}

      <chakra.form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
        noValidate
        aria-label="Admin login"
      >
        <Stack gap="5">
          <LoginEmailField large value={values.email} onChange={(value) => set('email', value)} error={errors.email} disabled={busy} />

          <FormField label="Password" error={errors.password} required>
            {(describedBy) => (
              <InputGroup
                endElement={
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    variant="ghost"
                    size="sm"
                    me="-2"
                    onClick={() => setShowPassword((value) => !value)}
                  >
                    {showPassword ? <EyeOff /> : <Eye />}
                  </IconButton>
                }
              >
                <Input
                  aria-describedby={describedBy}
                  type={showPassword ? 'text' : 'password'}
                  name="password"
                  autoComplete="current-password"
                  size="lg"
                  value={values.password}
                  onChange={(event) => set('password', event.target.value)}
                  disabled={busy}
                />
              </InputGroup>
            )}
          </FormField>

          {failure && (
            <Alert.Root status="error" borderRadius="lg" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}

          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Logging in...">
            <LogIn /> Login
          </Button>
          <chakra.a asChild alignSelf="center" color="brand.700" fontSize="sm" fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px">
            <Link to={`${LOGIN_PATH}?forgot`}>Forgot password?</Link>
          </chakra.a>
        </Stack>
      </chakra.form>
    </AuthShell>
  );
}
