import './setup-dom';
import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createAdminCache } from '@/admin/lib/cache';
import { adminSystem } from '@/admin/layout/admin-system';
import { AdminToaster } from '@/admin/layout/AdminToaster';
import { adminToaster } from '@/admin/ui/toaster';

export const USER = { token: 'test-token', name: 'Ravi Kumar', email: 'admin@example.com', role: 'admin' };

export function logIn(user = USER): void {
  localStorage.setItem('userInfo', JSON.stringify(user));
  localStorage.setItem('token', user.token);
}

export type Mocks = ReadonlyArray<MockLink.MockedResponse>;

interface RenderOptions {
  mocks?: Mocks;
  link?: ApolloLink;
  initialEntries?: string[];
  /** Warn about queries without a mock (off where screens are only passed through). */
  showWarnings?: boolean;
}

/** Renders routes inside the admin's providers (Apollo mocks, admin Chakra system, toaster). */
export function renderRoutes(routes: RouteObject[], { mocks = [], link, initialEntries = ['/'], showWarnings = true }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries });
  // Returned, so a test can change what the cache holds while a screen is open (as a query read again would).
  const cache = createAdminCache();
  const utils = render(
    <MockedProvider mocks={mocks} link={link} showWarnings={showWarnings} cache={cache}>
      <ChakraProvider value={adminSystem}>
        <RouterProvider router={router} />
        <AdminToaster />
      </ChakraProvider>
    </MockedProvider>,
  );
  return { ...utils, router, cache };
}

/** A save under way, then done: the submit button is disabled under its busy label, the success toast shows and the admin stays on `pathname` (the item saved, or its list). */
export async function expectSaved(router: ReturnType<typeof renderPage>['router'], busyLabel: string, successMessage: string, pathname: string) {
  expect(await screen.findByRole('button', { name: busyLabel })).toBeDisabled();
  expect(await screen.findByText(successMessage)).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

/** One page at `path`, with a stub dashboard at /admin to land on after success. */
export function renderPage(element: ReactElement, path: string, entry: string, options: Omit<RenderOptions, 'initialEntries'> = {}) {
  return renderRoutes(
    [
      { path, element },
      { path: '/admin', element: <h1>Dashboard stub</h1> },
      { path: '/admin/allprojects', element: <h1>Projects list stub</h1> },
      { path: '/admin/allgalleryimages', element: <h1>Gallery list stub</h1> },
      { path: '/admin/allservices', element: <h1>Services list stub</h1> },
      { path: '/admin/editproject/:id', element: <h1>Project edit stub</h1> },
      { path: '/admin/editservice/:id', element: <h1>Service edit stub</h1> },
      { path: '/login', element: <h1>Login stub</h1> },
    ],
    { ...options, initialEntries: [entry] },
  );
}

export function imageFile(name = 'photo.jpg', size = 1024, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function resetAdminState(): void {
  localStorage.clear();
  adminToaster.remove();
}

/**
 * How long mocked mutations take: long enough that the busy state (button label, disabled
 * controls) can be seen even when the machine is slow, which 300 ms was not.
 */
export const MUTATION_DELAY_MS = 1500;

/** A page of a paged list (enquiryPage, activityPage, userPage, backupPage) as the server answers it. */
export function pageOf<T>(typename: string, items: T[], nextCursor: string | null = null, total = items.length) {
  return { __typename: typename, items, nextCursor, total };
}
