import { createService, graphqlUpload, UNKNOWN_ID, type FilePart } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

const FIELDS = 'id title description points position imageUrl createdAt updatedAt image { url width height srcset }';

interface GqlService {
  id: string;
  title: string;
  description: string;
  points: string[];
  position: number;
  imageUrl: string;
  image: { url: string; width: number; height: number; srcset: string };
}

describe('GraphQL services', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;

  useAdminServer((started) => ({ server, token, png } = started));

  it('createService stores it last in display order; services lists in that order', async () => {
    expect((await server.graphql('{ services { id } }')).data).toEqual({ services: [] });
    const first = await createService(server, token, { title: 'Approval Plan' });

    const { data, errors } = await graphqlUpload<{ createService: GqlService }>(
      server,
      `mutation($input: CreateServiceInput!, $image: Upload!) { createService(input: $input, image: $image) { ${FIELDS} } }`,
      { input: { title: ' Structural Design ', description: 'RCC and steel', points: ['Load calculations', '  ', 'Drawings'] } },
      { image: png },
      token,
    );
    expect(errors).toBeUndefined();
    expect(data!.createService).toMatchObject({
      title: 'Structural Design',
      description: 'RCC and steel',
      points: ['Load calculations', 'Drawings'],
      position: 2,
      image: { width: 64, height: 48 },
    });
    const list = await server.graphql<{ services: { title: string; position: number }[] }>('{ services { title position } }');
    expect(list.data!.services).toEqual([
      { title: first.title, position: 1 },
      { title: 'Structural Design', position: 2 },
    ]);
  });

  it('service(id) answers the service, and null for an unknown or malformed id', async () => {
    const service = await createService(server, token, { title: 'Consultation', points: ['Site visit'] });
    const found = await server.graphql<{ service: GqlService }>(`query($id: ID!) { service(id: $id) { ${FIELDS} } }`, { id: service.id });
    expect(found.data!.service).toMatchObject({
      id: service.id,
      title: 'Consultation',
      points: ['Site visit'],
      imageUrl: service.imageUrl,
      image: { url: service.imageUrl },
    });
    for (const id of [UNKNOWN_ID, 'x']) {
      expect(await server.graphql('query($id: ID!) { service(id: $id) { id } }', { id })).toEqual({ status: 200, data: { service: null } });
    }
  });

  it('updateService changes the given fields and the image when one is sent', async () => {
    const service = await createService(server, token, { title: 'Repair', points: ['Cracks'] });
    const before = await server.graphql<{ service: { position: number } }>('query($id: ID!) { service(id: $id) { position } }', { id: service.id });
    const { data, errors } = await graphqlUpload<{ updateService: GqlService }>(
      server,
      `mutation($id: ID!, $input: UpdateServiceInput!, $image: Upload) { updateService(id: $id, input: $input, image: $image) { ${FIELDS} } }`,
      { id: service.id, input: { title: 'Repair and Rehabilitation', points: ['Cracks', 'Leaks', ''] } },
      { image: png },
      token,
    );
    expect(errors).toBeUndefined();
    expect(data!.updateService).toMatchObject({
      id: service.id,
      title: 'Repair and Rehabilitation',
      description: service.description,
      points: ['Cracks', 'Leaks'],
      position: before.data!.service.position,
    });
    expect(data!.updateService.imageUrl).not.toBe(service.imageUrl);
    const listed = await server.graphql<{ services: { id: string; title: string }[] }>('{ services { id title } }');
    expect(listed.data!.services.find((s) => s.id === service.id)!.title).toBe('Repair and Rehabilitation');
  });

  it('updateService and deleteService answer NOT_FOUND for an unknown id', async () => {
    const before = await storedState(server);
    const update = await graphqlUpload(
      server,
      'mutation($id: ID!, $input: UpdateServiceInput!, $image: Upload) { updateService(id: $id, input: $input, image: $image) { id } }',
      { id: UNKNOWN_ID, input: { title: 'X' } },
      { image: png },
      token,
    );
    expect(update.errors![0]).toMatchObject({ message: 'Service not found', extensions: { code: 'NOT_FOUND' } });
    const remove = await server.graphql('mutation($id: ID!) { deleteService(id: $id) }', { id: UNKNOWN_ID }, token);
    expect(remove.errors![0]).toMatchObject({ message: 'Service not found', extensions: { code: 'NOT_FOUND' } });
    expect(await storedState(server)).toEqual(before);
  });

  it('deleteService answers true and removes it from the cached list', async () => {
    const service = await createService(server, token);
    expect((await server.graphql<{ services: { id: string }[] }>('{ services { id } }')).data!.services.map((s) => s.id)).toContain(service.id);
    expect(await server.graphql('mutation($id: ID!) { deleteService(id: $id) }', { id: service.id }, token)).toEqual({
      status: 200,
      data: { deleteService: true },
    });
    expect((await server.graphql<{ services: { id: string }[] }>('{ services { id } }')).data!.services.map((s) => s.id)).not.toContain(service.id);
  });
});
