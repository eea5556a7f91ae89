import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { makeJpeg } from '../fixtures/images';
import { filePart, multipartForm, request } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

/**
 * Uploads wait for their turn to be processed on disk, not in memory: ten phones sending photos at
 * once cost disk space for a moment, and nothing is left behind once each answer is sent.
 */
describe('upload spooling', () => {
  let server: TestServer;
  let token: string;
  let spool: string;

  useAdminServer((started) => {
    ({ server, token } = started);
    spool = path.join(server.uploadDir, '.data', 'incoming'); // the data folder's (testServerEnv)
  });

  it('keeps waiting uploads in spool files of their full size, and removes them once answered', async () => {
    const photo = await makeJpeg({ width: 3000, height: 2000 });
    const seen = new Map<string, number>();
    const watcher = setInterval(() => {
      for (const name of fs.readdirSync(spool)) {
        const size = fs.statSync(path.join(spool, name), { throwIfNoEntry: false })?.size;
        if (size !== undefined) seen.set(name, Math.max(seen.get(name) ?? 0, size));
      }
    }, 5);
    const send = () =>
      request(server, 'POST', '/api/gallery', {
        token,
        form: multipartForm({ title: 'Site photo', category: 'Residential' }, { image: filePart(photo, 'IMG_0001.JPG', 'image/jpeg') }),
      });
    const answers = await Promise.all(Array.from({ length: 4 }, send));
    clearInterval(watcher);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect([...seen.keys()].every((name) => name.startsWith('upload-'))).toBe(true);
    expect([...seen.values()]).toContain(photo.length);
    await new Promise((resolve) => setTimeout(resolve, 200)); // removal runs once each answer is out
    expect(fs.readdirSync(spool)).toEqual([]);
  });

  it('keeps no file open and nothing on disk for an upload cut off halfway', async () => {
    const openSpoolFiles = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(spool);
        } catch {
          return false;
        }
      });
    const { port } = new URL(server.url);
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/gallery HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=cut\r\nContent-Length: 5000000\r\n\r\n` +
              '--cut\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n' +
              'x'.repeat(200_000),
          );
          setTimeout(() => socket.destroy(), 300); // the phone lost its signal
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(openSpoolFiles()).toEqual([]);
    expect(fs.readdirSync(spool)).toEqual([]);
  });
});
