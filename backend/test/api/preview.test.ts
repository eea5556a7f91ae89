import jwt from 'jsonwebtoken';
import { createProject, request, UNKNOWN_ID, type RestProject } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

// Rendered by the built renderer (frontend/dist-server): `npm test` builds the frontend before these run.

const LINK = 'mutation($id: ID!) { createProjectPreviewLink(id: $id) }';
const JWT_SECRET = 'a-preview-test-secret-of-at-least-32-characters';

/** An admin checks a hidden project's page before showing it: a short-lived link that renders the public page for them alone. */
describe('project preview', () => {
  let server: TestServer;
  let token: string;
  let hidden: RestProject;
  let other: RestProject;

  useAdminServer((started) => ({ server, token } = started), { env: { JWT_SECRET } });
  beforeAll(async () => {
    await createProject(server, token, { title: 'Shown bungalow', category: 'commercial' });
    hidden = await createProject(server, token, { title: 'Secret showroom', category: 'commercial', location: 'Neyveli', published: false });
    other = await createProject(server, token, { title: 'Another hidden one', category: 'commercial', published: false });
  });

  async function linkFor(id: string): Promise<string> {
    const { data, errors } = await server.graphql<{ createProjectPreviewLink: string }>(LINK, { id }, token);
    expect(errors).toBeUndefined();
    return data!.createProjectPreviewLink;
  }

  it("renders the hidden project's public page for the admin's link, never cached nor indexed", async () => {
    const link = await linkFor(hidden.id);
    expect(link).toMatch(new RegExp(`^/preview/projects/${hidden.id}\\?token=[\\w.-]+$`));
    const response = await fetch(`${server.url}${link}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain('<h1');
    expect(html).toContain('Secret showroom');
    expect(html).toContain('Neyveli');
    expect(html).toContain('Preview: this project is hidden.');
    // Its related projects are those a visitor would see: not the other hidden one.
    expect(html).toContain('Shown bungalow');
    expect(html).not.toContain('Another hidden one');
    // Visitors still get nothing.
    expect((await fetch(`${server.url}/projects/${hidden.id}`)).status).toBe(404);
    expect((await request(server, 'GET', `/api/projects/${hidden.id}`)).status).toBe(404);
  });

  it('shows no hidden banner for a project on the site', async () => {
    const shown = await createProject(server, token, { title: 'Open showroom', category: 'commercial' });
    const html = await (await fetch(`${server.url}${await linkFor(shown.id)}`)).text();
    expect(html).toContain('Open showroom');
    expect(html).not.toContain('Preview: this project is hidden.');
  });

  it('is refused with 401 for a link of another project, a changed, expired or missing token, or a Bearer token', async () => {
    const link = await linkFor(hidden.id);
    const linkToken = new URL(link, server.url).searchParams.get('token')!;
    const expired = jwt.sign({ path: `/projects/${hidden.id}` }, JWT_SECRET, {
      algorithm: 'HS256',
      subject: (jwt.decode(linkToken) as { sub: string }).sub,
      issuer: 'vriddhi-builders',
      audience: 'vriddhi-builders-preview',
      expiresIn: -60,
    });
    for (const path of [
      `/preview/projects/${other.id}?token=${linkToken}`,
      `/preview/projects/${hidden.id}?token=${linkToken.slice(0, -2)}xx`,
      `/preview/projects/${hidden.id}?token=${expired}`,
      `/preview/projects/${hidden.id}`,
      `/preview/projects/${hidden.id}?token=${token}`,
    ]) {
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(html).toContain('This preview link has expired or is not valid.');
      expect(html).not.toContain('Secret showroom');
    }
  });

  it('cannot be used as a Bearer token', async () => {
    const linkToken = new URL(await linkFor(hidden.id), server.url).searchParams.get('token')!;
    const { status } = await request(server, 'GET', '/api/projects', { token: linkToken });
    expect(status).toBe(401);
  });

  it('is made for an admin only, and for a project that exists', async () => {
    const anonymous = await server.graphql(LINK, { id: hidden.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await server.graphql(LINK, { id: UNKNOWN_ID }, token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers the not-found page once the project is deleted', async () => {
    const doomed = await createProject(server, token, { title: 'Short-lived kiosk', published: false });
    const link = await linkFor(doomed.id);
    expect((await request(server, 'DELETE', `/api/projects/${doomed.id}`, { token })).status).toBe(200);
    const response = await fetch(`${server.url}${link}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Short-lived kiosk');
  });
});
