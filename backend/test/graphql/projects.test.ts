import { createProject, graphqlUpload, UNKNOWN_ID, type FilePart, type RestProject } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

const PROJECT_FIELDS = `
  id title category details description location features imageUrl images createdAt updatedAt
  image { url width height srcset variants { url width height } }
  extraImages { url width height }
`;

const CREATE = `mutation Create($input: CreateProjectInput!, $image: Upload!, $images: [Upload!]) {
  createProject(input: $input, image: $image, images: $images) { ${PROJECT_FIELDS} }
}`;

const UPDATE = `mutation Update($id: ID!, $input: UpdateProjectInput!, $image: Upload, $images: [Upload!], $removeImages: [String!]) {
  updateProject(id: $id, input: $input, image: $image, images: $images, removeImages: $removeImages) { ${PROJECT_FIELDS} }
}`;

interface GqlImage {
  url: string;
  width: number;
  height: number;
  srcset?: string;
  variants?: { url: string; width: number; height: number }[];
}

/** GraphQL has no `_id`, and adds the images' sizes. */
interface GqlProject extends Omit<RestProject, '_id'> {
  image: GqlImage | null;
  extraImages: GqlImage[];
}

describe('GraphQL projects', () => {
  let server: TestServer;
  let token: string;
  let wide: FilePart;
  let small: FilePart;

  useAdminServer((started) => ({ server, token, png: small, wideJpeg: wide } = started));

  it('createProject stores the project with its images and their sizes', async () => {
    const { data, errors } = await graphqlUpload<{ createProject: GqlProject }>(
      server,
      CREATE,
      {
        input: { title: ' Textile mill ', details: 'Sawtooth roof', category: 'INDUSTRIAL', location: 'Tiruppur', features: ['Crane', ' ', 'ETP'] },
        images: [null, null],
      },
      { image: wide, 'images.0': small, 'images.1': wide },
      token,
    );
    expect(errors).toBeUndefined();
    const project = data!.createProject;
    expect(project).toMatchObject({
      title: 'Textile mill',
      category: 'INDUSTRIAL',
      details: 'Sawtooth roof',
      description: 'Sawtooth roof',
      location: 'Tiruppur',
      features: ['Crane', 'ETP'],
    });
    expect(project.image).toMatchObject({ url: project.imageUrl, width: 1000, height: 500 });
    expect(project.image!.variants).toEqual(
      [240, 480, 720, 960].map((width) => ({ url: expect.stringMatching(new RegExp(`^/uploads/[a-f0-9]+-${width}w\\.webp$`)), width, height: width / 2 })),
    );
    expect(project.image!.srcset).toBe(
      `${project.image!.variants!.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}, ${project.imageUrl} 1000w`,
    );
    expect(project.images).toHaveLength(2);
    expect(project.extraImages).toEqual([
      { url: project.images[0], width: 64, height: 48 },
      { url: project.images[1], width: 1000, height: 500 },
    ]);
  });

  it('projects(category) lists newest first and filters by the enum', async () => {
    await createProject(server, token, { title: 'Office', category: 'commercial' });
    await createProject(server, token, { title: 'Showroom', category: 'commercial' });
    const all = await server.graphql<{ projects: { title: string; category: string }[] }>('{ projects { title category } }');
    expect(all.data!.projects.map((project) => project.title)).toEqual(['Showroom', 'Office', 'Textile mill']);
    const commercial = await server.graphql<{ projects: { title: string }[] }>('query($c: ProjectCategory) { projects(category: $c) { title } }', {
      c: 'COMMERCIAL',
    });
    expect(commercial.data!.projects.map((project) => project.title)).toEqual(['Showroom', 'Office']);
    const bad = await server.graphql('{ projects(category: castle) { title } }');
    expect(bad.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('project(id) answers the project, and null for an unknown or malformed id', async () => {
    const created = await createProject(server, token, { title: 'Bridge', category: 'infrastructure', features: ['Span 40 m'] });
    const found = await server.graphql<{ project: GqlProject }>(`query($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id: created.id });
    expect(found.data!.project).toMatchObject({
      id: created.id,
      title: 'Bridge',
      category: 'INFRASTRUCTURE',
      features: ['Span 40 m'],
      imageUrl: created.imageUrl,
      createdAt: created.createdAt,
      image: { url: created.imageUrl, width: 64, height: 48, variants: [], srcset: `${created.imageUrl} 64w` },
      extraImages: [],
    });
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const missing = await server.graphql('query($id: ID!) { project(id: $id) { id } }', { id });
      expect(missing).toEqual({ status: 200, data: { project: null } });
    }
  });

  it('updateProject changes the given fields, replaces the main image and removes extras', async () => {
    const created = await graphqlUpload<{ createProject: GqlProject }>(
      server,
      CREATE,
      { input: { title: 'Hostel', details: 'Forty rooms' }, images: [null, null] },
      { image: small, 'images.0': small, 'images.1': small },
      token,
    );
    const project = created.data!.createProject;
    expect(project.category).toBe('RESIDENTIAL'); // the input's default

    const { data, errors } = await graphqlUpload<{ updateProject: GqlProject }>(
      server,
      UPDATE,
      { id: project.id, input: { title: 'Student hostel', category: 'COMMERCIAL', location: null }, removeImages: [project.images[0]], images: [null] },
      { image: wide, 'images.0': small },
      token,
    );
    expect(errors).toBeUndefined();
    const updated = data!.updateProject;
    expect(updated).toMatchObject({ id: project.id, title: 'Student hostel', category: 'COMMERCIAL', details: 'Forty rooms', createdAt: project.createdAt });
    expect(updated.imageUrl).not.toBe(project.imageUrl);
    expect(updated.image).toMatchObject({ width: 1000, height: 500 });
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(project.images[1]);
    expect(updated.extraImages.map((image) => image.url)).toEqual(updated.images);

    const textOnly = await server.graphql<{ updateProject: GqlProject }>(
      'mutation($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { title details imageUrl images } }',
      { id: project.id, input: { details: 'Forty-two rooms' } },
      token,
    );
    expect(textOnly.data!.updateProject).toEqual({ title: 'Student hostel', details: 'Forty-two rooms', imageUrl: updated.imageUrl, images: updated.images });
  });

  it('updateProject and deleteProject answer NOT_FOUND for an unknown id, leaving nothing behind', async () => {
    const before = await storedState(server);
    const update = await graphqlUpload(server, UPDATE, { id: UNKNOWN_ID, input: { title: 'X' } }, { image: wide }, token);
    expect(update.data).toBeNull();
    expect(update.errors).toEqual([expect.objectContaining({ message: 'Project not found', extensions: { code: 'NOT_FOUND' }, path: ['updateProject'] })]);
    const remove = await server.graphql('mutation($id: ID!) { deleteProject(id: $id) }', { id: 'bad' }, token);
    expect(remove.errors![0]).toMatchObject({ message: 'Project not found', extensions: { code: 'NOT_FOUND' } });
    expect(await storedState(server)).toEqual(before);
  });

  it('deleteProject answers true and the list no longer has it', async () => {
    const project = await createProject(server, token, { title: 'Temporary' });
    const listed = await server.graphql<{ projects: { id: string }[] }>('{ projects { id } }');
    expect(listed.data!.projects.map((p) => p.id)).toContain(project.id);

    const removed = await server.graphql('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id }, token);
    expect(removed).toEqual({ status: 200, data: { deleteProject: true } });
    const after = await server.graphql<{ projects: { id: string }[] }>('{ projects { id } }');
    expect(after.data!.projects.map((p) => p.id)).not.toContain(project.id);
    expect((await server.graphql('query($id: ID!) { project(id: $id) { id } }', { id: project.id })).data).toEqual({ project: null });
  });

  it('createProject shows up in the cached list at once', async () => {
    const before = await server.graphql<{ projects: { title: string }[] }>('{ projects { title } }');
    await graphqlUpload(server, CREATE, { input: { title: 'Fresh', details: 'New' } }, { image: small }, token);
    const after = await server.graphql<{ projects: { title: string }[] }>('{ projects { title } }');
    expect(after.data!.projects.map((p) => p.title)).toEqual(['Fresh', ...before.data!.projects.map((p) => p.title)]);
  });
});
