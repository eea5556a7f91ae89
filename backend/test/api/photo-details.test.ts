import sharp from 'sharp';
import { createGalleryImage, createProject, filePart, request, type RestGalleryImage, type RestProject } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

const UPDATE = `mutation ($url: String!, $input: PhotoDetailsInput!) {
  updatePhotoDetails(url: $url, input: $input) { url alt caption focalPoint { x y } }
}`;

/** A wide photo, red on its left quarter and blue elsewhere: where a crop is taken shows in its colour. */
function redLeftPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3200" height="800"><rect width="3200" height="800" fill="#0000ff"/><rect width="800" height="800" fill="#ff0000"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function meanRedAndBlue(jpeg: Buffer): Promise<[number, number]> {
  const { channels } = await sharp(jpeg).stats();
  return [channels[0].mean, channels[2].mean];
}

describe("a photo's alt text, caption and focal point", () => {
  let server: TestServer;
  let token: string;
  let project: RestProject;
  let gallery: RestGalleryImage;

  useAdminServer((started) => ({ server, token } = started));
  beforeAll(async () => {
    project = await createProject(server, token, { title: 'Lakeside villa', image: filePart(await redLeftPhoto(), 'wide.png') });
    gallery = await createGalleryImage(server, token, { title: 'Kitchen' });
  });

  const shareTags = async () => {
    const page = await request(server, 'GET', `/projects/${project.id}`);
    return page.text.match(/<meta property="og:image" content="([^"]+)"/)![1];
  };

  it('are saved, answered by GraphQL and used by the project page (alt, object-position, caption)', async () => {
    const result = await server.graphql<{ updatePhotoDetails: unknown }>(
      UPDATE,
      { url: project.imageUrl, input: { alt: '  The villa seen from the lake at dusk ', caption: 'Finished in 2024', focalX: 0.3, focalY: 0.7 } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updatePhotoDetails).toEqual({
      url: project.imageUrl,
      alt: 'The villa seen from the lake at dusk',
      caption: 'Finished in 2024',
      focalPoint: { x: expect.closeTo(0.3, 5), y: expect.closeTo(0.7, 5) },
    });
    const read = await server.graphql<{ project: { image: { alt: string } } }>(`query ($id: ID!) { project(id: $id) { image { alt } } }`, { id: project.id });
    expect(read.data?.project.image.alt).toBe('The villa seen from the lake at dusk');

    const page = await request(server, 'GET', `/projects/${project.id}`);
    expect(page.text).toContain('alt="The villa seen from the lake at dusk"');
    expect(page.text).toMatch(/object-position:\s*30% 70%/);
    expect(page.text).toContain('Finished in 2024');
    const list = await request(server, 'GET', '/projects');
    expect(list.text).toContain('alt="The villa seen from the lake at dusk"');
    const activity = await server.graphql<{ activity: { action: string; subject: string; subjectId: string; label: string }[] }>(
      '{ activity(limit: 1) { action subject subjectId label } }',
      {},
      token,
    );
    expect(activity.data?.activity[0]).toEqual({ action: 'described a photo of', subject: 'project', subjectId: project.id, label: 'Lakeside villa' });
  });

  it('a focal point moves the link-preview crop to it, under a new address', async () => {
    const crop = async (focalX: number) => {
      const result = await server.graphql(UPDATE, { url: project.imageUrl, input: { focalX, focalY: 0.5 } }, token);
      expect(result.errors).toBeUndefined();
      const image = await shareTags();
      const response = await fetch(image);
      expect(response.status).toBe(200);
      return { image, colour: await meanRedAndBlue(Buffer.from(await response.arrayBuffer())) };
    };
    const left = await crop(0.02);
    const right = await crop(0.98);
    expect(left.image).not.toBe(right.image);
    expect(left.colour[0]).toBeGreaterThan(100); // the red quarter is in the left crop…
    expect(right.colour[0]).toBeLessThan(20); // …and not in the right one
    expect(right.colour[1]).toBeGreaterThan(200);
  });

  it('without alt text, the pages say the title; a gallery caption shows in the lightbox data', async () => {
    const cleared = await server.graphql(UPDATE, { url: project.imageUrl, input: {} }, token);
    expect(cleared.errors).toBeUndefined();
    const page = await request(server, 'GET', `/projects/${project.id}`);
    expect(page.text).toContain('alt="Lakeside villa"');
    expect(page.text).not.toMatch(/object-position:\s*\d+% \d+%/);

    await server.graphql(UPDATE, { url: gallery.imageUrl, input: { alt: 'Granite counter with a steel sink', caption: 'Modular kitchen, Neyveli' } }, token);
    const galleryPage = await request(server, 'GET', '/gallery');
    expect(galleryPage.text).toContain('alt="Granite counter with a steel sink"');
    expect(galleryPage.text).toContain('data-caption="Modular kitchen, Neyveli"');
  });

  it('refuses bad details with field messages, changing nothing', async () => {
    await server.graphql(UPDATE, { url: gallery.imageUrl, input: { alt: 'Kept alt' } }, token);
    const bad = [
      [{ focalX: 1.5, focalY: 0.5 }, 'focalX'],
      [{ focalX: 0.5 }, 'focalX'],
      [{ alt: 'x'.repeat(251) }, 'alt'],
      [{ caption: 'x'.repeat(301) }, 'caption'],
    ] as const;
    for (const [input, field] of bad) {
      const result = await server.graphql(UPDATE, { url: gallery.imageUrl, input }, token);
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(result.errors?.[0].extensions?.fields ?? {})).toContain(field);
    }
    const read = await server.graphql<{ galleryImage: { image: { alt: string } } }>(`query ($id: ID!) { galleryImage(id: $id) { image { alt } } }`, {
      id: gallery.id,
    });
    expect(read.data?.galleryImage.image.alt).toBe('Kept alt');
  });

  it('only for photos of the content, and only with a token', async () => {
    for (const url of ['/uploads/none.webp', '../etc/passwd', '']) {
      const result = await server.graphql(UPDATE, { url, input: { alt: 'x' } }, token);
      expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    const anonymous = await server.graphql(UPDATE, { url: gallery.imageUrl, input: { alt: 'x' } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
