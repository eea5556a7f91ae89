import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createGalleryImage, createProject, filePart, multipartForm, request, samplePng } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

/**
 * The upload folder stops taking files (permissions, a read-only disk): whatever needs it answers
 * 503 with a clear message, /readyz says so, and no row and no file is changed.
 */
describe('an upload folder that cannot be written', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  /** Root ignores permissions: an immutable folder refuses new and removed entries to root too. */
  const isRoot = process.getuid?.() === 0;
  function makeReadOnly(): void {
    if (isRoot) execFileSync('chattr', ['+i', server.uploadDir]);
    else fs.chmodSync(server.uploadDir, 0o555);
  }
  function makeWritable(): void {
    if (isRoot) execFileSync('chattr', ['-i', server.uploadDir]);
    else fs.chmodSync(server.uploadDir, 0o755);
  }
  afterEach(makeWritable);

  it('refuses uploads and deletes for good with 503, reports it in /readyz, and changes nothing', async () => {
    const project = await createProject(server, token, { images: [filePart(await samplePng())] });
    const image = await createGalleryImage(server, token);
    // In the Trash, where deleting for good removes their files.
    expect((await request(server, 'DELETE', `/api/projects/${project.id}`, { token })).status).toBe(200);
    expect((await request(server, 'DELETE', `/api/gallery/${image.id}`, { token })).status).toBe(200);
    const trash = (await server.graphql<{ trash: { id: string; itemId: string }[] }>('{ trash { id itemId } }', {}, token)).data!.trash;
    const entryOf = (id: string) => trash.find((entry) => entry.itemId === id)!.id;
    const before = await storedState(server);
    makeReadOnly();

    const upload = await request(server, 'POST', '/api/gallery', {
      token,
      form: multipartForm({ title: 'Site visit', category: 'Residential' }, { image: filePart(await samplePng()) }),
    });
    const purges = await Promise.all(
      [project.id, image.id].map((id) => server.graphql('mutation($id: ID!) { deleteFromTrash(id: $id) }', { id: entryOf(id) }, token)),
    );
    const emptying = await server.graphql('mutation { emptyTrash }', {}, token);
    const ready = await request(server, 'GET', '/readyz');

    expect(upload.status).toBe(503);
    expect(upload.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(upload.body.message).toMatch(/cannot write to its upload folder/);
    for (const answer of [...purges, emptying]) {
      expect(answer.status).toBe(503);
      expect(answer.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', message: 'The upload folder is not writable' });
    expect(await storedState(server)).toEqual(before);

    makeWritable();
    expect((await request(server, 'GET', '/readyz')).status).toBe(200);
    expect((await server.graphql('mutation($id: ID!) { deleteFromTrash(id: $id) }', { id: entryOf(project.id) }, token)).errors).toBeUndefined();
  });
});
