/**
 * `npm run demo-art -w backend`: draws every demo image of DEMO_SCENES into demo-content/images as SVG
 * (the seed rasterises them). The output is deterministic; a backend test checks the committed files
 * are what this draws.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildIllustrationSvg } from './illustrations';
import { DEMO_SCENES } from './scenes';

export const DEMO_IMAGES_DIR = path.resolve(__dirname, '..', '..', 'demo-content', 'images');

if (require.main === module) {
  fs.mkdirSync(DEMO_IMAGES_DIR, { recursive: true });
  for (const [name, scene] of Object.entries(DEMO_SCENES)) fs.writeFileSync(path.join(DEMO_IMAGES_DIR, `${name}.svg`), buildIllustrationSvg(scene));
  console.log(`${Object.keys(DEMO_SCENES).length} demo images written to ${path.relative(process.cwd(), DEMO_IMAGES_DIR)}`);
}
