import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';

/**
 * The demo content of the first start (services, projects, gallery), kept outside the server's source
 * in backend/demo-content: the texts in content.json, in English and in Tamil (`ta`, every text of
 * every item), the images as SVG drawings in images/.
 */
export const DEMO_CONTENT_DIR = path.resolve(__dirname, '..', '..', 'demo-content');

const text = z.string().trim().min(1);
const imageFile = z.string().regex(/^[a-z0-9-]+\.svg$/, 'an SVG file name in demo-content/images');

const demoContentSchema = z.object({
  galleryCategories: z.array(z.object({ name: text, ta: z.object({ name: text }) })).min(1),
  services: z.array(
    z.object({
      title: text,
      description: text,
      points: z.array(text).min(1),
      image: imageFile,
      ta: z.object({ title: text, description: text, points: z.array(text).min(1) }),
    }),
  ),
  projects: z.array(
    z.object({
      title: text,
      category: z.enum(['residential', 'commercial', 'industrial', 'infrastructure']),
      location: text,
      details: text,
      features: z.array(text),
      /** How many days before the seed run the project was created. */
      daysAgo: z.number().int().nonnegative(),
      image: imageFile,
      extraImages: z.array(imageFile),
      ta: z.object({ title: text, location: text, details: text, features: z.array(text) }),
    }),
  ),
  gallery: z.array(z.object({ title: text, category: text, image: imageFile, ta: z.object({ title: text }) })),
});

export type DemoContent = z.output<typeof demoContentSchema>;

/** The demo texts, checked; a broken file is an error that names it and the wrong field. */
export function loadDemoContent(dir = DEMO_CONTENT_DIR): DemoContent {
  const file = path.join(dir, 'content.json');
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  const result = demoContentSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  return result.data;
}

/** A demo image as the JPEG an admin could have uploaded: its drawing rasterised at 1600 × 1000. */
export async function renderDemoImage(name: string, dir = DEMO_CONTENT_DIR): Promise<Buffer> {
  const svg = await fs.promises.readFile(path.join(dir, 'images', name));
  return sharp(svg, { density: 72 })
    .resize(1600, 1000, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
