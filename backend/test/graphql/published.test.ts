import { createGalleryImage, createProject, createService, graphqlUpload, request, type FilePart } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

interface Item {
  id: string;
  title: string;
  published: boolean;
}

/** The site's own queries: every list and item, the related projects of a project. */
const LISTS = `{
  projects { id title published related { id } }
  residential: projects(category: RESIDENTIAL) { id }
  galleryImages { id title published }
  services { id title published }
}`;
const ITEMS = `query($project: ID!, $image: ID!, $service: ID!) {
  project(id: $project) { id published }
  galleryImage(id: $image) { id published }
  service(id: $service) { id published }
}`;

interface Lists {
  projects: (Item & { related: { id: string }[] })[];
  residential: { id: string }[];
  galleryImages: Item[];
  services: Item[];
}

/** "Show on the site" through GraphQL: created and changed with the inputs' published, left out of every visitor's answer. */
describe('GraphQL published', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;
  const hidden = { project: '', image: '', service: '' };
  let shownProject = '';

  useAdminServer((started) => ({ server, token, png } = started));

  it('createProject, createGalleryImage and createService take published: false', async () => {
    await createProject(server, token, { title: 'R1' });
    await createProject(server, token, { title: 'R2' });
    const project = await graphqlUpload<{ createProject: Item }>(
      server,
      'mutation($input: CreateProjectInput!, $image: Upload!) { createProject(input: $input, image: $image) { id title published } }',
      { input: { title: 'Hidden house', details: 'Not ready', category: 'RESIDENTIAL', published: false } },
      { image: png },
      token,
    );
    const image = await graphqlUpload<{ createGalleryImage: Item }>(
      server,
      'mutation($input: CreateGalleryImageInput!, $image: Upload!) { createGalleryImage(input: $input, image: $image) { id title published } }',
      { input: { title: 'Hidden photo', category: 'Residential', published: false } },
      { image: png },
      token,
    );
    const service = await graphqlUpload<{ createService: Item }>(
      server,
      'mutation($input: CreateServiceInput!, $image: Upload!) { createService(input: $input, image: $image) { id title published } }',
      { input: { title: 'Hidden service', description: 'Not offered yet', points: ['Soon'], published: false } },
      { image: png },
      token,
    );
    expect([project.errors, image.errors, service.errors]).toEqual([undefined, undefined, undefined]);
    expect([project.data?.createProject.published, image.data?.createGalleryImage.published, service.data?.createService.published]).toEqual([
      false,
      false,
      false,
    ]);
    hidden.project = project.data!.createProject.id;
    hidden.image = image.data!.createGalleryImage.id;
    hidden.service = service.data!.createService.id;
    shownProject = (await createProject(server, token, { title: 'R3' })).id;
    await createGalleryImage(server, token, { title: 'Shown photo' });
    await createService(server, token, { title: 'Shown service' });
  });

  it('leaves hidden items out of every list and answers null for them, to a visitor', async () => {
    // POST and GET (as the pages and the fast path answer them), each twice so that the answer is kept.
    for (let i = 0; i < 2; i++) {
      const post = await server.graphql<Lists>(LISTS);
      const get = await request<{ data: Lists }>(server, 'GET', `/graphql?query=${encodeURIComponent(LISTS)}`, { headers: PREFLIGHT });
      for (const data of [post.data!, get.body.data]) {
        const ids = JSON.stringify(data);
        for (const id of Object.values(hidden)) expect(ids).not.toContain(id);
        expect(data.projects.map((project) => project.title)).toEqual(['R3', 'R2', 'R1']);
        expect(data.projects.every((project) => project.published)).toBe(true);
        expect(data.projects.find((project) => project.id === shownProject)?.related.map((related) => related.id)).toHaveLength(2);
      }
    }
    const items = await server.graphql(ITEMS, hidden);
    expect(items.errors).toBeUndefined();
    expect(items.data).toEqual({ project: null, galleryImage: null, service: null });
  });

  it("shows them to the admin's token, POST and GET alike, with published false; related projects stay those on the site", async () => {
    const asAdmin = { ...PREFLIGHT, authorization: `Bearer ${token}` };
    const post = await server.graphql<Lists>(LISTS, undefined, token);
    const get = await request<{ data: Lists }>(server, 'GET', `/graphql?query=${encodeURIComponent(LISTS)}`, { headers: asAdmin });
    expect(get.headers.get('cache-control')).toBe('private, no-store');
    for (const data of [post.data!, get.body.data]) {
      expect(data.projects.find((project) => project.id === hidden.project)).toMatchObject({ title: 'Hidden house', published: false });
      expect(data.residential.map((project) => project.id)).toContain(hidden.project);
      expect(data.galleryImages.find((image) => image.id === hidden.image)?.published).toBe(false);
      expect(data.services.find((service) => service.id === hidden.service)?.published).toBe(false);
      const related = data.projects.find((project) => project.id === shownProject)!.related.map((project) => project.id);
      expect(related).not.toContain(hidden.project);
    }
    const items = await server.graphql(ITEMS, hidden, token);
    expect(items.data).toEqual({
      project: { id: hidden.project, published: false },
      galleryImage: { id: hidden.image, published: false },
      service: { id: hidden.service, published: false },
    });
    // And the visitors' kept answer is still the published one.
    const again = await request<{ data: Lists }>(server, 'GET', `/graphql?query=${encodeURIComponent(LISTS)}`, { headers: PREFLIGHT });
    expect(JSON.stringify(again.body.data)).not.toContain(hidden.project);
  });

  it('refuses a read with a bad token as UNAUTHENTICATED rather than answer it as a visitor', async () => {
    const { errors } = await server.graphql('{ projects { id } }', undefined, 'not-a-token');
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('updateProject, updateGalleryImage and updateService switch published, shown at once, and leave it alone when not given', async () => {
    /** The three switches, one change per request. */
    const show = async (on: boolean | null) => {
      const answers = await Promise.all(
        (
          [
            ['updateProject', hidden.project],
            ['updateGalleryImage', hidden.image],
            ['updateService', hidden.service],
          ] as const
        ).map(([field, id]) =>
          server.graphql(`mutation($id: ID!, $on: Boolean) { ${field}(id: $id, input: { published: $on }) { published } }`, { id, on }, token),
        ),
      );
      return Object.assign({}, ...answers.map((answer) => answer.data));
    };
    expect(await show(true)).toEqual({ updateProject: { published: true }, updateGalleryImage: { published: true }, updateService: { published: true } });
    const visible = await server.graphql<Lists>(LISTS);
    expect(visible.data!.projects.map((project) => project.id)).toContain(hidden.project);
    expect(visible.data!.galleryImages.map((image) => image.id)).toContain(hidden.image);
    expect(visible.data!.services.map((service) => service.id)).toContain(hidden.service);

    expect(await show(null)).toEqual({ updateProject: { published: true }, updateGalleryImage: { published: true }, updateService: { published: true } });

    expect(await show(false)).toEqual({ updateProject: { published: false }, updateGalleryImage: { published: false }, updateService: { published: false } });
    const items = await server.graphql(ITEMS, hidden);
    expect(items.data).toEqual({ project: null, galleryImage: null, service: null });
  });
});
