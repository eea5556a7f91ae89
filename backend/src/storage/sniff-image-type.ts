export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * Identifies an image by its magic bytes alone. File names and declared MIME
 * types come from the client and are never consulted.
 */
export function sniffImageType(head: Buffer): ImageType | null {
  if (isJpeg(head)) return 'jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (isGif(head)) return 'gif';
  if (isWebp(head)) return 'webp';
  if (isAvif(head)) return 'avif';
  return null;
}

function isJpeg(head: Buffer): boolean {
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

function isGif(head: Buffer): boolean {
  const signature = ascii(head, 0, 6);
  return signature === 'GIF87a' || signature === 'GIF89a';
}

function isWebp(head: Buffer): boolean {
  return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';
}

/** AVIF is an ISO-BMFF file whose leading `ftyp` box lists `avif`/`avis` as its major or a compatible brand. */
function isAvif(head: Buffer): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16) return false;
  if (AVIF_BRANDS.has(ascii(head, 8, 12))) return true;
  // Bytes 12..16 hold the minor version; compatible brands follow, four bytes each.
  const end = Math.min(boxSize, head.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(ascii(head, offset, offset + 4))) return true;
  }
  return false;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * A HEIC/HEIF photo (an iPhone's default) that is not AVIF: an ISO-BMFF file whose `ftyp` box lists a HEIF brand.
 * Not an ImageType: the server cannot decode HEVC, so this only names the format in the refusal.
 */
export function isHeic(head: Buffer): boolean {
  if (isAvif(head) || head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const end = Math.min(head.readUInt32BE(0), head.length);
  if (HEIC_BRANDS.has(ascii(head, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (HEIC_BRANDS.has(ascii(head, offset, offset + 4))) return true;
  }
  return false;
}

function startsWith(data: Buffer, prefix: Buffer): boolean {
  return data.length >= prefix.length && data.subarray(0, prefix.length).equals(prefix);
}

function ascii(data: Buffer, start: number, end: number): string {
  return data.length >= end ? data.toString('latin1', start, end) : '';
}
