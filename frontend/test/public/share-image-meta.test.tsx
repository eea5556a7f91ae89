import { pageFixtures, renderServerPage, type PageFixtures } from './server-page';

const ORIGIN = 'https://example.test';

const card = {
  __typename: 'ShareImage' as const,
  url: '/og/page.jpg?v=card-1',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: 'Sri Vriddhi Builders & Engineers – Builders & Engineers – Vriddhachalam',
};
const photo = { ...card, url: '/og/projects/p1.jpg?v=photo-1', alt: 'Project 1, Vriddhachalam' };

/** The server's answers with the share pictures it describes: the card with the settings, the photo with the project. */
const fixtures: PageFixtures = {
  ...pageFixtures,
  PublicSiteSettings: (variables) => ({ data: { ...pageFixtures.PublicSiteSettings(variables).data, shareCard: card } }),
  PublicProject: (variables) => {
    const { data } = pageFixtures.PublicProject(variables);
    return { data: { project: data?.project ? { ...data.project, shareImage: photo } : null } };
  },
};

function meta(key: string): string | null | undefined {
  return document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
}

test.each(['/', '/about', '/services', '/projects', '/gallery', '/contact'])("%s is shared with the firm's card, at an absolute URL", async (path) => {
  await renderServerPage(path, fixtures);
  expect(meta('og:image')).toBe(`${ORIGIN}/og/page.jpg?v=card-1`);
  expect(meta('og:image:width')).toBe('1200');
  expect(meta('og:image:height')).toBe('630');
  expect(meta('og:image:type')).toBe('image/jpeg');
  expect(meta('og:image:alt')).toBe(card.alt);
  expect(meta('og:url')).toBe(`${ORIGIN}${path}`);
  expect(meta('og:type')).toBe('website');
  expect(meta('og:title')).toBeTruthy();
  expect(meta('og:description')).toBeTruthy();
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('twitter:image:alt')).toBe(card.alt);
  // X falls back to Open Graph's picture, title and description: not written twice.
  for (const name of ['twitter:image', 'twitter:title', 'twitter:description']) expect(meta(name)).toBeUndefined();
});

test("a project's page is shared with its own photo, not the card", async () => {
  await renderServerPage('/projects/p1', fixtures);
  expect(meta('og:image')).toBe(`${ORIGIN}/og/projects/p1.jpg?v=photo-1`);
  expect(meta('og:image:alt')).toBe('Project 1, Vriddhachalam');
  expect(meta('twitter:image:alt')).toBe('Project 1, Vriddhachalam');
  expect(meta('og:url')).toBe(`${ORIGIN}/projects/p1`);
});

test('a missing project is shared with the card', async () => {
  const page = await renderServerPage('/projects/unknown', fixtures);
  expect(page.status).toBe(404);
  expect(meta('og:image')).toBe(`${ORIGIN}/og/page.jpg?v=card-1`);
});

test('without a picture from the server (settings unreadable), no image tags and the small card', async () => {
  const page = await renderServerPage('/about', { ...fixtures, PublicSiteSettings: () => ({ data: null }) });
  expect(page.status).toBe(503);
  expect(meta('og:image')).toBeUndefined();
  expect(meta('twitter:image')).toBeUndefined();
  expect(meta('twitter:card')).toBe('summary');
});
