import { check, LOGIN_PATH, passwordResetRequestRules } from '@vriddhi/rules';
import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { usePasswordResetByEmail, useRequestPasswordReset } from './api/forgot-password';
import { AuthShell } from './AuthShell';
import { LoginEmailField } from './LoginEmailField';
import { loginErrorMessage } from './login-error';

export const LINK_ON_ITS_WAY =
  'If an account has this address, an e-mail with a link to choose a new password is on its way. The link works once, within the hour. If nothing arrives in a few minutes, look in the spam folder.';
export const NO_MAIL_FOR_RESET =
  'E-mail is not set up on this site yet, so no link can be sent. Ask an admin of the site to make you a new set-password link on the Users screen: it works like the one you would get by e-mail.';

/** "Forgot password?": a one-time link by e-mail, when the site can send e-mail; otherwise, who can help. */
export function ForgotPassword({ email }: { email: string }) {
  const available = usePasswordResetByEmail();
  const [request] = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Forgot password · Sri Vriddhi Builders';
  }, []);

  const validate = (values: { email: string }) => {
    const checked = check(passwordResetRequestRules, values);
    return checked.ok ? {} : checked.errors;
  };
  const send = async (values: { email: string }) => {
    setFailure(null);
    try {
      await request({ variables: { email: values.email.trim() } });
      setSentTo(values.email.trim());
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  };
  const form = useAdminForm({ email }, validate, send);
  const backToLogin = (
    <chakra.a asChild alignSelf="center" color="brand.700" fontSize="sm" fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px">
      <Link to={LOGIN_PATH}>Back to the login</Link>
    </chakra.a>
  );

  return (
    <AuthShell title="Forgot password?" subtitle="Get a link by e-mail to choose a new password.">
      {available.loading ? (
        <Skeleton height="32" borderRadius="lg" />
      ) : sentTo ? (
        <Stack gap="5">
          <Alert.Root status="success" borderRadius="lg" role="status">
            <Alert.Indicator />
            <Alert.Title>{LINK_ON_ITS_WAY}</Alert.Title>
          </Alert.Root>
          {backToLogin}
        </Stack>
      ) : available.data?.passwordResetByEmail === false ? (
        <Stack gap="5">
          <Alert.Root status="info" borderRadius="lg" role="status">
            <Alert.Indicator />
            <Alert.Title>{NO_MAIL_FOR_RESET}</Alert.Title>
          </Alert.Root>
          {backToLogin}
        </Stack>
      ) : (
        <chakra.form
          noValidate
          aria-label="Get a link to choose a new password"
          onSubmit={(event) => {
            event.preventDefault();
            if (!form.submitting) void form.submit();
          }}
        >
          <Stack gap="5">
            <Text color="fg.muted" fontSize="sm">
              Enter the e-mail address you log in with.
            </Text>
            <LoginEmailField
              large
              value={form.values.email}
              onChange={(value) => form.set('email', value)}
              error={form.errors.email}
              disabled={form.submitting}
            />
            {failure && (
              <Alert.Root status="error" borderRadius="lg" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="brand" size="lg" loading={form.submitting} loadingText="Sending...">
              <Mail /> Send me a link
            </Button>
            {backToLogin}
          </Stack>
        </chakra.form>
      )}
    </AuthShell>
  );
}
