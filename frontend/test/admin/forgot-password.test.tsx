import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '@/admin/auth/LoginPage';
import { passwordResetByEmailQuery, requestPasswordResetMutation } from '@/admin/auth/api/forgot-password';
import { LINK_ON_ITS_WAY, NO_MAIL_FOR_RESET } from '@/admin/auth/ForgotPassword';
import { renderPage, resetAdminState, type Mocks } from './helpers';

const mailIsSetUp = (available: boolean) => ({ request: { query: passwordResetByEmailQuery }, result: { data: { passwordResetByEmail: available } } });
const renderLogin = (mocks: Mocks) => renderPage(<LoginPage />, '/login', '/login', { mocks });

beforeEach(resetAdminState);

test('"Forgot password?" keeps the address typed, and answers the same for any address', async () => {
  const email = 'ravi@example.com';
  renderLogin([
    mailIsSetUp(true),
    { request: { query: requestPasswordResetMutation, variables: { email } }, result: { data: { requestPasswordReset: true } } },
  ]);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
  const field = await screen.findByLabelText(/^Email/);
  expect(field).toHaveValue(email);
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
  expect(await screen.findByText(LINK_ON_ITS_WAY)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to the login' }));
  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
});

test('says who can help when the site cannot send e-mail', async () => {
  renderLogin([mailIsSetUp(false)]);
  await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(await screen.findByText(NO_MAIL_FOR_RESET)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send me a link' })).not.toBeInTheDocument();
});

test('asks for the address first, and shows the server’s refusal when asked too often', async () => {
  const email = 'ravi@example.com';
  const refusal = 'Too many requests for a new password. Please try again in 15 minutes.';
  renderLogin([
    mailIsSetUp(true),
    {
      request: { query: requestPasswordResetMutation, variables: { email } },
      result: { errors: [new GraphQLError(refusal, { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
    },
  ]);
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
  expect(await screen.findByText('Enter the e-mail address you log in with')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(screen.queryByText(LINK_ON_ITS_WAY)).not.toBeInTheDocument();
});
