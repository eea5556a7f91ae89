import { createGalleryImage, graphqlUpload, UNKNOWN_ID, type FilePart } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

const FIELDS = 'id title category imageUrl createdAt updatedAt image { url width height srcset variants { width } }';

interface GqlGalleryImage {
  id: string;
  title: string;
  category: string;
  imageUrl: string;
  image: { url: string; width: number; height: number; srcset: string; variants: { width: number }[] };
}

describe('GraphQL gallery', () => {
  let server: TestServer;
  let token: string;
  let png: FilePart;

  useAdminServer((started) => ({ server, token, png } = started));

  it('galleryCategories lists the seeded categories by name', async () => {
    const { data } = await server.graphql<{ galleryCategories: { id: string; name: string }[] }>('{ galleryCategories { id name } }');
    expect(data!.galleryCategories.map((category) => category.name)).toEqual([
      'Commercial',
      'Construction Progress',
      'Infrastructure',
      'Interiors',
      'Residential',
    ]);
    expect(data!.galleryCategories.every((category) => /^[0-9a-f-]{36}$/.test(category.id))).toBe(true);
  });

  it('createGalleryImage stores the image; galleryImages lists it newest first', async () => {
    const before = await server.graphql<{ galleryImages: { id: string }[] }>('{ galleryImages { id } }');
    expect(before.data!.galleryImages).toEqual([]);
    const older = await createGalleryImage(server, token, { title: 'Older', category: 'Residential' });

    const { data, errors } = await graphqlUpload<{ createGalleryImage: GqlGalleryImage }>(
      server,
      `mutation($input: CreateGalleryImageInput!, $image: Upload!) { createGalleryImage(input: $input, image: $image) { ${FIELDS} } }`,
      { input: { title: 'Kitchen', category: 'interiors' } },
      { image: png },
      token,
    );
    expect(errors).toBeUndefined();
    const created = data!.createGalleryImage;
    expect(created).toMatchObject({ title: 'Kitchen', category: 'Interiors', image: { url: created.imageUrl, width: 64, height: 48, variants: [] } });

    const list = await server.graphql<{ galleryImages: { id: string }[] }>('{ galleryImages { id } }');
    expect(list.data!.galleryImages.map((image) => image.id)).toEqual([created.id, older.id]);
    const filtered = await server.graphql<{ galleryImages: { id: string }[] }>('{ galleryImages(category: "residential") { id } }');
    expect(filtered.data!.galleryImages.map((image) => image.id)).toEqual([older.id]);
  });

  it('galleryImage(id) answers the image, and null for an unknown or malformed id', async () => {
    const image = await createGalleryImage(server, token, { title: 'Facade' });
    const found = await server.graphql<{ galleryImage: GqlGalleryImage }>(`query($id: ID!) { galleryImage(id: $id) { ${FIELDS} } }`, { id: image.id });
    expect(found.data!.galleryImage).toMatchObject({ id: image.id, title: 'Facade', category: 'Residential', imageUrl: image.imageUrl });
    for (const id of [UNKNOWN_ID, '42']) {
      expect(await server.graphql('query($id: ID!) { galleryImage(id: $id) { id } }', { id })).toEqual({ status: 200, data: { galleryImage: null } });
    }
  });

  it('updateGalleryImage changes the given fields and the image when one is sent', async () => {
    const image = await createGalleryImage(server, token, { title: 'Before', category: 'Residential' });
    const renamed = await server.graphql<{ updateGalleryImage: GqlGalleryImage }>(
      `mutation($id: ID!, $input: UpdateGalleryImageInput!) { updateGalleryImage(id: $id, input: $input) { ${FIELDS} } }`,
      { id: image.id, input: { title: 'After' } },
      token,
    );
    expect(renamed.data!.updateGalleryImage).toMatchObject({ id: image.id, title: 'After', category: 'Residential', imageUrl: image.imageUrl });

    const replaced = await graphqlUpload<{ updateGalleryImage: GqlGalleryImage }>(
      server,
      `mutation($id: ID!, $input: UpdateGalleryImageInput!, $image: Upload) { updateGalleryImage(id: $id, input: $input, image: $image) { ${FIELDS} } }`,
      { id: image.id, input: { category: 'Commercial' } },
      { image: png },
      token,
    );
    expect(replaced.data!.updateGalleryImage).toMatchObject({ title: 'After', category: 'Commercial' });
    expect(replaced.data!.updateGalleryImage.imageUrl).not.toBe(image.imageUrl);
  });

  it('updateGalleryImage and deleteGalleryImage answer NOT_FOUND for an unknown id', async () => {
    const before = await storedState(server);
    const update = await graphqlUpload(
      server,
      'mutation($id: ID!, $input: UpdateGalleryImageInput!, $image: Upload) { updateGalleryImage(id: $id, input: $input, image: $image) { id } }',
      { id: UNKNOWN_ID, input: {} },
      { image: png },
      token,
    );
    expect(update.errors![0]).toMatchObject({ message: 'Image not found', extensions: { code: 'NOT_FOUND' } });
    const remove = await server.graphql('mutation($id: ID!) { deleteGalleryImage(id: $id) }', { id: UNKNOWN_ID }, token);
    expect(remove.errors![0]).toMatchObject({ message: 'Image not found', extensions: { code: 'NOT_FOUND' } });
    expect(await storedState(server)).toEqual(before);
  });

  it('deleteGalleryImage answers true and removes it from the cached list', async () => {
    const image = await createGalleryImage(server, token);
    expect((await server.graphql<{ galleryImages: { id: string }[] }>('{ galleryImages { id } }')).data!.galleryImages.map((i) => i.id)).toContain(image.id);
    expect(await server.graphql('mutation($id: ID!) { deleteGalleryImage(id: $id) }', { id: image.id }, token)).toEqual({
      status: 200,
      data: { deleteGalleryImage: true },
    });
    expect((await server.graphql<{ galleryImages: { id: string }[] }>('{ galleryImages { id } }')).data!.galleryImages.map((i) => i.id)).not.toContain(
      image.id,
    );
  });
});
