import { randomBytes } from 'node:crypto';
import { sniffImageType } from '../../src/storage';
import { fakePdf, makeAvif, makeGif, makeJpeg, makePng, makeWebp } from '../fixtures/images';

describe('sniffImageType', () => {
  const size = { width: 40, height: 30 };

  it.each([
    ['jpeg', () => makeJpeg(size)],
    ['png', () => makePng(size)],
    ['gif', () => makeGif(size)],
    ['webp', () => makeWebp(size)],
    ['avif', () => makeAvif(size)],
  ] as const)('recognises a %s made by sharp', async (type, make) => {
    expect(sniffImageType(await make())).toBe(type);
  });

  it('recognises GIF87a', () => {
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
  });

  it('recognises AVIF by a compatible brand when the major brand is something else', () => {
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypmif1', 4, 'latin1');
    ftyp.write('mif1avis', 16, 'latin1');
    expect(sniffImageType(ftyp)).toBe('avif');
  });

  it('rejects an ISO-BMFF file without an AVIF brand (e.g. an MP4 video)', () => {
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypisom', 4, 'latin1');
    ftyp.write('isomavc1', 16, 'latin1');
    expect(sniffImageType(ftyp)).toBeNull();
  });

  it('rejects a PDF regardless of what it was called', () => {
    expect(sniffImageType(fakePdf())).toBeNull();
  });

  it('rejects an empty buffer', () => {
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('rejects random bytes', () => {
    const bytes = randomBytes(256);
    bytes[0] = 0x00; // random bytes could start with FF D8 FF by chance
    expect(sniffImageType(bytes)).toBeNull();
  });

  it('rejects RIFF containers that are not WebP', () => {
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
  });
});
