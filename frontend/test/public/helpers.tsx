import './setup-dom';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

type Mocks = ReadonlyArray<MockLink.MockedResponse>;

/** Renders a route table in a memory router with mocked Apollo. */
export function renderRoutes(routes: RouteObject[], { path = '/', mocks = [] as Mocks } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return { router, ...utils };
}

/** Renders one element at `path` (matched by `pattern`), with a catch-all for links it follows. */
export function renderPage(ui: ReactElement, { path = '/', pattern = '*', mocks = [] as Mocks } = {}) {
  const routes: RouteObject[] = [{ path: pattern, element: ui }];
  if (pattern !== '*') routes.push({ path: '*', element: <p>Another page</p> });
  return renderRoutes(routes, { path, mocks });
}

export const image = (n: number) => ({
  __typename: 'ImageAsset' as const,
  url: `/uploads/p${n}.jpg`,
  width: 1200,
  height: 800,
  srcset: `/uploads/p${n}-480.webp 480w, /uploads/p${n}-1200.webp 1200w`,
  placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQ8pL3vP+BiOh/AAA=',
  dominantColor: '#8a6d52',
  alt: null,
  caption: null,
  focalPoint: null,
  variants: [
    { __typename: 'ImageVariant' as const, url: `/uploads/p${n}-480.webp`, width: 480, height: 320 },
    { __typename: 'ImageVariant' as const, url: `/uploads/p${n}-1200.webp`, width: 1200, height: 800 },
  ],
});

/** The element shows `image(n)`: its src and the srcset of its variants. */
export function expectShowsImage(element: HTMLElement, n: number) {
  expect(element).toHaveAttribute('src', `/uploads/p${n}.jpg`);
  expect(element).toHaveAttribute('srcset', `/uploads/p${n}-480.webp 480w, /uploads/p${n}-1200.webp 1200w`);
}

type Category = 'RESIDENTIAL' | 'COMMERCIAL' | 'INDUSTRIAL' | 'INFRASTRUCTURE';

export function project(n: number, category: Category = 'RESIDENTIAL', overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Project' as const,
    id: `p${n}`,
    title: `Project ${n}`,
    category,
    details: `Details of project ${n}, a building of our portfolio`,
    location: n % 2 ? 'Vriddhachalam' : null,
    imageUrl: `/uploads/p${n}.jpg`,
    image: image(n),
    createdAt: new Date(Date.UTC(2025, 0, n)).toISOString(),
    ...overrides,
  };
}

export { setReducedMotion, setScrollY } from './setup-dom';
