import { fakePdf, makeGif, makeJpeg, makePng, makeWebp } from '../../fixtures/images';
import { createGalleryImage, createProject, createService } from '../../support/factories';
import { startTestServer, type TestServer } from '../../support/test-server';
import { badTokens, signLike, TEST_JWT_SECRET } from '../../support/tokens';
import { closeAgent } from './http';
import type { ImageFixtures } from './multipart';

export type Collection = 'projects' | 'gallery' | 'services';

export interface FuzzTarget {
  server: TestServer;
  /** The admin's token. */
  token: string;
  /** Tokens the server must refuse: tampered, expired or naming no valid user. */
  forgedTokens: string[];
  images: ImageFixtures;
  /** Ids of stored rows per collection (two of each to start with); a suite adds the ones it creates. */
  ids: Record<Collection, string[]>;
}

/**
 * The server the fuzz suites attack, with an admin, forged tokens, image bytes and a few stored rows:
 * started before the suite's tests (the returned object is filled in then), closed after them.
 */
export function useFuzzTarget(): FuzzTarget {
  const target = {} as FuzzTarget;
  beforeAll(async () => {
    const server = await startTestServer({ env: { JWT_SECRET: TEST_JWT_SECRET } });
    const token = await server.login();
    const forgedTokens = [
      ...Object.values(badTokens(token)),
      // Signed with the real secret (only the server could make these) but naming no valid user id.
      signLike(token, 'not-a-uuid'),
      signLike(token, '00000000-0000-4000-8000-000000000000'),
      signLike(token, "'; DROP TABLE users; --"),
    ];
    const size = { width: 24, height: 16 };
    const images = { png: await makePng(size), jpeg: await makeJpeg(size), gif: await makeGif(size), webp: await makeWebp(size), pdf: fakePdf() };
    const ids: Record<Collection, string[]> = { projects: [], gallery: [], services: [] };
    for (let i = 0; i < 2; i++) {
      ids.projects.push((await createProject(server, token, { category: i ? 'commercial' : 'residential' })).id);
      ids.gallery.push((await createGalleryImage(server, token)).id);
      ids.services.push((await createService(server, token)).id);
    }
    Object.assign(target, { server, token, forgedTokens, images, ids });
  });

  afterAll(async () => {
    closeAgent();
    await target.server?.close();
  });
  return target;
}
