import sharp from 'sharp';

/** A camera-like JPEG of `width` × `height`: noisy, so it compresses as a real photo does (12 megapixels at quality 70: about 5.6 MB). */
export async function noisyPhoto(width: number, height: number, quality: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 31 + Math.random() * 40) & 255;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
