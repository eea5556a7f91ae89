import { check, credentialsRules } from '@vriddhi/rules';
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Center, Flex, Heading, IconButton, Input, InputGroup, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowLeft, Eye, EyeOff, HardHat, LogIn } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveLogin } from '@/admin/lib/auth-storage';
import { FormField } from '@/admin/ui/FormField';
import { useAdminForm } from '@/admin/ui/use-admin-form';
import { useLogin } from './api/login';
import { loginErrorMessage } from './login-error';

interface LoginErrors {
  email?: string;
  password?: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const expired = searchParams.get('expired') === '1';
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
      navigate('/admin', { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  };
  const { values, errors, submitting: busy, set, submit } = useAdminForm({ email: '', password: '' }, validate, send);

  return (
    <Center minH="100dvh" px="4" py="10" fontFamily="body" bgGradient="to-br" gradientFrom="gray.900" gradientVia="#2a1416" gradientTo="brand.900">
      <Stack w="full" maxW="md" gap="5">
        <Flex as="header" align="center" gap="3" color="white" justify="center">
          <Flex align="center" justify="center" boxSize="11" borderRadius="lg" bg="brand.600" aria-hidden>
            <HardHat size={24} />
          </Flex>
          <Box>
            <Text fontFamily="heading" fontWeight="bold" fontSize="lg" lineHeight="short">
              Sri Vriddhi Builders
            </Text>
            <Text fontSize="xs" color="whiteAlpha.700">
              Content management
            </Text>
          </Box>
        </Flex>

        <Box as="main" bg="white" borderRadius="2xl" shadow="2xl" p={{ base: '6', sm: '8' }}>
          <Heading as="h1" size="2xl" fontFamily="heading" textAlign="center" color="gray.900">
            Admin Login
          </Heading>
          <Text textAlign="center" color="fg.muted" mt="1" mb="6" fontSize="sm">
            Sign in to manage projects, gallery images and services.
          </Text>

          {expired && !failure && (
            <Alert.Root status="warning" mb="5" borderRadius="lg" role="status">
              <Alert.Indicator />
              <Alert.Title>Your session has expired. Please log in again.</Alert.Title>
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
              <FormField label="Email" error={errors.email} required>
                {(describedBy) => (
                  <Input
                    aria-describedby={describedBy}
                    type="email"
                    name="email"
                    autoComplete="username"
                    inputMode="email"
                    size="lg"
                    value={values.email}
                    onChange={(event) => set('email', event.target.value)}
                    placeholder="admin@example.com"
                    disabled={busy}
                  />
                )}
              </FormField>

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
            </Stack>
          </chakra.form>
        </Box>

        <Flex as="footer" justify="center">
          <chakra.a
            asChild
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            gap="1.5"
            color="whiteAlpha.800"
            fontSize="sm"
            _hover={{ color: 'white' }}
          >
            <Link to="/">
              <ArrowLeft size={16} aria-hidden /> Back to website
            </Link>
          </chakra.a>
        </Flex>
      </Stack>
    </Center>
  );
}
