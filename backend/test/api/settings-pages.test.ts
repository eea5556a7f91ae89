import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { createService, multipartForm, request } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

// Rendered by the built renderer (frontend/dist-server): `npm test` builds the frontend before these run.

async function page(server: TestServer, path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

function firmJsonLd(html: string): Record<string, unknown> {
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, text]) => [JSON.parse(text)].flat());
  const firm = nodes.find((node: Record<string, unknown>) => node['@type'] === 'GeneralContractor');
  if (!firm) throw new Error('no GeneralContractor on the page');
  return firm as Record<string, unknown>;
}

/** The footer: the part of the page after <footer. */
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'));

/** What the firm changes in the admin shows on the pages at once: no restart, no rebuild. */
describe('a save of the settings or a service shows on every page at once', () => {
  let server: TestServer;
  let token: string;
  useAdminServer((started) => ({ server, token } = started));

  it('first phone, WhatsApp number, address and a service title: home, contact, footer and JSON-LD', async () => {
    const service = await createService(server, token, {
      title: 'Soil testing',
      description: 'Bearing capacity tests and bore logs before any foundation is designed for your plot. Reports within a week.',
    });
    // Rendered (and kept) before the change: the change must replace them.
    for (const path of ['/', '/contact']) expect(footerOf(await page(server, path))).toContain('Soil testing');

    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.phones[0] = { label: 'Office', number: '04143 250 999' };
    settings.whatsapp = '98765 43210';
    settings.address.street = '7, Palakkarai Main Road';
    expect((await request(server, 'PUT', '/api/settings', { token, json: settings })).status).toBe(200);
    const renamed = await request(server, 'PUT', `/api/services/${service.id}`, { token, form: multipartForm({ title: 'Soil investigation' }, {}) });
    expect(renamed.status).toBe(200);

    for (const path of ['/', '/contact']) {
      const html = await page(server, path);
      const footer = footerOf(html);
      expect(footer).toContain('+91 4143 250 999');
      expect(footer).toContain('href="tel:+914143250999"');
      expect(footer).toContain('7, Palakkarai Main Road');
      expect(footer).toContain('Soil investigation');
      expect(footer).not.toContain('Soil testing');
      expect(html).toContain('https://wa.me/919876543210');
      expect(html).not.toContain('wa.me/919443212345');
      const firm = firmJsonLd(html);
      expect([firm.telephone].flat()[0]).toBe('+914143250999');
      expect(firm.address).toMatchObject({ streetAddress: '7, Palakkarai Main Road' });
    }
    const home = await page(server, '/');
    // The home's services section: the database's services, in their order, with the opening sentence of each.
    expect(home).toContain('Soil investigation');
    expect(home).toContain('Bearing capacity tests and bore logs before any foundation is designed for your plot.');
    expect(home).not.toContain('Reports within a week.');
    const contact = await page(server, '/contact');
    expect(contact).toContain('7, Palakkarai Main Road');
  });

  it('the home figures, the testimonials and the About page follow the settings', async () => {
    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.stats[1] = { value: '650+', label: 'Projects Handed Over' };
    settings.testimonials = [{ name: 'K. Anbu', position: 'Homeowner, Virudhachalam', content: 'Honest estimate, finished on time.' }];
    settings.about.mission = 'Build well, charge fairly.';
    settings.about.milestones = [{ year: '2020', title: 'New office', text: 'We moved to a bigger office near the bus stand.' }];
    settings.about.reasons = settings.about.reasons.slice(0, 3);
    expect((await request(server, 'PUT', '/api/settings', { token, json: settings })).status).toBe(200);

    const home = await page(server, '/');
    expect(home).toContain('650+');
    expect(home).toContain('Projects Handed Over');
    expect(home).toContain('Honest estimate, finished on time.');
    expect(home).not.toContain(DEFAULT_SITE_SETTINGS.testimonials[0].content);
    const about = await page(server, '/about');
    expect(about).toContain('Build well, charge fairly.');
    expect(about).toContain('We moved to a bigger office near the bus stand.');
    expect(about).not.toContain('Founded in Vriddhachalam');
    expect(about).toContain('Three reasons families and businesses build with us');
  });
});
