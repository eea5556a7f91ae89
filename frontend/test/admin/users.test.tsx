import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPasswordWithLinkMutation } from '@/admin/auth/api/set-password';
import { BAD_LINK_MESSAGE, SetPasswordPage } from '@/admin/auth/SetPasswordPage';
import { adminUsersQuery, createUserMutation, updateUserRoleMutation, USERS_VARIABLES } from '@/admin/users/api/users';
import { signInStatus } from '@/admin/users/sign-in-status';
import { UsersPage } from '@/admin/users/UsersPage';
import { logIn, pageOf, renderPage, resetAdminState, USER, type Mocks } from './helpers';

const user = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'User' as const,
  id: 'u1',
  name: 'Ravi Kumar',
  email: USER.email,
  role: 'admin',
  hasPassword: true,
  lastSignInAt: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
  createdAt: '2026-01-02T10:00:00.000Z',
  version: 1,
  ...overrides,
});
const users = [
  user(),
  user({ id: 'u2', name: 'Meena S', email: 'meena@example.com', role: 'editor', lastSignInAt: null }),
  user({ id: 'u3', name: 'Suresh', email: 'suresh@example.com', role: 'editor', hasPassword: false, lastSignInAt: null }),
];
const firstPage = { query: adminUsersQuery, variables: USERS_VARIABLES };
const listed = { request: firstPage, result: { data: { userPage: pageOf('UserPage', users) } }, maxUsageCount: 5 };
const newUser = { name: 'Lakshmi', email: 'lakshmi@example.com', role: 'admin' };

beforeEach(() => {
  resetAdminState();
  logIn();
});

const renderUsers = (mocks: Mocks) => renderPage(<UsersPage />, '/admin/users', '/admin/users', { mocks });

async function fillNewUser() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
  const form = screen.getByRole('form', { name: 'Add user' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), newUser.name);
  await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), newUser.email);
  await userEvent.click(within(form).getByRole('radio', { name: /Admin/ }));
  return form;
}

