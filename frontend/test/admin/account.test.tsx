import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountPage } from '@/admin/account/AccountPage';
import { changePasswordMutation, myAccountQuery, updateMyAccountMutation } from '@/admin/account/api/account';
import { logIn, renderPage, resetAdminState, USER, type Mocks, MUTATION_DELAY_MS } from './helpers';

const ME = { __typename: 'User', id: 'u1', name: USER.name, email: USER.email, lastSignInAt: '2026-11-26T10:00:00.000Z' };
const meMock = { request: { query: myAccountQuery }, result: { data: { me: ME } } };
const STRONG = 'violet kettle marble 47 harbour';

function renderAccount(mocks: Mocks) {
  logIn();
  return renderPage(<AccountPage />, '/admin/account', '/admin/account', { mocks: [meMock, ...mocks] });
}

function passwordForm() {
  return within(screen.getByRole('form', { name: 'Change password' }));
}

async function typeInto(label: RegExp, text: string) {
  const user = userEvent.setup();
  const form = passwordForm();
  await user.type(form.getByLabelText(label), text);
  return user;
}

beforeEach(resetAdminState);

test('shows the account and asks for every password field', async () => {
  renderAccount([]);
  expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  expect(await screen.findByDisplayValue(USER.email)).toBeInTheDocument();
  await userEvent.setup().click(passwordForm().getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  expect(screen.getByText('New password is required')).toBeInTheDocument();
});

test('shows the strength of the new password as it is typed, and refuses a common one', async () => {
  renderAccount([]);
  await screen.findByRole('form', { name: 'Change password' });
  expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
  const user = await typeInto(/^New password/, 'password123');
  const meter = await screen.findByTestId('password-strength');
  expect(meter).toHaveTextContent('Very weak');
  expect(meter).toHaveTextContent('This is a commonly used password.');

  await user.type(passwordForm().getByLabelText(/^Current password/), 'old password here');
  await user.type(passwordForm().getByLabelText(/^Repeat new password/), 'password12');
  await user.click(passwordForm().getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(/^New password is too easy to guess\./)).toBeInTheDocument();
  expect(screen.getByText('The new passwords do not match')).toBeInTheDocument();
});

test('a strong new password rates strong', async () => {
  renderAccount([]);
  await screen.findByRole('form', { name: 'Change password' });
  await typeInto(/^New password/, STRONG);
  await waitFor(() => expect(screen.getByTestId('password-strength')).toHaveTextContent('Very strong'));
});

test('success replaces the stored token and says other sessions are signed out', async () => {
  const payload = { __typename: 'AuthPayload', token: 'jwt-after-change', name: USER.name, email: USER.email, role: 'admin' };
  renderAccount([
    {
      request: { query: changePasswordMutation, variables: { currentPassword: 'old password here', newPassword: STRONG } },
      result: { data: { changePassword: payload } },
      delay: MUTATION_DELAY_MS,
    },
  ]);
  await screen.findByRole('form', { name: 'Change password' });
  const user = await typeInto(/^Current password/, 'old password here');
  await user.type(passwordForm().getByLabelText(/^New password/), STRONG);
  await user.type(passwordForm().getByLabelText(/^Repeat new password/), STRONG);
  await user.click(passwordForm().getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('button', { name: 'Changing password...' })).toBeDisabled();
  expect(await screen.findByText('Password changed. Other sessions have been signed out.')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBe('jwt-after-change');
  expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({ token: 'jwt-after-change', name: USER.name, email: USER.email, role: 'admin' });
  expect(passwordForm().getByLabelText(/^New password/)).toHaveValue('');
});

test('a wrong current password shows under its field and keeps the stored token', async () => {
  renderAccount([
    {
      request: { query: changePasswordMutation, variables: { currentPassword: 'not my password', newPassword: STRONG } },
      result: {
        errors: [
          new GraphQLError('Current password is incorrect', {
            extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: 'Current password is incorrect' } },
          }),
        ],
      },
    },
  ]);
  await screen.findByRole('form', { name: 'Change password' });
  const user = await typeInto(/^Current password/, 'not my password');
  await user.type(passwordForm().getByLabelText(/^New password/), STRONG);
  await user.type(passwordForm().getByLabelText(/^Repeat new password/), STRONG);
  await user.click(passwordForm().getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  expect(passwordForm().getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  expect(localStorage.getItem('token')).toBe(USER.token);
});

test('a new e-mail asks for the current password, then is saved and remembered', async () => {
  const saved = { ...ME, email: 'ravi@example.com' };
  renderAccount([
    {
      request: { query: updateMyAccountMutation, variables: { name: USER.name, email: 'ravi@example.com', currentPassword: 'old password here' } },
      result: { data: { updateMyAccount: saved } },
    },
  ]);
  const details = within(await screen.findByRole('form', { name: 'Your details' }));
  const user = userEvent.setup();
  expect(details.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  await user.clear(details.getByLabelText(/^Email/));
  await user.type(details.getByLabelText(/^Email/), 'ravi@example.com');
  await user.click(details.getByRole('button', { name: 'Save details' }));
  expect(await screen.findByText('Enter your current password to change your e-mail address')).toBeInTheDocument();
  await user.type(details.getByLabelText(/^Current password/), 'old password here');
  await user.click(details.getByRole('button', { name: 'Save details' }));
  expect(await screen.findByText('Account saved.')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ email: 'ravi@example.com', token: USER.token });
});
