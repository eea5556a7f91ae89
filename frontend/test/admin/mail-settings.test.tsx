import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mailSettingsQuery, sendTestEmailMutation, updateMailSettingsMutation } from '@/admin/settings/api/mail-settings';
import { MailSettingsSection } from '@/admin/settings/mail/MailSettingsSection';
import { NO_MAIL_MESSAGE } from '@/admin/settings/mail/MailStatus';
import { logIn, renderPage, resetAdminState, type Mocks } from './helpers';

beforeEach(() => {
  resetAdminState();
  logIn();
});

const NOTHING_SAVED = {
  __typename: 'MailSettings',
  source: 'NONE',
  host: null,
  port: null,
  security: null,
  username: null,
  hasPassword: false,
  passwordUnreadable: false,
  senderAddress: null,
  siteAddress: null,
  version: 0,
} as const;
const SAVED = {
  ...NOTHING_SAVED,
  source: 'SETTINGS',
  host: 'smtp.gmail.com',
  port: 465,
  security: 'TLS',
  username: 'office@gmail.com',
  hasPassword: true,
  version: 1,
};
const INPUT = { host: 'smtp.gmail.com', port: 465, security: 'TLS', username: 'office@gmail.com', password: 'app password', senderAddress: null };

const loaded = (settings: object) => ({ request: { query: mailSettingsQuery }, result: { data: { mailSettings: settings } } });
const renderMail = (mocks: Mocks) => renderPage(<MailSettingsSection firmEmail="info@firm.example" />, '/admin/settings', '/admin/settings', { mocks });
const form = () => within(screen.getByRole('form', { name: 'Mail settings' }));
/** Waits for the settings to load. */
const loadedForm = async () => within(await screen.findByRole('form', { name: 'Mail settings' }));

async function fillGmail(user: ReturnType<typeof userEvent.setup>) {
  await user.type(form().getByRole('textbox', { name: /^Mail server/ }), 'smtp.gmail.com');
  await user.type(form().getByRole('textbox', { name: /^User name/ }), 'office@gmail.com');
  await user.type(form().getByLabelText(/^Password/), 'app password');
}

test('says what does not happen without mail, and saves a mail server with the version read', async () => {
  renderMail([
    loaded(NOTHING_SAVED),
    { request: { query: updateMailSettingsMutation, variables: { input: INPUT, version: 0 } }, result: { data: { updateMailSettings: SAVED } } },
  ]);
  expect(await screen.findByText(NO_MAIL_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send a test e-mail' })).not.toBeInTheDocument();
  const user = userEvent.setup();
  await fillGmail(user);
  await user.click(screen.getByRole('button', { name: 'Save mail settings' }));
  expect(await screen.findByText(/E-mail is set up: .* go out through smtp\.gmail\.com\./)).toBeInTheDocument();
  expect(screen.getByText('A password is saved: leave this empty to keep it.')).toBeInTheDocument();
  expect(form().getByLabelText(/^Password/)).toHaveValue('');
});

test('checks the fields before sending, with the server’s messages', async () => {
  renderMail([loaded(NOTHING_SAVED)]);
  const user = userEvent.setup();
  await user.type((await loadedForm()).getByRole('textbox', { name: /^Mail server/ }), 'smtp gmail');
  await user.clear(form().getByRole('textbox', { name: /^Port/ }));
  await user.type(form().getByRole('textbox', { name: /^Port/ }), '70000');
  await user.click(screen.getByRole('button', { name: 'Save mail settings' }));
  expect(await screen.findByText('Mail server must be a name like smtp.gmail.com')).toBeInTheDocument();
  expect(screen.getByText('Port must be between 1 and 65535')).toBeInTheDocument();
});

test('choosing STARTTLS moves a usual port to 587', async () => {
  renderMail([loaded(NOTHING_SAVED)]);
  const user = userEvent.setup();
  await user.selectOptions((await loadedForm()).getByRole('combobox', { name: /^Security/ }), 'STARTTLS');
  expect(form().getByRole('textbox', { name: /^Port/ })).toHaveValue('587');
});

test('sends a test e-mail, and shows the mail server’s refusal in plain words', async () => {
  const problem = 'The mail server refused the user name or password.';
  renderMail([
    loaded(SAVED),
    {
      request: { query: sendTestEmailMutation, variables: { to: 'info@firm.example' } },
      result: { data: { sendTestEmail: { __typename: 'TestEmailResult', sent: true, problem: null } } },
    },
    {
      request: { query: sendTestEmailMutation, variables: { to: 'info@firm.example' } },
      result: { data: { sendTestEmail: { __typename: 'TestEmailResult', sent: false, problem } } },
    },
  ]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
  expect(await screen.findByText(/^Sent\. Look for "A test e-mail from your website" in info@firm\.example/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
  expect(await screen.findByText(problem)).toBeInTheDocument();
});

test('a save over someone else’s keeps what was typed, and saves again after a reload', async () => {
  const theirs = { ...SAVED, senderAddress: 'theirs@firm.example', version: 2 };
  const mine = { ...INPUT, host: 'smtp.zoho.in' };
  renderMail([
    loaded(SAVED),
    {
      request: { query: updateMailSettingsMutation, variables: { input: mine, version: 1 } },
      result: { errors: [new GraphQLError('Someone else saved the mail settings a moment ago.', { extensions: { code: 'CONFLICT' } })] },
    },
    loaded(theirs),
    {
      request: { query: updateMailSettingsMutation, variables: { input: mine, version: 2 } },
      result: { data: { updateMailSettings: { ...SAVED, host: 'smtp.zoho.in', version: 3 } } },
    },
  ]);
  const user = userEvent.setup();
  const host = (await loadedForm()).getByRole('textbox', { name: /^Mail server/ });
  await user.clear(host);
  await user.type(host, 'smtp.zoho.in');
  await user.type(form().getByLabelText(/^Password/), 'app password');
  await user.click(screen.getByRole('button', { name: 'Save mail settings' }));
  expect(await screen.findByText('Someone else saved the mail settings a moment ago')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reload, keeping my changes' }));
  expect(await form().findByRole('textbox', { name: /^Mail server/ })).toHaveValue('smtp.zoho.in');
  await user.click(await screen.findByRole('button', { name: 'Save mail settings' }));
  expect(await screen.findByText(/go out through smtp\.zoho\.in\./)).toBeInTheDocument();
  expect(screen.queryByText('Someone else saved the mail settings a moment ago')).not.toBeInTheDocument();
});
