import { MAIL_SECURITY, MAIL_SECURITY_LABELS, type MailSecurity } from '@vriddhi/rules';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Flex, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { PasswordField } from '@/admin/account/PasswordField';
import { fieldErrors, isConflict, serverMessage } from '@/admin/lib/graphql-errors';
import { ConflictNotice } from '@/admin/ui/ConflictNotice';
import { FormField } from '@/admin/ui/FormField';
import { notifyError, notifySuccess } from '@/admin/ui/toaster';
import type { MailSettingsFieldsFragment } from '@/gql/graphql';
import { useClearMailSettings, useMailSettings, useSendTestEmail, useUpdateMailSettings } from '@/admin/settings/api/mail-settings';
import { SettingsSection } from '@/admin/settings/SettingsSection';
import { checkMailForm, mailFormValues, USUAL_PORTS, type MailFormValues } from './mail-form-model';
import { MailStatus } from './MailStatus';

export const MAIL_SECTION_ID = 'settings-mail';

/** Settings → Mail: the mail server every e-mail of the site goes through, and a test e-mail. Its own form: saved apart from the firm's details. */
export function MailSettingsSection({ firmEmail }: { firmEmail: string }) {
  const { data, loading, error, refetch } = useMailSettings();
  return (
    <SettingsSection
      id={MAIL_SECTION_ID}
      title="Mail"
      description="The mail server the site sends its e-mails through: new enquiries to the firm, invitations to new users, and links for a forgotten password."
    >
      {loading && !data ? (
        <Skeleton height="40" borderRadius="lg" />
      ) : error || !data ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>The mail settings could not be loaded. Reload the page to try again.</Alert.Title>
        </Alert.Root>
      ) : (
        <MailForm saved={data.mailSettings} firmEmail={firmEmail} onReload={async () => (await refetch()).data?.mailSettings} />
      )}
    </SettingsSection>
  );
}

interface MailFormProps {
  saved: MailSettingsFieldsFragment;
  firmEmail: string;
  onReload: () => Promise<MailSettingsFieldsFragment | undefined>;
}

