import sharp from 'sharp';
import { UnsupportedMediaTypeError, ValidationError } from '../../src/errors';
import { computePlaceholder, processImage, PREVIEW_MAX_SIDE, type ProcessedImage } from '../../src/storage';
import { exifHasGps, fakePdf, makeAnimatedGif, makeAvif, makeJpeg, makePng } from '../fixtures/images';

function outputsOf(result: ProcessedImage) {
  return [result.full, ...result.variants];
}

describe('processImage', () => {
  it('strips EXIF GPS and all other metadata from every output file', async () => {
    const input = await makeJpeg({ width: 1200, height: 900, withGps: true });
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.exif?.length).toBeGreaterThan(0);
    expect(exifHasGps(inputMetadata.exif)).toBe(true);

    const result = await processImage(input);

    expect(result.variants.length).toBeGreaterThan(0);
    for (const output of outputsOf(result)) {
      const metadata = await sharp(output.buffer).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(output.buffer.includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it('applies EXIF orientation 6: a 300x200 photo comes out 200x300', async () => {
    const input = await makeJpeg({ width: 300, height: 200, orientation: 6 });
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const result = await processImage(input);

    expect(result).toMatchObject({ width: 200, height: 300 });
    const metadata = await sharp(result.full.buffer).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 300]);
    expect(metadata.orientation).toBeUndefined();
  });

  it('caps a 3000x2000 image at 2000px and makes 240, 480, 720, 960 and 1440px wide variants', async () => {
    const result = await processImage(await makePng({ width: 3000, height: 2000 }));

    expect(result).toMatchObject({ width: 2000, height: 1333 });
    expect(result.full).toMatchObject({ width: 2000, height: 1333 });
    expect(result.variants.map(({ width, height }) => [width, height])).toEqual([
      [240, 160],
      [480, 320],
      [720, 480],
      [960, 640],
      [1440, 960],
    ]);
    for (const output of outputsOf(result)) {
      const metadata = await sharp(output.buffer).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', output.width, output.height]);
    }
  });

  it('caps the longest side, also for portrait images', async () => {
    const result = await processImage(await makePng({ width: 1000, height: 4000 }));
    expect(result).toMatchObject({ width: 500, height: 2000 });
    expect(result.variants.map((v) => v.width)).toEqual([240, 480]);
  });

  it('never upscales: a 200px image yields only itself, with no variants', async () => {
    const result = await processImage(await makeJpeg({ width: 200, height: 150 }));

    expect(result.full).toMatchObject({ width: 200, height: 150 });
    expect(result.variants).toEqual([]);
  });

  it('skips a variant exactly as wide as the full image', async () => {
    const result = await processImage(await makePng({ width: 960, height: 540 }));
    expect(result.variants.map((v) => v.width)).toEqual([240, 480, 720]);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const result = await processImage(await makeAnimatedGif({ width: 120, height: 80 }));

    expect(result).toMatchObject({ width: 120, height: 80 });
    const metadata = await sharp(result.full.buffer).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(result.full.buffer).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red
    expect(data[1]).toBeLessThan(50);
  });

  it('accepts AVIF input', async () => {
    const result = await processImage(await makeAvif({ width: 600, height: 400 }));
    expect(result.full).toMatchObject({ width: 600, height: 400 });
  });

  it('rejects a PDF renamed to .jpg as an unsupported media type', async () => {
    await expect(processImage(fakePdf())).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });

  it('rejects a truncated JPEG as not a readable image', async () => {
    const jpeg = await makeJpeg({ width: 800, height: 600 });
    const truncated = jpeg.subarray(0, 200);

    const failure = processImage(truncated);

    await expect(failure).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
    await expect(failure).rejects.toThrow('The file is not a readable image');
  });

  it('rejects a JPEG cut off halfway through its pixel data', async () => {
    const jpeg = await makeJpeg({ width: 800, height: 600 });
    await expect(processImage(jpeg.subarray(0, jpeg.length >> 1))).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });

  it('rejects a decompression bomb (a small file declaring 60 megapixels) before decoding it', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);

    const failure = processImage(bomb);

    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    await expect(failure).rejects.toThrow('too many pixels');
  });

  describe('placeholder', () => {
    async function previewOf(result: ProcessedImage) {
      const match = /^data:image\/webp;base64,([A-Za-z0-9+/]+=*)$/.exec(result.placeholder.preview);
      expect(match).not.toBeNull();
      const bytes = Buffer.from(match![1], 'base64');
      const metadata = await sharp(bytes).metadata();
      const stats = await sharp(bytes).stats();
      return { metadata, stats };
    }

    it('is a tiny WebP data URI of the same shape, well under 1 kB, and the dominant colour', async () => {
      const red = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c81e28' } })
        .jpeg()
        .toBuffer();
      const result = await processImage(red);

      expect(result.placeholder.preview.length).toBeLessThan(1024);
      const { metadata, stats } = await previewOf(result);
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', PREVIEW_MAX_SIDE, 11]);
      expect(metadata.exif).toBeUndefined();
      expect(stats.channels[0].mean).toBeGreaterThan(180);
      expect(result.placeholder.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
      // libvips' dominant colour is the centre of a 16-level histogram bin.
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(result.placeholder.dominantColor.slice(i, i + 2), 16));
      expect(r).toBeGreaterThan(180);
      expect(g).toBeLessThan(60);
      expect(b).toBeLessThan(60);
    });

    it('follows the image upright (EXIF orientation) and stays small for noisy photos', async () => {
      const noisy = Buffer.alloc(300 * 200 * 3);
      for (let i = 0; i < noisy.length; i++) noisy[i] = (i * 2654435761) >>> 24;
      const photo = await sharp(noisy, { raw: { width: 300, height: 200, channels: 3 } })
        .withMetadata({ orientation: 6 })
        .jpeg({ quality: 95 })
        .toBuffer();
      const result = await processImage(photo);

      expect(result.placeholder.preview.length).toBeLessThan(1024);
      const { metadata } = await previewOf(result);
      expect([metadata.width, metadata.height]).toEqual([11, PREVIEW_MAX_SIDE]);
    });

    it('handles images smaller than the preview and the narrowest strips accepted (20 to 1)', async () => {
      for (const size of [
        { width: 1, height: 1 },
        { width: 400, height: 20 },
        { width: 3, height: 60 },
      ]) {
        const result = await processImage(await makePng(size));
        const { metadata } = await previewOf(result);
        expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(PREVIEW_MAX_SIDE);
      }
    });

    it('can be computed again from a stored full image (the start-up backfill)', async () => {
      const result = await processImage(await makePng({ width: 1200, height: 800 }));
      const again = await computePlaceholder(result.full.buffer);
      expect(again.preview).toMatch(/^data:image\/webp;base64,/);
      expect(again.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    });
  });
});
