import { createGalleryImage, request, UNKNOWN_ID, type RestGalleryImage } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

const CHANGE = 'mutation($ids: [ID!]!, $input: GalleryImagesChangeInput!) { updateGalleryImages(ids: $ids, input: $input) { id category published } }';
const DELETE = 'mutation($ids: [ID!]!) { deleteGalleryImages(ids: $ids) }';

/** Several gallery images hidden, shown, moved or deleted at once: all of them or none. */
describe('gallery images in a batch', () => {
  let server: TestServer;
  let token: string;
  let images: RestGalleryImage[];

  useAdminServer((started) => ({ server, token } = started));
  beforeAll(async () => {
    images = [];
    for (const title of ['Porch', 'Kitchen', 'Terrace']) images.push(await createGalleryImage(server, token, { title, category: 'Residential' }));
  });

  const publicIds = async () => (await request<RestGalleryImage[]>(server, 'GET', '/api/gallery')).body.map((image) => image.id);

  it('hides and shows several at once, and moves them to another category; the activity names each', async () => {
    const ids = images.slice(0, 2).map((image) => image.id);
    const hidden = await server.graphql<{ updateGalleryImages: { published: boolean }[] }>(CHANGE, { ids, input: { published: false } }, token);
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.updateGalleryImages.map((image) => image.published)).toEqual([false, false]);
    expect(await publicIds()).toEqual([images[2].id]);
    const activity = await server.graphql<{ activity: { action: string; label: string }[] }>('{ activity(limit: 2) { action label } }', {}, token);
    expect(activity.data!.activity.map((entry) => entry.action)).toEqual(['hid', 'hid']);

    const moved = await server.graphql<{ updateGalleryImages: { category: string; published: boolean }[] }>(
      CHANGE,
      { ids: images.map((image) => image.id), input: { published: true, category: 'interiors' } },
      token,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateGalleryImages.every((image) => image.category === 'Interiors' && image.published)).toBe(true);
    expect((await request<RestGalleryImage[]>(server, 'GET', '/api/gallery?category=Interiors')).body).toHaveLength(3);
  });

  it('refuses the whole batch when one image is gone or a category is unknown, changing nothing', async () => {
    const before = await storedState(server);
    const gone = await server.graphql(CHANGE, { ids: [images[0].id, UNKNOWN_ID], input: { published: false } }, token);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await server.graphql(CHANGE, { ids: [images[0].id], input: { category: 'Nowhere' } }, token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const nothing = await server.graphql(CHANGE, { ids: [images[0].id], input: {} }, token);
    expect(nothing.errors?.[0]?.message).toBe('Say what to change: show, hide, or a category to move them to');
    const none = await server.graphql(DELETE, { ids: [] }, token);
    expect(none.errors?.[0]?.message).toBe('Choose at least one image');
    const visitor = await server.graphql(DELETE, { ids: [images[0].id] });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await storedState(server)).toEqual(before);
  });

  it('deletes several into the Trash at once, from where each comes back', async () => {
    const ids = images.slice(1).map((image) => image.id);
    const deleted = await server.graphql<{ deleteGalleryImages: number }>(DELETE, { ids }, token);
    expect(deleted.data?.deleteGalleryImages).toBe(2);
    expect(await publicIds()).toEqual([images[0].id]);
    const trash = await server.graphql<{ trash: { itemId: string }[] }>('{ trash { itemId } }', {}, token);
    expect(trash.data!.trash.map((entry) => entry.itemId).sort()).toEqual([...ids].sort());
  });

  it('two batches at once over the same images: both apply whole, one after the other, never a half', async () => {
    const fresh: string[] = [];
    for (const title of ['A', 'B', 'C', 'D']) fresh.push((await createGalleryImage(server, token, { title })).id);
    const [hide, move] = await Promise.all([
      server.graphql(CHANGE, { ids: fresh, input: { published: false } }, token),
      server.graphql(CHANGE, { ids: [...fresh].reverse(), input: { category: 'Commercial' } }, token),
    ]);
    expect(hide.errors).toBeUndefined();
    expect(move.errors).toBeUndefined();
    const rows: { published: boolean; name: string }[] = await server.database.db.query(
      'SELECT g.published, c.name FROM gallery_images g JOIN gallery_categories c ON c.id = g.category_id WHERE g.id = ANY($1)',
      [fresh],
    );
    expect(rows.every((row) => !row.published && row.name === 'Commercial')).toBe(true);
  });
});