function MailForm({ saved: initial, firmEmail, onReload }: MailFormProps) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<MailFormValues>(() => mailFormValues(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [update, { loading: saving }] = useUpdateMailSettings();
  const [clear, { loading: clearing }] = useClearMailSettings();
  const dirty = JSON.stringify(values) !== JSON.stringify(mailFormValues(saved));

  const set = <K extends keyof MailFormValues>(key: K, value: MailFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };
  const chooseSecurity = (security: MailSecurity) =>
    setValues((current) => ({ ...current, security, port: Object.values(USUAL_PORTS).includes(current.port) ? USUAL_PORTS[security] : current.port }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkMailForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const { data } = await update({ variables: { input: checked.input, version: saved.version } });
      if (!data) return;
      setSaved(data.updateMailSettings);
      setValues(mailFormValues(data.updateMailSettings));
      notifySuccess('Mail settings saved!', 'Send a test e-mail to check them.');
    } catch (failure) {
      if (isConflict(failure)) return setConflict(true);
      const fields = fieldErrors(failure);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notifyError('The mail settings were not saved.', serverMessage(failure) ?? 'Please try again.');
    }
  };

  const turnOff = async () => {
    try {
      const { data } = await clear();
      if (!data) return;
      setSaved(data.clearMailSettings);
      setValues(mailFormValues(data.clearMailSettings));
      notifySuccess('E-mail is turned off.', 'The site sends no e-mail until a mail server is saved again.');
    } catch (failure) {
      notifyError('E-mail was not turned off.', serverMessage(failure) ?? 'Please try again.');
    }
  };

  // Someone else saved meanwhile: their version is read; what this person typed stays on the screen.
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await onReload();
      if (fresh) setSaved(fresh);
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Stack gap="5">
      <MailStatus saved={saved} />
      <chakra.form aria-label="Mail settings" noValidate onSubmit={save}>
        <fieldset disabled={saving}>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Your e-mail provider gives these. For Gmail: server smtp.gmail.com, SSL/TLS, port 465, your Gmail address as the user name, and an app password
              (Google Account → Security → App passwords).
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Mail server" error={errors.host} required>
                {(describedBy) => (
                  <Input
                    aria-describedby={describedBy}
                    name="host"
                    value={values.host}
                    placeholder="smtp.gmail.com"
                    onChange={(e) => set('host', e.target.value)}
                  />
                )}
              </FormField>
              <FormField label="Security" error={errors.security} required>
                {(describedBy) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      aria-describedby={describedBy}
                      name="security"
                      value={values.security}
                      onChange={(e) => chooseSecurity(e.target.value as MailSecurity)}
                    >
                      {MAIL_SECURITY.map((option) => (
                        <option key={option} value={option}>
                          {MAIL_SECURITY_LABELS[option]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
              <FormField label="Port" error={errors.port} required>
                {(describedBy) => (
                  <Input aria-describedby={describedBy} name="port" inputMode="numeric" value={values.port} onChange={(e) => set('port', e.target.value)} />
                )}
              </FormField>
              <FormField label="User name" error={errors.username} helper="Usually your e-mail address; empty if the server needs no login">
                {(describedBy) => (
                  <Input
                    aria-describedby={describedBy}
                    name="username"
                    autoComplete="off"
                    value={values.username}
                    onChange={(e) => set('username', e.target.value)}
                  />
                )}
              </FormField>
              <Box>
                <PasswordField
                  label="Password"
                  name="mail-password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(value) => set('password', value)}
                  error={errors.password}
                />
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {saved.hasPassword && !saved.passwordUnreadable
                    ? 'A password is saved: leave this empty to keep it.'
                    : 'Stored encrypted; never shown again.'}
                </Text>
              </Box>
              <FormField label="Send as" error={errors.senderAddress} helper="The From address; empty: the user name">
                {(describedBy) => (
                  <Input
                    aria-describedby={describedBy}
                    name="senderAddress"
                    type="email"
                    value={values.senderAddress}
                    placeholder="office@example.com"
                    onChange={(e) => set('senderAddress', e.target.value)}
                  />
                )}
              </FormField>
            </SimpleGrid>
            {conflict && <ConflictNotice what="the mail settings" onReload={() => void reload()} reloading={reloading} />}
            <Flex justify="flex-end" gap="3" wrap="wrap">
              {saved.host && (
                <Button variant="ghost" colorPalette="red" onClick={() => void turnOff()} loading={clearing} loadingText="Turning off...">
                  Turn off e-mail
                </Button>
              )}
              <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving..." disabled={conflict}>
                Save mail settings
              </Button>
            </Flex>
          </Stack>
        </fieldset>
      </chakra.form>
      {saved.source !== 'NONE' && (
        <TestEmail defaultTo={firmEmail} disabledReason={dirty ? 'Save your changes first: the test uses the saved settings.' : null} />
      )}
    </Stack>
  );
}

/** "Send a test e-mail": through the mail server in use now, with the mail server's own reason when it fails. */
function TestEmail({ defaultTo, disabledReason }: { defaultTo: string; disabledReason: string | null }) {
  const [to, setTo] = useState(defaultTo);
  const [result, setResult] = useState<{ sent: boolean; message: string } | null>(null);
  const [send, { loading }] = useSendTestEmail();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      const { data } = await send({ variables: { to } });
      const answer = data?.sendTestEmail;
      if (!answer) return;
      setResult(
        answer.sent
          ? { sent: true, message: `Sent. Look for "A test e-mail from your website" in ${to.trim()} (and its spam folder).` }
          : { sent: false, message: answer.problem ?? 'The test e-mail was not sent.' },
      );
    } catch (failure) {
      setResult({ sent: false, message: fieldErrors(failure).to ?? serverMessage(failure) ?? 'The test e-mail was not sent. Please try again.' });
    }
  };

  return (
    <chakra.form aria-label="Send a test e-mail" noValidate onSubmit={submit} borderTopWidth="1px" borderColor="gray.200" pt="5">
      <Stack gap="3">
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="56">
            <FormField label="Send a test e-mail to">
              {(describedBy) => <Input aria-describedby={describedBy} name="to" type="email" value={to} onChange={(e) => setTo(e.target.value)} />}
            </FormField>
          </Box>
          <Button type="submit" variant="outline" colorPalette="brand" loading={loading} loadingText="Sending..." disabled={disabledReason !== null}>
            <Send /> Send a test e-mail
          </Button>
        </Flex>
        {disabledReason && (
          <Text fontSize="sm" color="orange.700">
            {disabledReason}
          </Text>
        )}
        {result && (
          <Alert.Root status={result.sent ? 'success' : 'error'} borderRadius="lg" role={result.sent ? 'status' : 'alert'}>
            <Alert.Indicator />
            <Alert.Title>{result.message}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </chakra.form>
  );
}
