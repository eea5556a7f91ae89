import fs from 'node:fs';
import path from 'node:path';
import { ORPHAN_GRACE_MS } from '../../src/images/image-assets.service';
import { createProject } from '../support/factories';
import { filesOfEveryAsset } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

/**
 * A crash (SIGKILL, a power cut) between storing an upload and committing its row, or before a
 * replaced image's files are removed, leaves files no row names. They are swept once older than
 * the grace period (moved aside, not deleted); younger ones may belong to an upload still in flight and stay.
 */
describe('files left by a crash', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  function leaveFile(name: string, ageMs: number): void {
    const file = path.join(server.uploadDir, name);
    fs.writeFileSync(file, 'left behind');
    const then = new Date(Date.now() - ageMs);
    fs.utimesSync(file, then, then);
  }

  it('are moved out of use once older than the grace period; files of rows and recent files stay', async () => {
    await createProject(server, token);
    const named = await filesOfEveryAsset(server);
    // Files of rows, made to look old: never swept.
    for (const name of named) fs.utimesSync(path.join(server.uploadDir, name), new Date(0), new Date(0));
    const old = ORPHAN_GRACE_MS + 60_000;
    leaveFile('0123456789abcdef0123456789abcdef.webp', old);
    leaveFile('0123456789abcdef0123456789abcdef-480w.webp', old);
    leaveFile(`fedcba9876543210fedcba9876543210.webp.${crypto.randomUUID()}.tmp`, old); // a write cut short
    leaveFile('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', 60_000); // an upload still in flight, maybe
    leaveFile('notes.txt', old); // not ours: left alone

    expect(await server.services.images.sweepOrphanFiles()).toEqual({ removed: 3 });
    expect(server.uploadedFiles()).toEqual([...named, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', 'notes.txt'].sort());
    // Moved where a person can still find them (another database by mistake would see every photo so), never served.
    expect(fs.readdirSync(path.join(server.uploadDir, '.orphaned')).length).toBe(3);
    expect((await fetch(`${server.url}/uploads/.orphaned/0123456789abcdef0123456789abcdef.webp`)).status).toBe(404);
  });
});
