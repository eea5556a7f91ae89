import './setup-dom';
import { ServerError } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '@/admin/auth/LoginPage';
import { loginMutation } from '@/admin/auth/api/login';
import { renderPage, resetAdminState, type Mocks, MUTATION_DELAY_MS } from './helpers';

const variables = { email: 'admin@example.com', password: 'secret' };

function renderLogin(mocks: Mocks, entry = '/login') {
  return renderPage(<LoginPage />, '/login', entry, { mocks });
}

async function fillAndSubmit(email = variables.email, password = variables.password) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

beforeEach(resetAdminState);

test('shows the title and requires email and password', async () => {
  renderLogin([]);
  expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  await fillAndSubmit('', '');
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
});

test('whitespace-only email counts as empty', async () => {
  renderLogin([]);
  await fillAndSubmit('   ', 'secret');
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
});

test('success stores userInfo and token, then goes to /admin', async () => {
  const payload = { __typename: 'AuthPayload', token: 'jwt-1', name: 'Ravi', email: variables.email, role: 'admin' };
  const { router } = renderLogin([{ request: { query: loginMutation, variables }, result: { data: { login: payload } }, delay: MUTATION_DELAY_MS }]);
  await fillAndSubmit();
  expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin');
  expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({ token: 'jwt-1', name: 'Ravi', email: variables.email, role: 'admin' });
  expect(localStorage.getItem('token')).toBe('jwt-1');
});

test('shows the server message inline', async () => {
  renderLogin([
    {
      request: { query: loginMutation, variables },
      result: { errors: [new GraphQLError('Invalid email or password', { extensions: { code: 'UNAUTHENTICATED' } })] },
    },
  ]);
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(localStorage.getItem('token')).toBeNull();
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('a non-OK status without a GraphQL message shows the status', async () => {
  const error = new ServerError('Response not successful: Received status code 502', {
    response: { status: 502, headers: { get: () => 'text/html' } } as unknown as Response,
    bodyText: '<html>Bad gateway</html>',
  });
  renderLogin([{ request: { query: loginMutation, variables }, error }]);
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Server responded with status: 502');
});

test('a non-OK status with a JSON message shows that message', async () => {
  const error = new ServerError('Response not successful: Received status code 429', {
    response: { status: 429 } as unknown as Response,
    bodyText: JSON.stringify({ errors: [{ message: 'Too many login attempts. Try again in a minute.', extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
  });
  renderLogin([{ request: { query: loginMutation, variables }, error }]);
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Try again in a minute.');
});

test('a failed fetch shows the network hint', async () => {
  renderLogin([{ request: { query: loginMutation, variables }, error: new TypeError('Failed to fetch') }]);
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check if the server is running.');
});

test('explains an expired session', async () => {
  renderLogin([], '/login?expired=1');
  expect(screen.getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
});

test('the password can be shown', async () => {
  renderLogin([]);
  const user = userEvent.setup();
  const password = screen.getByLabelText(/^Password/);
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  await waitFor(() => expect(password).toHaveAttribute('type', 'text'));
});
