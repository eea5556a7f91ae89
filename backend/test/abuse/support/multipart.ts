import fc from 'fast-check';
import { hostileString, hugeString, nastyString, PROTOTYPE_KEYS, traversal } from './arbitraries';

/** multipart/form-data bodies built byte by byte, so every part of the format can be broken. */

export interface PartSpec {
  name: string;
  /** Present: a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer;
  /** Replaces the Content-Disposition line entirely (or drops it when empty). */
  disposition?: string;
}

export interface MultipartSpec {
  parts: PartSpec[];
  /** The boundary named in the Content-Type header; null leaves the parameter out. */
  declaredBoundary: string | null;
  /** The boundary actually used in the body. */
  bodyBoundary: string;
  mediaType: string;
  newline: '\r\n' | '\n';
  closing: boolean;
  preamble: string;
  /** Keeps only this share of the body (1: all of it). */
  keep: number;
}

export interface BuiltMultipart {
  contentType: string;
  body: Buffer;
}

export function buildMultipart(spec: MultipartSpec): BuiltMultipart {
  const nl = spec.newline;
  const chunks: Buffer[] = [];
  if (spec.preamble) chunks.push(Buffer.from(spec.preamble + nl, 'latin1'));
  for (const part of spec.parts) {
    const disposition =
      part.disposition ?? `Content-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const lines = [`--${spec.bodyBoundary}`];
    if (disposition) lines.push(disposition);
    if (part.contentType !== undefined) lines.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(lines.join(nl) + nl + nl, 'utf8'), part.data, Buffer.from(nl, 'latin1'));
  }
  if (spec.closing) chunks.push(Buffer.from(`--${spec.bodyBoundary}--${nl}`, 'latin1'));
  const whole = Buffer.concat(chunks);
  const body = spec.keep >= 1 ? whole : whole.subarray(0, Math.floor(whole.length * spec.keep));
  const contentType = spec.declaredBoundary === null ? spec.mediaType : `${spec.mediaType}; boundary=${spec.declaredBoundary}`;
  return { contentType, body };
}

/** Real and fake image bytes, made once per suite. */
export interface ImageFixtures {
  png: Buffer;
  jpeg: Buffer;
  gif: Buffer;
  webp: Buffer;
  pdf: Buffer;
}

export interface FileSpec {
  data: Buffer;
  filename: string;
  contentType: string;
}

/** Files a client could send as an image: real small images (mostly), and every kind of impostor. */
export function fileArbitrary(images: ImageFixtures): fc.Arbitrary<FileSpec> {
  const named = (data: fc.Arbitrary<Buffer>, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    fc.record({
      data,
      filename: filenameArbitrary(filename),
      contentType: fc.oneof(fc.constant(contentType), fc.constantFrom('image/png', 'application/octet-stream', 'text/plain', '')),
    });
  return fc.oneof(
    { weight: 6, arbitrary: named(fc.constantFrom(images.png, images.jpeg, images.gif, images.webp), 'photo.png', 'image/png') },
    { weight: 1, arbitrary: named(fc.constant(Buffer.alloc(0))) },
    { weight: 1, arbitrary: named(fc.constant(images.pdf)) },
    { weight: 2, arbitrary: named(fc.integer({ min: 1, max: 400 }).map((length) => images.png.subarray(0, Math.min(length, images.png.length - 1)))) },
    { weight: 2, arbitrary: named(fc.integer({ min: 1, max: 2000 }).map((length) => images.jpeg.subarray(0, Math.min(length, images.jpeg.length - 1)))) },
    { weight: 2, arbitrary: named(corrupted(images.png)) },
    { weight: 2, arbitrary: named(corrupted(images.jpeg)) },
    {
      weight: 2,
      arbitrary: named(
        fc.tuple(fc.constantFrom(...MAGIC_NUMBERS), fc.uint8Array({ maxLength: 3000 })).map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)])),
      ),
    },
    { weight: 1, arbitrary: named(fc.uint8Array({ minLength: 1, maxLength: 3000 }).map((bytes) => Buffer.from(bytes))) },
    { weight: 1, arbitrary: named(hugeString(100_000, 200_000).map((text) => Buffer.from(text, 'utf8'))) },
    {
      weight: 1,
      arbitrary: named(
        fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')),
        'x.png',
        'image/svg+xml',
      ),
    },
    { weight: 2, arbitrary: named(pngClaiming()) },
  );
}

const MAGIC_NUMBERS = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('GIF89a', 'latin1'),
  Buffer.from('GIF87a', 'latin1'),
  Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
  Buffer.from('\u0000\u0000\u0000\u001cftypavif', 'latin1'),
  Buffer.from('\u0000\u0000\u0000\u0018ftypheic', 'latin1'),
  Buffer.from('BM', 'latin1'),
  Buffer.from('II*\u0000', 'latin1'),
];

/** A copy of real image bytes with a few bytes overwritten past the magic number. */
function corrupted(original: Buffer): fc.Arbitrary<Buffer> {
  return fc
    .array(fc.tuple(fc.integer({ min: 8, max: original.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 12 })
    .map((edits) => {
      const copy = Buffer.from(original);
      for (const [at, value] of edits) copy[at] = value;
      return copy;
    });
}

/** A well-formed PNG header claiming any size (up to 2³¹−1 on a side: a decompression bomb) over a tiny or absent IDAT. */
function pngClaiming(): fc.Arbitrary<Buffer> {
  return fc
    .record({
      width: fc.oneof(fc.integer({ min: 0, max: 70_000 }), fc.constantFrom(0x7fffffff, 0xffffffff, 1)),
      height: fc.oneof(fc.integer({ min: 0, max: 70_000 }), fc.constantFrom(0x7fffffff, 0xffffffff, 1)),
      bitDepth: fc.constantFrom(1, 8, 16, 3),
      colourType: fc.constantFrom(0, 2, 3, 6, 7),
      idat: fc.uint8Array({ maxLength: 64 }),
    })
    .map(({ width, height, bitDepth, colourType, idat }) => {
      const ihdr = Buffer.alloc(13);
      ihdr.writeUInt32BE(width >>> 0, 0);
      ihdr.writeUInt32BE(height >>> 0, 4);
      ihdr.writeUInt8(bitDepth, 8);
      ihdr.writeUInt8(colourType, 9);
      return Buffer.concat([MAGIC_NUMBERS[0], pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.from(idat)), pngChunk('IEND', Buffer.alloc(0))]);
    });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function filenameArbitrary(ordinary: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(ordinary) },
    { weight: 1, arbitrary: traversal.map((path) => `${path}${ordinary}`) },
    { weight: 1, arbitrary: nastyString.map((name) => `${name}.jpg`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '.',
        '..',
        '.jpg',
        'a'.repeat(5000) + '.jpg',
        'photo.jpg\u0000.php',
        'con.jpg',
        'x"; name="image',
        'x\r\nContent-Type: text/html',
      ),
    },
  );
}

/** A form field name: the route's own, or a hostile one (prototype keys, huge, odd characters). */
export function fieldName(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: nastyString },
    { weight: 1, arbitrary: hugeString(10_000, 120_000) },
    { weight: 1, arbitrary: fc.constantFrom('', 'image[]', 'images[0]', 'title[]', 'a.b', '0', 'operations', 'map') },
  );
}

/** A text field's value: the valid one, or hostile (including JSON lists of hostile entries). */
export function fieldValue(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(valid) },
    { weight: 4, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 40 }).map((items) => JSON.stringify(items)) },
    { weight: 1, arbitrary: fc.constantFrom('[', '["a",', '[1,2]', '{"a":1}', 'null', '"x"', '[null]', '[[]]', '[' + '"x",'.repeat(500) + '"x"]') },
  );
}

export interface FormShape {
  /** Text fields and their valid values. */
  fields: Record<string, string>;
  /** File fields: name → how many files a valid request sends. */
  files: Record<string, number>;
}

/** A multipart body: starts from a valid form of the given shape, then breaks it in a few ways. */
export function multipartArbitrary(shape: FormShape, images: ImageFixtures): fc.Arbitrary<MultipartSpec> {
  const knownNames = [...Object.keys(shape.fields), ...Object.keys(shape.files)];
  // Each field: its valid value, a hostile one, or left out (undefined).
  const textParts = fc.tuple(
    ...Object.entries(shape.fields).map(([name, valid]) => fc.tuple(fc.constant(name), fc.option(fieldValue(valid), { freq: 8, nil: undefined }))),
  );
  const fileParts = fc.tuple(
    ...Object.entries(shape.files).map(([name, count]) => fc.tuple(fc.constant(name), fc.array(fileArbitrary(images), { minLength: 0, maxLength: count + 2 }))),
  );
  const extraParts = fc.array(
    fc.oneof(
      fc.record({ name: fieldName(knownNames), value: fieldValue('x') }).map(({ name, value }): PartSpec => ({ name, data: Buffer.from(value, 'utf8') })),
      fc
        .record({ name: fieldName(knownNames), file: fileArbitrary(images) })
        .map(({ name, file }): PartSpec => ({ name, filename: file.filename, contentType: file.contentType, data: file.data })),
    ),
    { maxLength: 3 },
  );
  const boundary = fc.oneof(
    { weight: 8, arbitrary: fc.constant('----abuse-boundary-7MA4YWxkTrZu0gW') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 80 }).filter((text) => !/[\s;,"]/.test(text)) },
    { weight: 1, arbitrary: fc.constantFrom('x', '-', '"quoted"', 'a'.repeat(200), '') },
  );
  return fc
    .record({
      texts: textParts,
      files: fileParts,
      extras: extraParts,
      declared: boundary,
      mismatch: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      missingBoundary: fc.oneof({ weight: 12, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      mediaType: fc.oneof(
        { weight: 12, arbitrary: fc.constant('multipart/form-data') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'multipart/mixed',
            'Multipart/Form-Data',
            'multipart/form-data; charset=utf-16',
            'multipart/form-data; boundary=a; boundary=b',
          ),
        },
      ),
      newline: fc.oneof({ weight: 12, arbitrary: fc.constant('\r\n' as const) }, { weight: 1, arbitrary: fc.constant('\n' as const) }),
      closing: fc.oneof({ weight: 8, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      preamble: fc.oneof({ weight: 8, arbitrary: fc.constant('') }, { weight: 1, arbitrary: nastyString }),
      keep: fc.oneof({ weight: 8, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) }),
      shuffle: fc.boolean(),
      brokenDisposition: fc.oneof(
        { weight: 10, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '',
            'Content-Disposition: form-data',
            'Content-Disposition: attachment; name="image"',
            'Content-Disposition: form-data; name=',
            'Content-Disposition: form-data; name="image"; filename*=UTF-8\'\'%e2%82%ac.jpg',
            'Content-Disposition: form-data; name="title"; name="image"',
          ),
        },
      ),
    })
    .map(
      ({
        texts,
        files,
        extras,
        declared,
        mismatch,
        missingBoundary,
        mediaType,
        newline,
        closing,
        preamble,
        keep,
        shuffle,
        brokenDisposition,
      }): MultipartSpec => {
        const parts: PartSpec[] = [];
        for (const [name, value] of texts) if (value !== undefined) parts.push({ name, data: Buffer.from(value, 'utf8') });
        for (const [name, list] of files)
          for (const file of list) parts.push({ name, filename: file.filename, contentType: file.contentType, data: file.data });
        parts.push(...extras);
        if (shuffle) parts.reverse();
        if (brokenDisposition !== undefined && parts.length > 0) parts[0] = { ...parts[0], disposition: brokenDisposition };
        const declaredBoundary = declared.replace(/^"|"$/g, '');
        return {
          parts,
          declaredBoundary: missingBoundary ? null : declared,
          bodyBoundary: mismatch ? `${declaredBoundary}-other` : declaredBoundary,
          mediaType,
          newline,
          closing,
          preamble,
          keep,
        };
      },
    );
}
