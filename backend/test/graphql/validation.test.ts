import { createGalleryImage, createProject, createService, graphqlUpload, type FilePart } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

/** The rules' validation messages (@vriddhi/rules) through GraphQL: BAD_USER_INPUT with `extensions.fields`. */
describe('GraphQL validation', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;

  useAdminServer((started) => ({ server, token, png } = started));

  /** Sends the mutation with a valid image attached and expects the field errors and nothing stored. */
  async function expectFieldErrors(query: string, variables: Record<string, unknown>, fields: Record<string, string>, withImage = true): Promise<void> {
    const before = await storedState(server);
    const result = withImage ? await graphqlUpload(server, query, variables, { image: png }, token) : await server.graphql(query, variables, token);
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({ message: Object.values(fields)[0], extensions: { code: 'BAD_USER_INPUT', fields } });
    expect(await storedState(server)).toEqual(before);
  }

  const CREATE_PROJECT = 'mutation($input: CreateProjectInput!, $image: Upload!) { createProject(input: $input, image: $image) { id } }';
  const UPDATE_PROJECT = 'mutation($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { id } }';
  const CREATE_IMAGE = 'mutation($input: CreateGalleryImageInput!, $image: Upload!) { createGalleryImage(input: $input, image: $image) { id } }';
  const UPDATE_IMAGE = 'mutation($id: ID!, $input: UpdateGalleryImageInput!) { updateGalleryImage(id: $id, input: $input) { id } }';
  const CREATE_SERVICE = 'mutation($input: CreateServiceInput!, $image: Upload!) { createService(input: $input, image: $image) { id } }';
  const UPDATE_SERVICE = 'mutation($id: ID!, $input: UpdateServiceInput!) { updateService(id: $id, input: $input) { id } }';

  it('createProject: Title is required, Details are required (whitespace-only is empty)', async () => {
    await expectFieldErrors(CREATE_PROJECT, { input: { title: '  ', details: '\t' } }, { title: 'Title is required', details: 'Details are required' });
    await expectFieldErrors(CREATE_PROJECT, { input: { title: 'House', details: '' } }, { details: 'Details are required' });
  });

  it('createProject: the image is required by the schema', async () => {
    const { status, data, errors } = await server.graphql(CREATE_PROJECT, { input: { title: 'House', details: 'D' }, image: null }, token);
    expect(status).toBe(400);
    expect(data).toBeUndefined();
    expect(errors).toEqual([
      expect.objectContaining({ message: 'Variable "$image" of non-null type "Upload!" must not be null.', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });

  it('updateProject: Title is required, Details are required when they are given', async () => {
    const project = await createProject(server, token);
    await expectFieldErrors(
      UPDATE_PROJECT,
      { id: project.id, input: { title: ' ', details: ' ' } },
      { title: 'Title is required', details: 'Details are required' },
      false,
    );
    const ok = await server.graphql(UPDATE_PROJECT, { id: project.id, input: { title: null, location: 'Salem' } }, token);
    expect(ok.errors).toBeUndefined();
  });

  it('createGalleryImage: Title is required, Please select a category', async () => {
    await expectFieldErrors(CREATE_IMAGE, { input: { title: ' ', category: '  ' } }, { title: 'Title is required', category: 'Please select a category' });
  });

  it('updateGalleryImage: title and category are required when given', async () => {
    const image = await createGalleryImage(server, token);
    await expectFieldErrors(
      UPDATE_IMAGE,
      { id: image.id, input: { title: '', category: '' } },
      { title: 'Title is required', category: 'Please select a category' },
      false,
    );
  });

  it('createService: Title, Description and At least one service point (blank points dropped)', async () => {
    await expectFieldErrors(
      CREATE_SERVICE,
      { input: { title: ' ', description: ' ', points: [' ', ''] } },
      { title: 'Title is required', description: 'Description is required', points: 'At least one service point is required' },
    );
    await expectFieldErrors(CREATE_SERVICE, { input: { title: 'T', description: 'D', points: [] } }, { points: 'At least one service point is required' });
  });

  it('updateService: the same rules, image optional', async () => {
    const service = await createService(server, token);
    await expectFieldErrors(
      UPDATE_SERVICE,
      { id: service.id, input: { title: '\n', description: ' ', points: ['  '] } },
      { title: 'Title is required', description: 'Description is required', points: 'At least one service point is required' },
      false,
    );
  });

  it('lengths and list sizes are bounded', async () => {
    await expectFieldErrors(
      CREATE_PROJECT,
      { input: { title: 'T', details: 'D', features: Array.from({ length: 31 }, (_, i) => `F${i}`) } },
      { features: 'At most 30 features are allowed' },
    );
    await expectFieldErrors(
      CREATE_SERVICE,
      { input: { title: 'T', description: 'D', points: ['x'.repeat(301)] } },
      { points: 'Each of the service points must be at most 300 characters' },
    );
  });
});
