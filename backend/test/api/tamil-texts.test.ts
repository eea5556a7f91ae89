import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { createGalleryImage, createProject, createService, filePart, graphqlUpload, multipartForm, request, samplePng } from '../support/factories';
import { watchExecutions } from '../support/executions';
import { type TestServer, useAdminServer } from '../support/test-server';

interface Texts {
  id: string;
  title: string;
  details: string;
  location: string | null;
  features: string[];
  ta: { title: string | null; details: string | null; location: string | null; features: string[] | null };
}

const PROJECTS = `query($locale: Locale) { projects(locale: $locale) { id title details location features ta { title details location features } } }`;
const PROJECT = `query($id: ID!, $locale: Locale) {
  project(id: $id, locale: $locale) { title image { alt caption ta { alt caption } } related { title } }
}`;
const UPDATE = `mutation($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { version ta { title details location features } } }`;

/** Issue 33: the firm's texts in Tamil beside the English ones, answered per language, falling back to English field by field. */
describe('Tamil texts', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  const ok = async <T>(query: string, variables: Record<string, unknown> = {}, as?: string): Promise<T> => {
    const result = await server.graphql<T>(query, variables, as);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  /** A GraphQL GET as the site sends it: what the fast path keeps. */
  const graphqlGet = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    const response = await fetch(`${server.url}/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const restTitles = async (path: string) => ((await request<{ data: { title: string }[] }>(server, 'GET', path)).body.data ?? []).map((p) => p.title);

  let house: { id: string; imageUrl: string };

  it('stores Tamil beside English and answers it with locale TA, field by field, English staying the default', async () => {
    const created = await request<{ data: { id: string; imageUrl: string; ta: object } }>(server, 'POST', '/api/projects', {
      token,
      form: multipartForm(
        {
          title: 'Farmhouse',
          details: 'A tiled roof over a verandah.',
          location: 'Vriddhachalam',
          features: JSON.stringify(['Verandah', 'Well']),
          ta: JSON.stringify({ title: '  பண்ணை வீடு ', location: 'விருத்தாசலம்', features: [], details: '' }),
        },
        { image: filePart(await samplePng()) },
      ),
    });
    expect(created.status).toBe(201);
    // Trimmed; blank and empty ones are none.
    expect(created.body.data.ta).toEqual({ title: 'பண்ணை வீடு', location: 'விருத்தாசலம்' });
    house = created.body.data;

    const tamil = (await ok<{ projects: Texts[] }>(PROJECTS, { locale: 'TA' })).projects[0];
    expect(tamil).toEqual({
      id: house.id,
      title: 'பண்ணை வீடு',
      location: 'விருத்தாசலம்',
      // No Tamil: the English text, and the English list as a whole.
      details: 'A tiled roof over a verandah.',
      features: ['Verandah', 'Well'],
      ta: { title: 'பண்ணை வீடு', details: null, location: 'விருத்தாசலம்', features: null },
    });
    const english = (await ok<{ projects: Texts[] }>(PROJECTS)).projects[0];
    expect(english).toMatchObject({ title: 'Farmhouse', location: 'Vriddhachalam', ta: tamil.ta });
    expect((await ok<{ projects: Texts[] }>(PROJECTS, { locale: 'EN' })).projects[0]).toEqual(english);

    expect(await restTitles('/api/projects?lang=ta')).toEqual(['பண்ணை வீடு']);
    expect(await restTitles('/api/projects')).toEqual(['Farmhouse']);
    // Another language than Tamil is answered in English, as an unmet Accept-Language would be.
    expect(await restTitles('/api/projects?lang=fr')).toEqual(['Farmhouse']);
    expect(await restTitles('/api/projects?lang=TA')).toEqual(['பண்ணை வீடு']);
    const one = await request<{ data: { title: string; details: string; description: string; ta: object } }>(
      server,
      'GET',
      `/api/projects/${house.id}?lang=ta`,
    );
    expect(one.body.data).toMatchObject({ title: 'பண்ணை வீடு', details: 'A tiled roof over a verandah.', ta: { title: 'பண்ணை வீடு' } });
  });

  it('answers the photos and related projects of a Tamil project in Tamil', async () => {
    await ok(
      'mutation($url: String!) { updatePhotoDetails(url: $url, input: { alt: "The verandah", ta: { alt: "வராண்டா" } }) { url } }',
      {
        url: house.imageUrl,
      },
      token,
    );
    await createProject(server, token, { title: 'Second house' });
    const tamil = await ok<{ project: { title: string; image: { alt: string; caption: string | null }; related: { title: string }[] } }>(PROJECT, {
      id: house.id,
      locale: 'TA',
    });
    expect(tamil.project.image).toEqual({ alt: 'வராண்டா', caption: null, ta: { alt: 'வராண்டா', caption: null } });
    expect(tamil.project.related).toEqual([{ title: 'Second house' }]);
    const english = await ok<{ project: { image: { alt: string } } }>(PROJECT, { id: house.id });
    expect(english.project.image.alt).toBe('The verandah');
  });

  it('shows a Tamil title written in the admin at once, in every cached answer of its language only', async () => {
    // Each read twice: kept by the public response cache from its second request.
    for (let i = 0; i < 2; i++) {
      await graphqlGet(PROJECTS, { locale: 'TA' });
      await graphqlGet(PROJECTS, {});
      await restTitles('/api/projects?lang=ta');
      await restTitles('/api/projects');
    }
    const executions = watchExecutions(server);
    expect((await graphqlGet<{ projects: Texts[] }>(PROJECTS, { locale: 'TA' })).projects.map((p) => p.title)).toContain('பண்ணை வீடு');
    expect((await graphqlGet<{ projects: Texts[] }>(PROJECTS, {})).projects.map((p) => p.title)).toContain('Farmhouse');
    expect(executions()).toBe(0); // both kept, each under its own language
    expect(server.publicCache.size).toBeGreaterThanOrEqual(4);
    const version = Number((await server.database.db.query('SELECT version FROM content_version'))[0].version);

    const updated = await ok<{ updateProject: { ta: object } }>(UPDATE, { id: house.id, input: { ta: { title: 'புதிய பண்ணை வீடு' } } }, token);
    // A partial change: the other Tamil texts stay.
    expect(updated.updateProject.ta).toEqual({ title: 'புதிய பண்ணை வீடு', details: null, location: 'விருத்தாசலம்', features: null });
    expect(Number((await server.database.db.query('SELECT version FROM content_version'))[0].version)).toBeGreaterThan(version);

    const titles = async (locale: string | null) =>
      (await graphqlGet<{ projects: Texts[] }>(PROJECTS, locale ? { locale } : {})).projects.map((project) => project.title);
    expect(await titles('TA')).toContain('புதிய பண்ணை வீடு');
    expect(await titles(null)).toContain('Farmhouse');
    expect(await restTitles('/api/projects?lang=ta')).toContain('புதிய பண்ணை வீடு');
    expect(await restTitles('/api/projects')).not.toContain('புதிய பண்ணை வீடு');

    // Through REST, as JSON: null removes a Tamil field, blank too; the answer carries the stored Tamil.
    const patched = await request<{ data: { ta: object } }>(server, 'PATCH', `/api/projects/${house.id}`, {
      token,
      json: { ta: { title: 'மூன்றாவது பெயர்', location: null, features: [' கிணறு ', ''] } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.ta).toEqual({ title: 'மூன்றாவது பெயர்', features: ['கிணறு'] });
    expect(await restTitles('/api/projects?lang=ta')).toContain('மூன்றாவது பெயர்');
    expect((await titles('TA')).filter((title) => title !== 'Second house')).toEqual(['மூன்றாவது பெயர்']);

    const [entry]: { action: string; label: string }[] = await server.database.db.query(
      "SELECT action, label FROM activity WHERE subject = 'project' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toEqual({ action: 'updated', label: 'Farmhouse' });
  });

  it('refuses Tamil texts longer than the English limits, naming the field, and changes nothing', async () => {
    const tooLong = 'அ'.repeat(201);
    const result = await server.graphql(UPDATE, { id: house.id, input: { ta: { title: tooLong } } }, token);
    expect(result.errors![0]).toMatchObject({
      message: 'Title in Tamil must be at most 200 characters',
      extensions: { code: 'BAD_USER_INPUT', fields: { 'ta.title': 'Title in Tamil must be at most 200 characters' } },
    });
    const rest = await request(server, 'PATCH', `/api/projects/${house.id}`, {
      token,
      form: multipartForm({ ta: JSON.stringify({ details: 'அ'.repeat(10_001), features: ['x'.repeat(301)] }) }),
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Details in Tamil must be at most 10000 characters',
      errors: {
        'ta.details': 'Details in Tamil must be at most 10000 characters',
        'ta.features': 'Each of the features in Tamil must be at most 300 characters',
      },
    });
    for (const ta of ['not json', '"a text"', '[1]']) {
      const refused = await request(server, 'PATCH', `/api/projects/${house.id}`, { token, form: multipartForm({ ta }) });
      expect(refused.status).toBe(400);
      expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['ta']);
    }
    const service = await request(server, 'POST', '/api/services', {
      token,
      form: multipartForm(
        { title: 'Soil test', description: 'Plate load test.', points: '["Report"]', ta: JSON.stringify({ description: 'அ'.repeat(5001) }) },
        { image: filePart(await samplePng()) },
      ),
    });
    expect(service.status).toBe(400);
    expect((service.body as { errors: object }).errors).toEqual({ 'ta.description': 'Description in Tamil must be at most 5000 characters' });
    const alt = await server.graphql(
      'mutation($url: String!, $alt: String) { updatePhotoDetails(url: $url, input: { ta: { alt: $alt } }) { url } }',
      { url: house.imageUrl, alt: 'அ'.repeat(251) },
      token,
    );
    expect(alt.errors![0].extensions).toMatchObject({ fields: { 'ta.alt': 'Alt text in Tamil must be at most 250 characters' } });
    expect((await ok<{ project: { title: string } }>(PROJECT, { id: house.id, locale: 'TA' })).project.title).toBe('மூன்றாவது பெயர்');
  });

  it('answers services and gallery images in Tamil, and takes their Tamil through GraphQL and REST', async () => {
    const service = await createService(server, token, { title: 'Soil testing', points: ['Plate load test'] });
    const changed = await request<{ ta: object; version: number }>(server, 'PUT', `/api/services/${service._id}`, {
      token,
      form: multipartForm({ ta: JSON.stringify({ title: 'மண் பரிசோதனை' }) }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.ta).toEqual({ title: 'மண் பரிசோதனை' });
    const services = await ok<{ services: { title: string; points: string[] }[] }>('{ services(locale: TA) { title points } }');
    expect(services.services).toEqual([{ title: 'மண் பரிசோதனை', points: ['Plate load test'] }]);
    const restServices = await request<{ title: string; ta?: object }[]>(server, 'GET', '/api/services?lang=ta');
    expect(restServices.body).toEqual([expect.objectContaining({ title: 'மண் பரிசோதனை' })]);
    expect(restServices.body[0].ta).toBeUndefined(); // lists leave the raw Tamil out

    const image = await createGalleryImage(server, token, { title: 'Footings' });
    await ok('mutation($id: ID!) { updateGalleryImage(id: $id, input: { ta: { title: "அஸ்திவாரம்" } }) { id } }', { id: image._id }, token);
    const gallery = await ok<{ galleryImages: { title: string }[] }>('{ galleryImages(locale: TA) { title } }');
    expect(gallery.galleryImages).toEqual([{ title: 'அஸ்திவாரம்' }]);
    expect((await request<{ title: string }[]>(server, 'GET', '/api/gallery?category=residential&lang=ta')).body).toEqual([
      expect.objectContaining({ title: 'அஸ்திவாரம்' }),
    ]);
    expect((await request<{ title: string }[]>(server, 'GET', '/api/gallery')).body).toEqual([expect.objectContaining({ title: 'Footings' })]);
    expect((await request<{ title: string; ta: object }>(server, 'GET', `/api/gallery/${image._id}?lang=ta`)).body).toMatchObject({
      title: 'அஸ்திவாரம்',
      ta: { title: 'அஸ்திவாரம்' },
    });

    // The categories come with their Tamil names: an image's category and the list answer them in Tamil, English staying the default.
    const categories = `query($locale: Locale) { galleryImages(locale: $locale) { category } galleryCategories(locale: $locale) { name ta { name } } }`;
    const tamil = await ok<{ galleryImages: { category: string }[]; galleryCategories: { name: string; ta: { name: string | null } }[] }>(categories, {
      locale: 'TA',
    });
    expect(tamil.galleryImages).toEqual([{ category: 'குடியிருப்பு' }]);
    expect(tamil.galleryCategories).toContainEqual({ name: 'குடியிருப்பு', ta: { name: 'குடியிருப்பு' } });
    const english = await ok<typeof tamil>(categories);
    expect(english.galleryImages).toEqual([{ category: 'Residential' }]);
    expect(english.galleryCategories).toContainEqual({ name: 'Residential', ta: { name: 'குடியிருப்பு' } });
    expect((await request<{ category: string }[]>(server, 'GET', '/api/gallery?lang=ta')).body).toEqual([expect.objectContaining({ category: 'குடியிருப்பு' })]);
    // A Tamil page's filter names the Tamil category.
    expect((await request<{ title: string }[]>(server, 'GET', `/api/gallery?category=${encodeURIComponent('குடியிருப்பு')}&lang=ta`)).body).toEqual([
      expect.objectContaining({ title: 'அஸ்திவாரம்' }),
    ]);
    expect((await request<{ id: string; name: string }[]>(server, 'GET', '/api/gallery/categories?lang=ta')).body).toContainEqual(
      expect.objectContaining({ name: 'குடியிருப்பு' }),
    );
    expect((await request<{ id: string; name: string }[]>(server, 'GET', '/api/gallery/categories')).body).toContainEqual(
      expect.objectContaining({ name: 'Residential' }),
    );
  });

  it('takes the Tamil texts of new services, gallery images and photos through GraphQL', async () => {
    const png = filePart(await samplePng());
    const service = await graphqlUpload<{ createService: { ta: object } }>(
      server,
      'mutation($image: Upload!) { createService(input: { title: "Wells", description: "Borewells.", points: ["Yield test"], ta: { title: "கிணறு", points: ["  "] } }, image: $image) { ta { title description points } } }',
      {},
      { image: png },
      token,
    );
    expect(service.errors).toBeUndefined();
    expect(service.data!.createService.ta).toEqual({ title: 'கிணறு', description: null, points: null });
    const image = await graphqlUpload<{ createGalleryImage: { ta: object } }>(
      server,
      'mutation($image: Upload!) { createGalleryImage(input: { title: "Roof", category: "Residential", ta: { title: "மேற்கூரை" } }, image: $image) { ta { title } } }',
      {},
      { image: png },
      token,
    );
    expect(image.data!.createGalleryImage.ta).toEqual({ title: 'மேற்கூரை' });
    const created = await graphqlUpload<{ createProject: { id: string } }>(
      server,
      'mutation($image: Upload!) { createProject(input: { title: "Clinic", details: "Two floors." }, image: $image, photoDetails: [{ alt: "Front", ta: { alt: "முகப்பு", caption: "மாலை" } }]) { id } }',
      {},
      { image: png },
      token,
    );
    expect(created.errors).toBeUndefined();
    const photo = await ok<{ project: { image: { alt: string; caption: string } } }>(PROJECT, { id: created.data!.createProject.id, locale: 'TA' });
    expect(photo.project.image).toMatchObject({ alt: 'முகப்பு', caption: 'மாலை' });
  });

  it('answers the settings in Tamil where the firm wrote it, and keeps its Tamil through a save that says nothing of Tamil', async () => {
    const SETTINGS = `query($locale: Locale) { siteSettings(locale: $locale) {
      tagline firmName address { town postalCode } hours { days } stats { value label } about { mission team { name role } milestones { year } }
    } }`;
    const tamil = (await ok<{ siteSettings: Record<string, unknown> }>(SETTINGS, { locale: 'TA' })).siteSettings;
    expect(tamil).toMatchObject({
      tagline: DEFAULT_SITE_SETTINGS.ta!.tagline,
      address: { town: 'விருத்தாசலம்', postalCode: '606001' },
      hours: [{ days: 'திங்கள் – வெள்ளி' }, { days: 'சனிக்கிழமை' }, { days: 'ஞாயிற்றுக்கிழமை' }],
      stats: [{ value: '25+', label: 'ஆண்டு அனுபவம்' }, {}, {}, {}],
      about: { team: [{ name: 'Er. K. Ramasamy', role: 'நிறுவனர் & நிர்வாக இயக்குநர்' }, {}, {}, {}] },
    });
    expect((tamil.about as { milestones: { year: string }[] }).milestones.map((m) => m.year)).toEqual(['1995', '2004', '2013', 'இன்று']);
    const english = (await ok<{ siteSettings: { tagline: string } }>(SETTINGS)).siteSettings;
    expect(english.tagline).toBe(DEFAULT_SITE_SETTINGS.tagline);

    // A client written before Tamil sends the settings without any `ta`: the stored Tamil stays, an
    // item whose English changed loses its own.
    const withoutTamil = JSON.parse(
      JSON.stringify(DEFAULT_SITE_SETTINGS, (key, value: unknown) => (key === 'ta' ? undefined : value)),
    ) as typeof DEFAULT_SITE_SETTINGS;
    withoutTamil.stats[0].label = 'Years of work';
    expect((await request(server, 'PUT', '/api/settings', { token, json: withoutTamil })).status).toBe(200);
    const kept = (await request<{ data: typeof DEFAULT_SITE_SETTINGS }>(server, 'GET', '/api/settings?lang=ta')).body.data;
    expect(kept.tagline).toBe(DEFAULT_SITE_SETTINGS.ta!.tagline);
    expect(kept.stats.map((stat) => stat.label)).toEqual(['Years of work', 'முடித்த கட்டடங்கள்', 'வாடிக்கையாளர் திருப்தி', 'எங்கள் குழுவினர்']);

    // One that sends Tamil replaces it; a too-long Tamil text is refused by its path.
    const replaced = { ...structuredClone(DEFAULT_SITE_SETTINGS), ta: { tagline: 'புதிய வரி' } };
    expect((await request(server, 'PUT', '/api/settings', { token, json: replaced })).status).toBe(200);
    const now = (await ok<{ siteSettings: { tagline: string; firmName: string } }>(SETTINGS, { locale: 'TA' })).siteSettings;
    expect(now).toMatchObject({ tagline: 'புதிய வரி', firmName: DEFAULT_SITE_SETTINGS.firmName });
    const refused = await request(server, 'PUT', '/api/settings', {
      token,
      json: { ...replaced, testimonials: [{ ...replaced.testimonials[0], ta: { content: 'அ'.repeat(601) } }] },
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: object }).errors).toEqual({ 'testimonials.0.ta.content': 'Testimonial in Tamil must be at most 600 characters' });
  });
});
