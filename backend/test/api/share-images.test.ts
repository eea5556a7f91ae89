import { PUBLIC_PAGES } from '@vriddhi/rules';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import sharp from 'sharp';
import { makeJpeg } from '../fixtures/images';
import { createProject, filePart, multipartForm, request, UNKNOWN_ID, type RestProject } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

// The pages are rendered by the built renderer (frontend/dist-server): `npm test` builds the frontend before these run.

const MAX_BYTES = 300_000;

interface Fetched {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** What a page's head says about its share picture, entities decoded. */
interface ShareTags {
  image: string;
  width: string;
  height: string;
  type: string;
  alt: string;
  url: string;
  twitterCard: string;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function meta(html: string, attribute: 'name' | 'property', key: string): string {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${key} in the page`);
  return decode(match[1]);
}

/** A plain conditional GET's status: fetch adds Cache-Control: no-cache to conditional requests, which rules out a 304. */
function conditionalStatus(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** The mean of each channel (red, green, blue) of an image. */
async function meanColour(image: Buffer): Promise<number[]> {
  return (await sharp(image).stats()).channels.slice(0, 3).map((channel) => channel.mean);
}

/** Pixels white in every channel: on a card, only the firm's name is drawn that white (the photo under it is darkened). */
async function whitePixels(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    if (data[offset] >= 235 && data[offset + 1] >= 235 && data[offset + 2] >= 235) count += 1;
  }
  return count;
}

/** Link previews: every public page names a 1200 × 630 JPEG, made on the server from the firm's settings or the project's photo. */
describe('share images (og:image)', () => {
  let server: TestServer;
  let token: string;
  let bluish: RestProject;
  let yellowish: RestProject;
  useAdminServer((started) => ({ server, token } = started));

  const get = async (path: string): Promise<Fetched> => {
    const response = await fetch(new URL(path, server.url), { redirect: 'manual' });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  const shareTagsOf = async (path: string): Promise<ShareTags> => {
    const page = await get(path);
    expect(page.status).toBe(200);
    const html = page.bytes.toString();
    return {
      image: meta(html, 'property', 'og:image'),
      width: meta(html, 'property', 'og:image:width'),
      height: meta(html, 'property', 'og:image:height'),
      type: meta(html, 'property', 'og:image:type'),
      alt: meta(html, 'property', 'og:image:alt'),
      url: meta(html, 'property', 'og:url'),
      twitterCard: meta(html, 'name', 'twitter:card'),
    };
  };

  const saveSettings = async (changes: Partial<typeof DEFAULT_SITE_SETTINGS>) => {
    const saved = await request(server, 'PUT', '/api/settings', { token, json: { ...structuredClone(DEFAULT_SITE_SETTINGS), ...changes } });
    expect(saved.status).toBe(200);
  };

  beforeAll(async () => {
    // Wider than the share size, so the picture is cut from a stored variant; told apart by their blue.
    const photo = async (tint: number) => filePart(await makeJpeg({ width: 1600, height: 900, tint }), 'site.jpg', 'image/jpeg');
    bluish = await createProject(server, token, { title: 'Blue house', location: 'Neyveli', image: await photo(230) });
    yellowish = await createProject(server, token, { title: 'Yellow shed', image: await photo(10) });
  });

  const pagePaths = () => PUBLIC_PAGES.map((page) => page.path.replace(':id', bluish.id));

  it('every public page names an absolute 1200 × 630 JPEG under 300 kB, with its size, type and words', async () => {
    for (const path of pagePaths()) {
      const tags = await shareTagsOf(path);
      expect(tags.image).toMatch(new RegExp(`^${server.url}/og/[a-z0-9/-]+\\.jpg\\?v=[\\w-]+$`));
      expect([tags.width, tags.height, tags.type, tags.twitterCard]).toEqual(['1200', '630', 'image/jpeg', 'summary_large_image']);
      expect(tags.alt).not.toBe('');
      expect(tags.url).toBe(`${server.url}${path}`);

      const image = await get(tags.image);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      expect(image.headers.get('cache-control')).toBe('no-cache');
      expect(image.bytes.length).toBeLessThan(MAX_BYTES);
      const { format, width, height } = await sharp(image.bytes).metadata();
      expect({ path, format, width, height }).toEqual({ path, format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it("a project's page shows its own photo, not the card; every other page the card, with the firm's name drawn on it", async () => {
    const card = await shareTagsOf('/');
    for (const path of pagePaths().filter((path) => !path.startsWith('/projects/'))) expect((await shareTagsOf(path)).image).toBe(card.image);
    expect(card.image).toMatch(/\/og\/page\.jpg\?v=/);
    expect(card.alt).toContain(DEFAULT_SITE_SETTINGS.firmName);

    const blue = await shareTagsOf(`/projects/${bluish.id}`);
    const yellow = await shareTagsOf(`/projects/${yellowish.id}`);
    expect(blue.image).toContain(`/og/projects/${bluish.id}.jpg?v=`);
    expect(blue.alt).toBe('Blue house, Neyveli');
    const [cardBytes, blueBytes, yellowBytes] = await Promise.all([card, blue, yellow].map(async (tags) => (await get(tags.image)).bytes));
    expect(blueBytes.equals(cardBytes) || yellowBytes.equals(cardBytes) || blueBytes.equals(yellowBytes)).toBe(false);
    // Each photo's blue comes through its crop (JPEG moves it a little).
    expect((await meanColour(blueBytes))[2]).toBeGreaterThan(200);
    expect((await meanColour(yellowBytes))[2]).toBeLessThan(40);
    expect(await whitePixels(cardBytes)).toBeGreaterThan(2000);
    expect(await whitePixels(blueBytes)).toBeLessThan(50);
  });

  it('a new firm name is a new card, at a new URL; the old URL gets the new card; projects keep theirs', async () => {
    const before = await shareTagsOf('/about');
    const project = await shareTagsOf(`/projects/${bluish.id}`);
    const oldCard = (await get(before.image)).bytes;

    await saveSettings({ firmName: 'Vriddhi Constructions' });
    const after = await shareTagsOf('/about');
    expect(after.image).not.toBe(before.image);
    expect(after.alt).toContain('Vriddhi Constructions');
    const newCard = await get(after.image);
    expect(newCard.bytes.equals(oldCard)).toBe(false);
    expect((await get(before.image)).bytes.equals(newCard.bytes)).toBe(true);
    expect((await shareTagsOf(`/projects/${bluish.id}`)).image).toBe(project.image);
  });

  it('is made once: concurrent first requests share the making, later and conditional ones reuse it', async () => {
    await saveSettings({ firmName: 'Sri Vriddhi Concurrent Builders' });
    const { image } = await shareTagsOf('/contact');
    const made = server.services.shareImages.generated;

    const first = await Promise.all(Array.from({ length: 5 }, () => get(image)));
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(first.every((answer) => answer.bytes.equals(first[0].bytes))).toBe(true);
    expect(server.services.shareImages.generated).toBe(made + 1);

    const again = await get(image);
    expect(again.bytes.equals(first[0].bytes)).toBe(true);
    const etag = again.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await conditionalStatus(image, etag!)).toBe(304);
    expect(await conditionalStatus(`${server.url}/og/page.jpg`, etag!)).toBe(304);
    expect((await get('/og/page.jpg')).bytes.equals(first[0].bytes)).toBe(true); // without v: the same picture
    expect(server.services.shareImages.generated).toBe(made + 1);
  });

  it("replacing a project's photo gives its page a new picture at a new URL", async () => {
    const before = await shareTagsOf(`/projects/${yellowish.id}`);
    const form = multipartForm({}, { image: filePart(await makeJpeg({ width: 1400, height: 800, tint: 128 }), 'new.jpg', 'image/jpeg') });
    expect((await request(server, 'PATCH', `/api/projects/${yellowish.id}`, { token, form })).status).toBe(200);
    const after = await shareTagsOf(`/projects/${yellowish.id}`);
    expect(after.image).not.toBe(before.image);
    const blue = (await meanColour((await get(after.image)).bytes))[2];
    expect(Math.abs(blue - 128)).toBeLessThan(20);
  });

  it('a project whose photo file is gone is still shared, with the card', async () => {
    const lost = await createProject(server, token, { title: 'Lost photo' });
    const base = path.basename(lost.imageUrl, '.webp');
    for (const file of server.uploadedFiles().filter((name) => name.startsWith(base))) fs.rmSync(path.join(server.uploadDir, file));
    const card = await get((await shareTagsOf('/')).image);
    const answer = await get((await shareTagsOf(`/projects/${lost.id}`)).image);
    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(card.bytes)).toBe(true);
  });

  it('answers 404 for an unknown or hidden project and any other path, never kept', async () => {
    const hidden = await createProject(server, token, { title: 'Not yet shown', published: false });
    for (const path of [
      `/og/projects/${UNKNOWN_ID}.jpg`,
      `/og/projects/${hidden.id}.jpg`,
      '/og/projects/not-an-id.jpg',
      `/og/projects/${bluish.id}.png`,
      '/og/other.jpg',
      '/og',
    ]) {
      const answer = await get(path);
      expect({ path, status: answer.status, cacheControl: answer.headers.get('cache-control') }).toEqual({ path, status: 404, cacheControl: 'no-store' });
    }
    expect((await get('/og/projects/%E0%A4%A.jpg')).status).toBe(400);

    const shown = await get(`/og/projects/${bluish.id}.jpg`);
    expect(shown.status).toBe(200);
    const form = multipartForm({ published: 'false' });
    expect((await request(server, 'PATCH', `/api/projects/${bluish.id}`, { token, form })).status).toBe(200);
    expect((await get(`/og/projects/${bluish.id}.jpg`)).status).toBe(404);
  });

  it('GraphQL describes the same pictures', async () => {
    const { data } = await server.graphql<{
      shareCard: { url: string; width: number; height: number; type: string };
      project: { shareImage: { url: string } };
    }>('query($id: ID!) { shareCard { url width height type alt } project(id: $id) { shareImage { url } } }', { id: yellowish.id });
    expect(data?.shareCard).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
    expect(`${server.url}${data?.shareCard.url}`).toBe((await shareTagsOf('/gallery')).image);
    expect(`${server.url}${data?.project.shareImage.url}`).toBe((await shareTagsOf(`/projects/${yellowish.id}`)).image);
  });

  it("the Tamil pages' card shows the firm's Tamil name, tagline and town, drawn in Tamil letters", async () => {
    await saveSettings({});
    const english = await shareTagsOf('/about');
    const tamil = await shareTagsOf('/ta/about');
    expect(tamil.image).toMatch(new RegExp(`^${server.url}/og/page-ta\\.jpg\\?v=[\\w-]+$`));
    expect((await shareTagsOf('/ta/contact')).image).toBe(tamil.image);
    expect(tamil.alt).toBe(
      [
        DEFAULT_SITE_SETTINGS.ta!.firmName,
        DEFAULT_SITE_SETTINGS.ta!.tagline,
        [DEFAULT_SITE_SETTINGS.address.ta!.town, DEFAULT_SITE_SETTINGS.address.ta!.district].join(', '),
      ].join(' – '),
    );

    const [englishCard, tamilCard] = await Promise.all([get(english.image), get(tamil.image)]);
    expect(tamilCard.status).toBe(200);
    expect(tamilCard.bytes.length).toBeLessThan(MAX_BYTES);
    expect(await sharp(tamilCard.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(tamilCard.bytes.equals(englishCard.bytes)).toBe(false);
    // The name is drawn: Tamil letters take as much white as the English name, not a row of empty boxes.
    expect(await whitePixels(tamilCard.bytes)).toBeGreaterThan(2000);

    const { data } = await server.graphql<{ shareCard: { url: string; alt: string } }>('{ shareCard(locale: TA) { url alt } }');
    expect(`${server.url}${data?.shareCard.url}`).toBe(tamil.image);
    expect(data?.shareCard.alt).toBe(tamil.alt);
  });
});
