import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { request } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

const SETTINGS_FIELDS = 'firmName whatsapp phones { label number } address { town postalCode } about { team { name photoUrl } }';

/** The firm's details: read by anyone, changed by an admin as a whole, through REST and GraphQL alike. */
describe('site settings', () => {
  let server: TestServer;
  let token: string;
  useAdminServer((started) => ({ server, token } = started));

  const changed = () => ({
    ...structuredClone(DEFAULT_SITE_SETTINGS),
    firmName: 'Vriddhi Constructions',
    whatsapp: '98765 43210',
    phones: [{ label: 'Office', number: '04143 223456' }],
  });

  it('start as the defaults, for anyone', async () => {
    const { status, body } = await request<{ data: unknown }>(server, 'GET', '/api/settings');
    expect([status, body.data]).toEqual([200, DEFAULT_SITE_SETTINGS]);
    const graphql = await server.graphql<{ siteSettings: { firmName: string; phones: { number: string }[] } }>(`{ siteSettings { ${SETTINGS_FIELDS} } }`);
    expect(graphql.data?.siteSettings.firmName).toBe(DEFAULT_SITE_SETTINGS.firmName);
    expect(graphql.data?.siteSettings.phones[0]).toEqual({ label: 'Office', number: '+919443212345' });
  });

  it('are replaced by an admin over REST, normalised, and read back at once by REST and GraphQL', async () => {
    // Read twice first: the answer is kept, and a save must replace it everywhere.
    for (let i = 0; i < 2; i++) await request(server, 'GET', '/api/settings');
    const saved = await request<{ data: typeof DEFAULT_SITE_SETTINGS }>(server, 'PUT', '/api/settings', { token, json: changed() });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      firmName: 'Vriddhi Constructions',
      whatsapp: '+919876543210',
      phones: [{ label: 'Office', number: '+914143223456' }],
    });
    const rest = await request<{ data: typeof DEFAULT_SITE_SETTINGS }>(server, 'GET', '/api/settings');
    expect(rest.body.data).toEqual(saved.body.data);
    // In the documented order, as sent (the database keeps its own order of keys).
    expect(Object.keys(rest.body.data)).toEqual(Object.keys(DEFAULT_SITE_SETTINGS));
    expect(Object.keys(rest.body.data.about)).toEqual(Object.keys(DEFAULT_SITE_SETTINGS.about));
    const graphql = await server.graphql<{ siteSettings: { whatsapp: string; phones: { number: string }[] } }>(`{ siteSettings { ${SETTINGS_FIELDS} } }`);
    expect(graphql.data?.siteSettings).toMatchObject({ whatsapp: '+919876543210', phones: [{ number: '+914143223456' }] });
  });

  it("refuse an empty latitude or longitude (never kept as 0) and a map embed that is not one of Google Maps' embed addresses", async () => {
    const before = (await request(server, 'GET', '/api/settings')).text;
    const put = (map: Record<string, unknown>) =>
      request<{ errors: Record<string, string> }>(server, 'PUT', '/api/settings', { token, json: { ...changed(), map: { ...changed().map, ...map } } });
    const empty = await put({ latitude: '', longitude: '' });
    expect([empty.status, Object.keys(empty.body.errors)]).toEqual([400, ['map.latitude', 'map.longitude']]);
    const elsewhere = await put({ embedUrl: 'https://www.google.com/url?q=https://evil.example' });
    expect([elsewhere.status, Object.keys(elsewhere.body.errors)]).toEqual([400, ['map.embedUrl']]);
    expect((await request(server, 'GET', '/api/settings')).text).toBe(before);
    const typed = await put({ latitude: '11.52', longitude: '79.33', embedUrl: 'https://www.google.com/maps/embed?pb=!1m18' });
    expect([typed.status, (typed.body as unknown as { data: { map: unknown } }).data.map]).toMatchObject([200, { latitude: 11.52, longitude: 79.33 }]);
  });

  it('are replaced through GraphQL with the same rules', async () => {
    const mutation = `mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
    const ok = await server.graphql<{ updateSiteSettings: { firmName: string } }>(mutation, { input: { ...changed(), firmName: 'Vriddhi Builders' } }, token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.updateSiteSettings.firmName).toBe('Vriddhi Builders');
    const refused = await server.graphql(mutation, { input: { ...changed(), whatsapp: '12345' } }, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { whatsapp: 'WhatsApp number is not a phone number we can call: give it with its area code, like 94432 12345 or 04143 223456' },
    });
  });

  it('refuse bad input with every field message and change nothing', async () => {
    const before = (await request<{ data: unknown }>(server, 'GET', '/api/settings')).body.data;
    const bad = { ...changed(), address: { ...DEFAULT_SITE_SETTINGS.address, postalCode: '60600' }, emails: ['nobody'] };
    const refused = await request<{ errors: Record<string, string> }>(server, 'PUT', '/api/settings', { token, json: bad });
    expect([refused.status, refused.body.errors]).toEqual([
      400,
      { 'address.postalCode': 'PIN code must be six digits, like 606001', 'emails.0': 'Each e-mail must be an address like office@example.com' },
    ]);
    expect((await request<{ data: unknown }>(server, 'GET', '/api/settings')).body.data).toEqual(before);
  });

  it('are changed by an admin only', async () => {
    expect((await request(server, 'PUT', '/api/settings', { json: changed() })).status).toBe(401);
    const anonymous = await server.graphql('mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { firmName } }', { input: changed() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
