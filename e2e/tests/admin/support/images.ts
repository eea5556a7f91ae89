import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { GPS_EXIF, makeImage } from '../../../../backend/test/fixtures/images';

/** A gradient (so encoders have something to work with), tinted so each fixture looks different. */
function gradient(width: number, height: number, tint: number): Sharp {
  // Drawn 64 pixels wide and scaled up: drawing a 4000×3000 photo pixel by pixel is slow.
  return makeImage({ width: 64, height: Math.max(1, Math.round((64 * height) / width)), tint }).resize(width, height, { kernel: 'cubic' });
}

export interface AdminImageFiles {
  dir: string;
  /** 4000×3000 JPEG as a phone shoots it: EXIF Orientation 6 (upright it is 3000×4000) and GPS tags. */
  phoneJpeg: string;
  /** 1200×800 PNG. */
  png: string;
  /** 1024×768 JPEG without metadata. */
  jpeg: string;
  /** 1600×900 JPEG used to replace an image on edit screens. */
  replacementJpeg: string;
  /** A PDF document renamed photo.jpg. */
  pdfAsJpeg: string;
}

let files: Promise<AdminImageFiles> | null = null;

async function write(dir: string, name: string, data: Buffer | Promise<Buffer>): Promise<string> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, await data);
  return file;
}

/** The fixture files, generated once per worker into a temporary folder. */
export function adminImageFiles(): Promise<AdminImageFiles> {
  files ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-fixtures-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return {
      dir,
      phoneJpeg: await write(
        dir,
        'IMG_20250114_081532.jpg',
        gradient(4000, 3000, 60).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).withExif(GPS_EXIF).toBuffer(),
      ),
      png: await write(dir, 'floor-plan.png', gradient(1200, 800, 200).png().toBuffer()),
      jpeg: await write(dir, 'site-visit.jpg', gradient(1024, 768, 140).jpeg({ quality: 85 }).toBuffer()),
      replacementJpeg: await write(dir, 'handover-day.jpg', gradient(1600, 900, 10).jpeg({ quality: 85 }).toBuffer()),
      pdfAsJpeg: await write(
        dir,
        'photo.jpg',
        Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
      ),
    };
  })();
  return files;
}
