import {
  createGalleryImage,
  createProject,
  createService,
  filePart,
  request,
  sampleJpeg,
  samplePng,
  UNKNOWN_ID,
  type RestGalleryImage,
  type RestProject,
  type RestService,
} from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

const PROJECT_FIELDS = 'id title imageUrl images';

describe('the order the firm chooses', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  const projectTitles = async () => (await request<{ data: RestProject[] }>(server, 'GET', '/api/projects')).body.data.map((project) => project.title);
  const serviceTitles = async () => (await request<RestService[]>(server, 'GET', '/api/services')).body.map((service) => service.title);

  describe('projects (featured order)', () => {
    let projects: RestProject[];
    beforeAll(async () => {
      projects = [];
      for (const title of ['Alpha house', 'Bravo clinic', 'Charlie school']) projects.push(await createProject(server, token, { title }));
    });

    it('are newest first until reordered, then in the chosen order on REST, GraphQL and the projects page', async () => {
      expect(await projectTitles()).toEqual(['Charlie school', 'Bravo clinic', 'Alpha house']);
      const [alpha, bravo, charlie] = projects.map((project) => project.id);
      const result = await server.graphql<{ reorderProjects: { title: string }[] }>(
        `mutation ($ids: [ID!]!) { reorderProjects(ids: $ids) { title } }`,
        { ids: [bravo, alpha, charlie] },
        token,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.reorderProjects.map((project) => project.title)).toEqual(['Bravo clinic', 'Alpha house', 'Charlie school']);
      expect(await projectTitles()).toEqual(['Bravo clinic', 'Alpha house', 'Charlie school']);
      const anonymous = await server.graphql<{ projects: { title: string }[] }>('{ projects { title } }');
      expect(anonymous.data?.projects.map((project) => project.title)).toEqual(['Bravo clinic', 'Alpha house', 'Charlie school']);
      const page = await request(server, 'GET', '/projects');
      const order = ['Bravo clinic', 'Alpha house', 'Charlie school'].map((title) => page.text.indexOf(title));
      expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    });

    it('puts a project added later first (newest first), then the chosen order', async () => {
      const delta = await createProject(server, token, { title: 'Delta warehouse' });
      expect(await projectTitles()).toEqual(['Delta warehouse', 'Bravo clinic', 'Alpha house', 'Charlie school']);
      projects.push(delta);
    });

    it('refuses a list missing, doubling or inventing a project, and changes nothing', async () => {
      const ids = projects.map((project) => project.id);
      const before = await projectTitles();
      for (const order of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), UNKNOWN_ID], 'not a list', [1, 2, 3, 4]]) {
        const { status, body } = await request<{ errors: Record<string, string> }>(server, 'PATCH', '/api/projects', { token, json: { order } });
        expect(status).toBe(400);
        expect(body.errors.order).toMatch(/Reload the page/);
      }
      expect(await projectTitles()).toEqual(before);
    });

    it('through REST: PATCH /api/projects with {"order"}; needs a token; not mixed with other fields', async () => {
      const ids = projects.map((project) => project.id).reverse();
      expect((await request(server, 'PATCH', '/api/projects', { json: { order: ids } })).status).toBe(401);
      const mixed = await request(server, 'PATCH', '/api/projects', { token, json: { order: ids, title: 'x' } });
      expect(mixed.status).toBe(400);
      const { status, body } = await request<{ data: RestProject[] }>(server, 'PATCH', '/api/projects', { token, json: { order: ids } });
      expect(status).toBe(200);
      expect(body.data.map((project) => project.id)).toEqual(ids);
      expect(await projectTitles()).toEqual(['Delta warehouse', 'Charlie school', 'Bravo clinic', 'Alpha house']);
    });

    it('keeps every project when two reorders run at once: one of the two orders wins whole', async () => {
      const ids = projects.map((project) => project.id);
      const first = [...ids].reverse();
      const second = [ids[2], ids[0], ids[3], ids[1]];
      const results = await Promise.all([first, second].map((order) => request(server, 'PATCH', '/api/projects', { token, json: { order } })));
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      const now = (await request<{ data: RestProject[] }>(server, 'GET', '/api/projects')).body.data.map((project) => project.id);
      expect([first, second]).toContainEqual(now);
    });
  });

  describe("a project's photos", () => {
    let project: RestProject;
    beforeAll(async () => {
      project = await createProject(server, token, {
        title: 'Photo order house',
        image: filePart(await samplePng(), 'cover.png'),
        images: [
          filePart(await sampleJpeg(), 'a.jpg', 'image/jpeg'),
          filePart(await samplePng(), 'b.png'),
          filePart(await sampleJpeg(), 'c.jpg', 'image/jpeg'),
        ],
      });
    });

    const photosOf = async () => {
      const { body } = await request<{ data: RestProject }>(server, 'GET', `/api/projects/${project.id}`);
      return [body.data.imageUrl, ...body.data.images];
    };

    it('are reordered with the keyboard-friendly list of paths, the first becoming the cover, on the public page too', async () => {
      const [cover, a, b, c] = await photosOf();
      const result = await server.graphql<{ reorderProjectImages: { imageUrl: string; images: string[] } }>(
        `mutation ($id: ID!, $urls: [String!]!) { reorderProjectImages(projectId: $id, imageUrls: $urls) { ${PROJECT_FIELDS} } }`,
        { id: project.id, urls: [b, cover, c, a] },
        token,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.reorderProjectImages).toMatchObject({ imageUrl: b, images: [cover, c, a] });
      expect(await photosOf()).toEqual([b, cover, c, a]);
      const page = await request(server, 'GET', `/projects/${project.id}`);
      const stem = (url: string) => url.replace(/^\/uploads\//, '').replace(/\.\w+$/, '');
      const positions = [b, cover, c, a].map((url) => page.text.indexOf(stem(url)));
      expect(positions.every((at, i) => at > 0 && (i === 0 || at > positions[i - 1]))).toBe(true);
    });

    it('setProjectCover makes one the main image and keeps the others in order', async () => {
      const [first, second, third, fourth] = await photosOf();
      const result = await server.graphql<{ setProjectCover: { imageUrl: string; images: string[] } }>(
        `mutation ($id: ID!, $url: String!) { setProjectCover(projectId: $id, imageUrl: $url) { ${PROJECT_FIELDS} } }`,
        { id: project.id, url: third },
        token,
      );
      expect(result.errors).toBeUndefined();
      expect(await photosOf()).toEqual([third, first, second, fourth]);
    });

    it('refuses a cover or an order naming a photo of no project, or leaving one out; nothing changes and no file goes', async () => {
      const before = await photosOf();
      const files = server.uploadedFiles();
      const cover = await server.graphql(
        `mutation ($id: ID!) { setProjectCover(projectId: $id, imageUrl: "/uploads/other.png") { id } }`,
        { id: project.id },
        token,
      );
      expect(cover.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      for (const order of [before.slice(1), [...before.slice(1), '/uploads/other.png'], [...before, before[0]]]) {
        const { status } = await request(server, 'PATCH', `/api/projects/${project.id}`, { token, json: { order } });
        expect(status).toBe(400);
      }
      expect(await photosOf()).toEqual(before);
      expect(server.uploadedFiles()).toEqual(files);
    });

    it('through REST: PATCH /api/projects/:id with {"order"}; 404 for an unknown project', async () => {
      const reversed = (await photosOf()).reverse();
      const { status, body } = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, { token, json: { order: reversed } });
      expect(status).toBe(200);
      expect([body.data.imageUrl, ...body.data.images]).toEqual(reversed);
      expect((await request(server, 'PATCH', `/api/projects/${UNKNOWN_ID}`, { token, json: { order: reversed } })).status).toBe(404);
    });

    it('never loses a photo when a reorder and an edit removing a photo run at once', async () => {
      const photos = await photosOf();
      const removed = photos[2]; // an extra photo whichever order wins (a cover cannot be removed, only replaced)
      const form = new FormData();
      form.set('removeImages', JSON.stringify([removed]));
      const [reorder, edit] = await Promise.all([
        request(server, 'PATCH', `/api/projects/${project.id}`, { token, json: { order: [...photos].reverse() } }),
        request(server, 'PATCH', `/api/projects/${project.id}`, { token, form }),
      ]);
      expect(edit.status).toBe(200);
      const after = await photosOf();
      // Either the reorder came first (then the removal) or it found the list changed and was refused.
      if (reorder.status === 200) expect(after).toEqual([...photos].reverse().filter((url) => url !== removed));
      else expect(after).toEqual(photos.filter((url) => url !== removed));
      expect(new Set(after).size).toBe(photos.length - 1);
    });
  });

  describe('services (display order)', () => {
    it('are shown in the chosen order on REST and the home page; a stale list is refused', async () => {
      const created: RestService[] = [];
      for (const title of ['Eta approvals', 'Theta turnkey', 'Zeta interiors']) created.push(await createService(server, token, { title }));
      const [plan, build, interior] = created.map((service) => service.id);
      const result = await server.graphql<{ reorderServices: { title: string }[] }>(
        `mutation ($ids: [ID!]!) { reorderServices(ids: $ids) { title } }`,
        { ids: [interior, plan, build] },
        token,
      );
      expect(result.errors).toBeUndefined();
      expect(await serviceTitles()).toEqual(['Zeta interiors', 'Eta approvals', 'Theta turnkey']);
      const home = await request(server, 'GET', '/');
      const at = ['Zeta interiors', 'Eta approvals', 'Theta turnkey'].map((title) => home.text.indexOf(title));
      expect(at.every((position, i) => position > 0 && (i === 0 || position > at[i - 1]))).toBe(true);

      const stale = await request(server, 'PATCH', '/api/services', { token, json: { order: [plan, build] } });
      expect(stale.status).toBe(400);
      const viaRest = await request<RestService[]>(server, 'PATCH', '/api/services', { token, json: { order: [build, interior, plan] } });
      expect(viaRest.status).toBe(200);
      expect(viaRest.body.map((service) => service.title)).toEqual(['Theta turnkey', 'Zeta interiors', 'Eta approvals']);
      expect(await serviceTitles()).toEqual(['Theta turnkey', 'Zeta interiors', 'Eta approvals']);
    });

    it('cannot be reordered without a token', async () => {
      const result = await server.graphql(`mutation { reorderServices(ids: []) { id } }`);
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('gallery', () => {
    const galleryTitles = async (path = '/api/gallery') => (await request<RestGalleryImage[]>(server, 'GET', path)).body.map((image) => image.title);

    it('is newest first until reordered, then in the chosen order on REST, GraphQL and the gallery page; added later comes first', async () => {
      const created: RestGalleryImage[] = [];
      for (const title of ['Porch', 'Kitchen', 'Terrace']) created.push(await createGalleryImage(server, token, { title }));
      expect(await galleryTitles()).toEqual(['Terrace', 'Kitchen', 'Porch']);
      const [porch, kitchen, terrace] = created.map((image) => image.id);
      const result = await server.graphql<{ reorderGalleryImages: { title: string }[] }>(
        'mutation ($ids: [ID!]!) { reorderGalleryImages(ids: $ids) { title } }',
        { ids: [kitchen, porch, terrace] },
        token,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.reorderGalleryImages.map((image) => image.title)).toEqual(['Kitchen', 'Porch', 'Terrace']);
      expect(await galleryTitles()).toEqual(['Kitchen', 'Porch', 'Terrace']);
      expect(await galleryTitles('/api/gallery?category=Residential')).toEqual(['Kitchen', 'Porch', 'Terrace']);
      const page = await request(server, 'GET', '/gallery');
      const at = ['Kitchen', 'Porch', 'Terrace'].map((title) => page.text.indexOf(title));
      expect(at.every((position, i) => position > 0 && (i === 0 || position > at[i - 1]))).toBe(true);

      await createGalleryImage(server, token, { title: 'Staircase' });
      expect(await galleryTitles()).toEqual(['Staircase', 'Kitchen', 'Porch', 'Terrace']);
    });

    it('through REST: PATCH /api/gallery with {"order"}; a stale list is refused whole; needs a token', async () => {
      const ids = (await request<RestGalleryImage[]>(server, 'GET', '/api/gallery')).body.map((image) => image.id);
      const stale = await request(server, 'PATCH', '/api/gallery', { token, json: { order: ids.slice(1) } });
      expect(stale.status).toBe(400);
      expect(stale.text).toContain('The order must list every gallery image once');
      expect((await request(server, 'PATCH', '/api/gallery', { json: { order: ids } })).status).toBe(401);
      const reversed = [...ids].reverse();
      const { status, body } = await request<RestGalleryImage[]>(server, 'PATCH', '/api/gallery', { token, json: { order: reversed } });
      expect(status).toBe(200);
      expect(body.map((image) => image.id)).toEqual(reversed);
    });

    it('keeps every image when two reorders run at once: one of the two orders wins whole', async () => {
      const ids = (await request<RestGalleryImage[]>(server, 'GET', '/api/gallery')).body.map((image) => image.id);
      const first = [...ids].reverse();
      const second = [ids[2], ids[0], ids[3], ids[1]];
      const results = await Promise.all([first, second].map((order) => request(server, 'PATCH', '/api/gallery', { token, json: { order } })));
      expect(results.map((result) => result.status)).toEqual([200, 200]);
      const now = (await request<RestGalleryImage[]>(server, 'GET', '/api/gallery')).body.map((image) => image.id);
      expect([first, second]).toContainEqual(now);
    });
  });
});