describe('Users', () => {
  test('lists each user with their e-mail, role and sign-ins; the signed-in admin cannot change themselves', async () => {
    renderUsers([listed]);
    const [me, meena, suresh] = await screen.findAllByRole('listitem');
    expect(screen.getByText('3 users, 1 admin')).toBeInTheDocument();
    expect(me).toHaveTextContent('Ravi Kumar');
    expect(me).toHaveTextContent('Admin');
    expect(me).toHaveTextContent('Last signed in 3 days ago');
    expect(within(me).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(meena).toHaveTextContent('meena@example.com');
    expect(meena).toHaveTextContent('Never signed in');
    expect(within(meena).getByRole('combobox', { name: 'Role of Meena S' })).toHaveValue('editor');
    expect(suresh).toHaveTextContent('Waiting for the set-password link');
    expect(within(suresh).getByRole('button', { name: /New set-password link/ })).toBeEnabled();
  });

  test.each([
    [true, 'We also e-mailed it to lakshmi@example.com.'],
    [false, 'It was not e-mailed: the site has no working e-mail (Settings → Mail). Send it yourself, by WhatsApp or a message.'],
  ])('adds a user and shows their one-time link, and whether it was e-mailed (%s)', async (emailed, says) => {
    const link = 'https://www.firm.example/set-password#token=abc';
    renderUsers([
      listed,
      {
        request: { query: createUserMutation, variables: { input: newUser } },
        result: {
          data: {
            createUser: {
              __typename: 'CreatedUserPayload',
              user: user({ id: 'u4', ...newUser, hasPassword: false, lastSignInAt: null }),
              link,
              linkExpiresAt: '2026-12-01T10:00:00.000Z',
              emailed,
            },
          },
        },
      },
    ]);
    await fillNewUser();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add user' }).at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: 'Lakshmi was added' });
    expect(within(dialog).getByRole('textbox', { name: 'Set-password link' })).toHaveValue(link);
    expect(within(dialog).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Valid for 24 hours, once.');
    expect(dialog).toHaveTextContent(says);
  });

  test("shows the server's message at the e-mail field", async () => {
    renderUsers([
      listed,
      {
        request: { query: createUserMutation, variables: { input: newUser } },
        result: {
          errors: [
            new GraphQLError('Another user already has this e-mail address', {
              extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Another user already has this e-mail address' } },
            }),
          ],
        },
      },
    ]);
    const form = await fillNewUser();
    await userEvent.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText('Another user already has this e-mail address')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('shows how many of how many, and Load more adds the next page; the admins are counted once all are shown', async () => {
    const admins = [user(), user({ id: 'u5', name: 'Lakshmi', email: 'lakshmi@example.com' })];
    renderUsers([
      { request: firstPage, result: { data: { userPage: pageOf('UserPage', admins, 'cursor-1', 4) } } },
      {
        request: { query: adminUsersQuery, variables: { ...USERS_VARIABLES, after: 'cursor-1' } },
        result: { data: { userPage: pageOf('UserPage', users.slice(1, 3), null, 4) } },
      },
    ]);
    expect(await screen.findByText('Showing 2 of 4 users')).toBeInTheDocument();
    expect(screen.getByText('4 users')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByText('4 users, 2 admins')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('a role change refused because someone else saved the user first says so; after a reload the choice can be made again', async () => {
    const renamed = users.map((item) => (item.id === 'u2' ? { ...item, name: 'Meena Sundaram', version: 2 } : item));
    const promoted = { __typename: 'User' as const, id: 'u2', role: 'admin', version: 3 };
    renderUsers([
      { request: firstPage, result: { data: { userPage: pageOf('UserPage', users) } } },
      {
        request: { query: updateUserRoleMutation, variables: { id: 'u2', role: 'admin', version: 1 } },
        result: {
          errors: [new GraphQLError('Someone else saved this user a moment ago. Reload it to see their changes.', { extensions: { code: 'CONFLICT' } })],
        },
      },
      { request: firstPage, result: { data: { userPage: pageOf('UserPage', renamed) } }, maxUsageCount: 3 },
      { request: { query: updateUserRoleMutation, variables: { id: 'u2', role: 'admin', version: 2 } }, result: { data: { updateUser: promoted } } },
    ]);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Meena S' }), 'admin');
    const meena = () => screen.getAllByRole('listitem')[1];
    expect(await within(meena()).findByText('Someone else saved this user a moment ago')).toBeInTheDocument();
    await userEvent.click(within(meena()).getByRole('button', { name: 'Reload, keeping my changes' }));
    expect(await within(meena()).findByText('Still make Meena Sundaram an admin?')).toBeInTheDocument();
    expect(within(meena()).getByRole('combobox', { name: 'Role of Meena Sundaram' })).toHaveValue('editor');
    await userEvent.click(within(meena()).getByRole('button', { name: 'Make an admin' }));
    expect(await screen.findByText('Meena Sundaram is now an admin')).toBeInTheDocument();
    expect(within(meena()).queryByText('Still make Meena Sundaram an admin?')).not.toBeInTheDocument();
  });

  test('is for admins only', async () => {
    logIn({ ...USER, role: 'editor' });
    renderUsers([]);
    expect(await screen.findByText('Only an admin can open this page.')).toBeInTheDocument();
  });

  test('says when a user last signed in', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(signInStatus({ hasPassword: true, lastSignInAt: '2026-11-24T12:00:00Z' }, now)).toBe('Last signed in 3 days ago');
    expect(signInStatus({ hasPassword: true, lastSignInAt: null }, now)).toBe('Never signed in');
    expect(signInStatus({ hasPassword: false, lastSignInAt: null }, now)).toBe('Waiting for the set-password link');
  });
});

describe('Choose your password', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  test('without a token in the link, says the link does not work and leads to the login', async () => {
    window.history.replaceState(null, '', '/set-password');
    renderPage(<SetPasswordPage />, '/set-password', '/set-password');
    expect(await screen.findByText(BAD_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  });

  test('with a token, asks for the password', async () => {
    window.history.replaceState(null, '', '/set-password#token=abc');
    renderPage(<SetPasswordPage />, '/set-password', '/set-password');
    expect(await screen.findByRole('heading', { name: 'Choose your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save password and log in' })).toBeEnabled());
  });

  async function choose(password: string) {
    await userEvent.type(screen.getByLabelText(/^New password/), password);
    await userEvent.type(screen.getByLabelText(/^Repeat new password/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));
  }

  test('saves the password, keeps the login and opens the admin', async () => {
    window.history.replaceState(null, '', '/set-password#token=abc');
    const newPassword = 'violet kettle marble 47 harbour';
    const login = { __typename: 'AuthPayload' as const, token: 'new-token', name: 'Meena S', email: 'meena@example.com', role: 'editor' };
    const { router } = renderPage(<SetPasswordPage />, '/set-password', '/set-password', {
      mocks: [{ request: { query: setPasswordWithLinkMutation, variables: { token: 'abc', newPassword } }, result: { data: { setPasswordWithLink: login } } }],
    });
    await choose(newPassword);
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ token: 'new-token', email: 'meena@example.com', role: 'editor' });
  });

  test('an expired link, found out on saving, is said so', async () => {
    window.history.replaceState(null, '', '/set-password#token=old');
    const newPassword = 'violet kettle marble 47 harbour';
    const message = BAD_LINK_MESSAGE;
    renderPage(<SetPasswordPage />, '/set-password', '/set-password', {
      mocks: [
        {
          request: { query: setPasswordWithLinkMutation, variables: { token: 'old', newPassword } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { token: message } } })] },
        },
      ],
    });
    await choose(newPassword);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeInTheDocument();
  });
});
