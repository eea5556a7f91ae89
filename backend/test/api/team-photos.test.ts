import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@vriddhi/rules/site-settings';
import { graphqlUpload, request, type FilePart } from '../support/factories';
import { whileRowLocked } from '../support/row-lock';
import { type TestServer, useAdminServer } from '../support/test-server';

const UPDATE = `mutation($input: SiteSettingsInput!, $teamPhotos: [Upload]) {
  updateSiteSettings(input: $input, teamPhotos: $teamPhotos) { about { team { name photoUrl photo { url width height variants { url } } } } }
}`;

type TeamAnswer = { updateSiteSettings: { about: { team: { name: string; photoUrl: string | null; photo: { url: string; width: number } | null }[] } } };

/** The About page's team members may have a photo, uploaded with the settings. */
describe('team photos', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;
  useAdminServer((started) => ({ server, token, png } = started));

  const settings = (): SiteSettings => structuredClone(DEFAULT_SITE_SETTINGS);

  it('are uploaded with the settings, stored like every image, shown on the About page, and deleted once no member keeps them', async () => {
    const before = server.uploadedFiles();
    const saved = await graphqlUpload<TeamAnswer>(server, UPDATE, { input: settings(), teamPhotos: [null, null] }, { 'teamPhotos.1': png }, token);
    expect(saved.errors).toBeUndefined();
    const team = saved.data!.updateSiteSettings.about.team;
    expect(team[0]).toMatchObject({ photoUrl: null, photo: null });
    expect(team[1].photoUrl).toMatch(/^\/uploads\//);
    expect(team[1].photo).toMatchObject({ url: team[1].photoUrl, width: expect.any(Number) });
    const added = server.uploadedFiles().filter((file) => !before.includes(file));
    expect(added.length).toBeGreaterThan(0);

    const about = await (await fetch(`${server.url}/about`)).text();
    expect(about).toContain(team[1].photoUrl);
    expect(about).toContain(`alt="${DEFAULT_SITE_SETTINGS.about.team[1].name}"`);

    // Kept by its address on the next save (REST too), then removed: its files go after the commit.
    const kept = settings();
    kept.about.team[1].photoUrl = team[1].photoUrl;
    expect((await request(server, 'PUT', '/api/settings', { token, json: kept })).status).toBe(200);
    expect(server.uploadedFiles()).toEqual(expect.arrayContaining(added));
    expect((await request(server, 'PUT', '/api/settings', { token, json: settings() })).status).toBe(200);
    expect(server.uploadedFiles()).toEqual(before);
  });

  it('refuse an address that is not one of the team photos, and change nothing', async () => {
    const before = (await request<{ data: unknown }>(server, 'GET', '/api/settings')).body.data;
    const forged = settings();
    forged.about.team[0].photoUrl = 'https://evil.example/face.jpg';
    const refused = await request<{ errors: Record<string, string> }>(server, 'PUT', '/api/settings', { token, json: forged });
    expect([refused.status, refused.body.errors]).toEqual([
      400,
      { 'about.team.0.photoUrl': 'A team photo must be uploaded with the settings (keep the current one or choose a new file)' },
    ]);
    const tooMany = await graphqlUpload(
      server,
      UPDATE,
      { input: { ...settings(), about: { ...settings().about, team: [] } }, teamPhotos: [null] },
      { 'teamPhotos.0': png },
      token,
    );
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { teamPhotos: expect.any(String) } });
    expect((await request<{ data: unknown }>(server, 'GET', '/api/settings')).body.data).toEqual(before);
  });

  it('refuse a file that is not an image, leaving no file behind', async () => {
    const before = server.uploadedFiles();
    const text: FilePart = { data: Buffer.from('not an image at all'), filename: 'face.jpg', type: 'image/jpeg' };
    const refused = await graphqlUpload(server, UPDATE, { input: settings(), teamPhotos: [null] }, { 'teamPhotos.0': text }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(server.uploadedFiles()).toEqual(before);
  });

  it('never leave the settings naming a photo that a save at the same moment removed', async () => {
    const storedPhotoUrls = async (): Promise<{ named: (string | null)[]; missing: string[] }> => {
      const [{ data }]: { data: SiteSettings }[] = await server.database.db.query('SELECT data FROM site_settings WHERE id = 1');
      const named = data.about.team.map((member) => member.photoUrl);
      const rows: { url: string }[] = await server.database.db.query('SELECT url FROM image_assets WHERE url = ANY($1)', [named.filter(Boolean)]);
      return { named, missing: named.filter((url): url is string => url !== null && !rows.some((row) => row.url === url)) };
    };
    // Each round: a member's photo is uploaded, then one save removes it while another keeps it, both
    // reaching the settings row at once; the order they reach it alternates.
    for (const removalFirst of [true, false, true]) {
      const uploaded = await graphqlUpload<TeamAnswer>(server, UPDATE, { input: settings(), teamPhotos: [null, null] }, { 'teamPhotos.1': png }, token);
      const photoUrl = uploaded.data!.updateSiteSettings.about.team[1].photoUrl!;
      const keeping = settings();
      keeping.about.team[1].photoUrl = photoUrl;
      keeping.tagline = 'Kept the photo';
      const removal = () => request<{ errors?: Record<string, string> }>(server, 'PUT', '/api/settings', { token, json: settings() });
      const keep = () => request<{ errors?: Record<string, string> }>(server, 'PUT', '/api/settings', { token, json: keeping });
      const [first, second] = await whileRowLocked(
        server,
        'SELECT 1 FROM site_settings WHERE id = 1 FOR UPDATE',
        [],
        removalFirst ? [removal, keep] : [keep, removal],
      );

      const stored = await storedPhotoUrls();
      expect({ removalFirst, missing: stored.missing }).toEqual({ removalFirst, missing: [] });
      if (removalFirst) {
        // The keeping save finds the photo gone and is refused, changing nothing.
        expect([first.status, second.status]).toEqual([200, 400]);
        expect(second.body.errors).toEqual({
          'about.team.1.photoUrl': 'A team photo must be uploaded with the settings (keep the current one or choose a new file)',
        });
      } else {
        expect([first.status, second.status]).toEqual([200, 200]);
      }
      expect(stored.named[1]).toBeNull();
      expect(server.uploadedFiles().some((file) => photoUrl.endsWith(file))).toBe(false);
    }
  });
});
