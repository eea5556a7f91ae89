import { adminPath, LOGIN_PATH } from '@vriddhi/rules';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Center, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '@/admin/account/PasswordField';
import { PasswordStrengthMeter } from '@/admin/account/PasswordStrengthMeter';
import { usePasswordRules } from '@/admin/account/password-rules';
import { saveLogin } from '@/admin/lib/auth-storage';
import { fieldErrors, isNetworkFailure, NETWORK_ERROR_MESSAGE, serverMessage } from '@/admin/lib/graphql-errors';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { useSetPasswordWithLink } from './api/set-password';

export const BAD_LINK_MESSAGE = 'This link has expired or was already used. Ask for a new one with "Forgot password?" on the login page, or ask an admin.';

interface Values {
  newPassword: string;
  repeatPassword: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** The token of a set-password link: in the fragment (#token=…), which never reaches a server. */
function tokenFromFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** Public: a user an admin added (or one who forgot their password) chooses a password with their link, and is logged in. */
export function SetPasswordPage() {
  const navigate = useNavigate();
  const [token] = useState(tokenFromFragment);
  const [badLink, setBadLink] = useState(!token);
  const [failure, setFailure] = useState<string | null>(null);
  const rules = usePasswordRules();
  const [setPassword] = useSetPasswordWithLink();

  useEffect(() => {
    document.title = 'Choose your password · Sri Vriddhi Builders';
  }, []);

  const validate = (values: Values): Errors => {
    const errors: Errors = {};
    const problem = rules ? rules.newPasswordProblem(values.newPassword, '') : values.newPassword ? null : 'New password is required';
    if (problem) errors.newPassword = problem;
    if (values.repeatPassword !== values.newPassword) errors.repeatPassword = 'The passwords do not match';
    return errors;
  };

  const send = async ({ newPassword }: Values): Promise<Errors | void> => {
    setFailure(null);
    try {
      const { data } = await setPassword({ variables: { token, newPassword } });
      if (!data?.setPasswordWithLink.token) throw new Error('No token in the answer');
      saveLogin(data.setPasswordWithLink);
      navigate(adminPath('dashboard'), { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.token) {
        setBadLink(true);
        return;
      }
      if (Object.keys(fields).length > 0) return fields;
      setFailure(isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : (serverMessage(error) ?? 'Your password was not saved. Please try again.'));
    }
  };

  const form = useAdminForm<Values, Errors>({ newPassword: '', repeatPassword: '' }, validate, send);
  const { newPassword } = form.values;
  const strength = useMemo(() => (rules && newPassword ? rules.passwordStrength(newPassword) : null), [rules, newPassword]);

  return (
    <Center minH="100dvh" px="4" py="10" fontFamily="body" bgGradient="to-br" gradientFrom="gray.900" gradientVia="#2a1416" gradientTo="brand.900">
      <Box as="main" w="full" maxW="md" bg="white" borderRadius="2xl" shadow="2xl" p={{ base: '6', sm: '8' }}>
        <Heading as="h1" size="2xl" fontFamily="heading" textAlign="center" color="gray.900" mb="6">
          Choose your password
        </Heading>
        {badLink ? (
          <Stack gap="5">
            <Alert.Root status="warning" borderRadius="lg" role="alert">
              <Alert.Indicator />
              <Alert.Title>{BAD_LINK_MESSAGE}</Alert.Title>
            </Alert.Root>
            <Button asChild variant="outline" size="lg">
              <Link to={LOGIN_PATH}>Go to the login page</Link>
            </Button>
          </Stack>
        ) : (
          <chakra.form
            noValidate
            aria-label="Choose your password"
            onSubmit={(event) => {
              event.preventDefault();
              if (!form.submitting) void form.submit();
            }}
          >
            <Stack gap="5">
              <Text color="fg.muted" fontSize="sm" mt="-3">
                You will use it with your e-mail address to log in to the admin.
              </Text>
              <PasswordField label="New password" autoComplete="new-password" required {...form.field('newPassword')}>
                {strength && <PasswordStrengthMeter strength={strength} />}
              </PasswordField>
              <PasswordField label="Repeat new password" autoComplete="new-password" required {...form.field('repeatPassword')} />
              {failure && (
                <Alert.Root status="error" borderRadius="lg" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <Button type="submit" colorPalette="brand" size="lg" loading={form.submitting} loadingText="Saving...">
                Save password and log in
              </Button>
            </Stack>
          </chakra.form>
        )}
      </Box>
    </Center>
  );
}
