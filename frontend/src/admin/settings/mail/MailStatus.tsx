import { Alert } from '@chakra-ui/react';
import type { MailSettingsFieldsFragment } from '@/gql/graphql';

export const NO_MAIL_MESSAGE =
  'E-mail is not set up. Until it is: new enquiries are only listed under Enquiries (no e-mail tells you of them), the link of a new user must be passed on by hand, and "Forgot password?" on the login page cannot send a link.';

/** What the site does with e-mail now, in one line the office can act on. */
export function MailStatus({ saved }: { saved: MailSettingsFieldsFragment }) {
  if (saved.source === 'ENVIRONMENT') {
    return (
      <Alert.Root status="info" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>
          E-mail is set up on the server itself (SMTP_URL), which is used instead of the settings below. Ask whoever runs the server to change it.
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (saved.source === 'NONE') {
    return (
      <Alert.Root status="warning" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>{NO_MAIL_MESSAGE}</Alert.Title>
      </Alert.Root>
    );
  }
  if (saved.passwordUnreadable) {
    return (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>The saved password cannot be read on this server any more (its secret key changed): type it again and save.</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="success" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Title>{`E-mail is set up: enquiry alerts, new users' invitations and "Forgot password?" links go out through ${saved.host}.`}</Alert.Title>
    </Alert.Root>
  );
}
