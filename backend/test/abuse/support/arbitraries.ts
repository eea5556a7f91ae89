import fc from 'fast-check';

/** Hostile building blocks shared by the REST and GraphQL abuse suites. */

/** Characters that break naive code: NUL, control characters, bidi overrides, BOM, lone surrogates, astral. */
const nastyUnit = fc.oneof(
  fc.constantFrom('\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085'),
  fc.constantFrom('\u00a0', '\u200b', '\u200d', '\u2028', '\u2029', '\u202e', '\ufeff', '\ufffd', '\uffff', '\ud800', '\udfff', '\u{1f3d7}', '\u{10ffff}'),
  fc.constantFrom('%', '%00', '%0a', '%zz', '%c0%af', '\\', '"', "'", '`', '<', '>', '&', '{', '}', '[', ']', '$', '..', '/', '?', '#', '='),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** Short texts full of odd characters. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: nastyUnit, maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
);

/** Path traversal and encoding tricks, for ids, file names and query strings. */
export const traversal: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      '../',
      '..\\',
      '..%2f',
      '..%2F',
      '%2e%2e%2f',
      '%2e%2e/',
      '..%252f',
      '%252e%252e%252f',
      '....//',
      '%c0%ae%c0%ae/',
      '%00',
      '\u0000',
      '/etc/passwd',
      'C:\\Windows\\win.ini',
      '.env',
      '.data/',
      'uploads/',
      '%',
      '%2',
      '%zz',
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));

/** A text of `length` characters made of one repeated unit: cheap to build at 100–200 kB, shrinks by its description. */
export function hugeString(minLength = 60_000, maxLength = 200_000): fc.Arbitrary<string> {
  return fc
    .record({
      unit: fc.oneof(
        fc.constant('a'),
        nastyString.filter((text) => text.length > 0),
      ),
      length: fc.integer({ min: minLength, max: maxLength }),
    })
    .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** Any hostile text: odd characters, traversal, huge, or an ordinary word. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: traversal },
  { weight: 1, arbitrary: hugeString() },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', 'true', '0', '-1', 'NaN', '[]', '{}', '__proto__', 'constructor', 'all') },
);

/** Hostile text short enough for a URL or a header (Node refuses request heads over 16 kB outright). */
export const boundedHostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: traversal },
  { weight: 1, arbitrary: hugeString(500, 3000) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', 'true', '0', '-1', 'NaN', '[]', '{}', '__proto__', 'constructor', 'all') },
);

/** JSON nested `depth` levels: `[[[…]]]` or `{"a":{"a":…}}` (JSON.parse copes; recursive code may not). */
export const deepJson: fc.Arbitrary<string> = fc
  .record({ depth: fc.integer({ min: 500, max: 20_000 }), object: fc.boolean() })
  .map(({ depth, object }) => (object ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`));

/** Any JSON value, hostile ones weighted in: wrong types, huge lists, prototype keys, extreme numbers. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(0, -0, 1, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 5e-324, 0.1),
    fc.integer(),
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'toString', 'title', 'id')), tie('value'), { maxKeys: 4 }),
    fc
      .record({ length: fc.integer({ min: 1000, max: 20_000 }), item: fc.oneof(fc.constant(''), fc.constant('x'), fc.constant(1)) })
      .map(({ length, item }) => Array.from({ length }, () => item)),
  ),
})).value;

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** An id in a URL or a variable: real, random UUID, almost a UUID, or hostile. */
export function idLike(realIds: () => string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.nat().map((index) => pick(realIds(), index) ?? '00000000-0000-4000-8000-000000000000') },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid().map((id) => `${id} `) },
    { weight: 1, arbitrary: fc.uuid().map((id) => id.replace(/-/g, '')) },
    { weight: 1, arbitrary: fc.uuid().map((id) => `{${id}}`) },
    { weight: 1, arbitrary: fc.uuid().map((id) => `${id}\u0000`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1e9',
        '9'.repeat(40),
        'null',
        'undefined',
        'categories',
        '.',
        '..',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '00000000-0000-0000-0000-000000000000',
      ),
    },
    { weight: 3, arbitrary: hostileString },
  );
}

/** The item at `index` modulo the length (the index comes from fast-check, so runs replay). */
export function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

/**
 * A path segment as a client could put it on the wire: percent-encoded, or raw where HTTP allows it
 * (printable ASCII, so `%zz`, `..%2f`, `%00` arrive as typed). Bytes that Node's HTTP parser refuses
 * in a request target (controls, space, 0x7f–0xff) are the protocol suite's business.
 */
export function pathSegment(value: string, raw: boolean): string {
  if (!raw) return percentEncode(value);
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    out += code > 0x20 && code < 0x7f && char !== '?' && char !== '#' ? char : percentEncode(char);
  }
  return out;
}

/** encodeURIComponent that also takes lone surrogates (sent as the UTF-8 of U+FFFD, as a browser would). */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.!~*'()]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A query string: known and unknown parameters, repeated, bracketed, empty, badly encoded, huge. */
export function queryString(knownNames: string[], knownValues: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownNames) },
    { weight: 1, arbitrary: fc.constantFrom(...knownNames).map((known) => `${known}[]`) },
    { weight: 1, arbitrary: fc.constantFrom(...knownNames).map((known) => `${known}[a][b]`) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 2, arbitrary: nastyString },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownValues) },
    { weight: 1, arbitrary: fc.constantFrom(...knownValues).map((known) => known.toUpperCase()) },
    { weight: 3, arbitrary: boundedHostileString },
    { weight: 1, arbitrary: traversal },
  );
  const pair = fc
    .tuple(name, fc.option(value, { nil: undefined }), fc.boolean())
    .map(([key, val, raw]) => (val === undefined ? pathSegment(key, raw) : `${pathSegment(key, raw)}=${pathSegment(val, raw)}`));
  // At most 8000 characters: Node refuses request heads over 16 kB before any application code runs.
  return fc
    .oneof(
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom('?', '?&', '?=', '?&&&=&', '?%', '?category', '?category=', '?category=all') },
      { weight: 6, arbitrary: fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join('&')}`) },
      { weight: 1, arbitrary: fc.integer({ min: 100, max: 900 }).map((count) => `?${Array.from({ length: count }, (_, i) => `p${i}=${i}`).join('&')}`) },
    )
    .map((query) => query.slice(0, 8000));
}

/** Header values node:http will send (no control characters but tab; bytes ≤ 0xff). */
export function headerSafe(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    out += code === 0x09 || (code >= 0x20 && code !== 0x7f && code <= 0xff) ? char : '?';
  }
  return out;
}

/** Authorization headers: none, the admin's, and every way a token can be wrong. */
export function authorization(adminToken: () => string, badTokens: () => string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: fc.constant(null).map(() => `Bearer ${adminToken()}`) },
    { weight: 1, arbitrary: fc.constant(null).map(() => `bearer   ${adminToken()}  `) },
    { weight: 1, arbitrary: fc.constant(null).map(() => adminToken()) },
    { weight: 1, arbitrary: fc.constant(null).map(() => `Bearer ${adminToken()}, Bearer ${adminToken()}`) },
    { weight: 2, arbitrary: fc.nat().map((index) => `Bearer ${pick(badTokens(), index) ?? 'x'}`) },
    { weight: 2, arbitrary: boundedHostileString.map((text) => headerSafe(`Bearer ${text}`)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'Bearer ....', 'Bearer eyJhbGciOiJub25lIn0.e30.', 'Digest x'),
    },
  );
}

/** A Content-Type header value: right, wrong, absent, or broken. */
export const odditiesOfContentType = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/json;;;',
  'application/graphql',
  'application/graphql-response+json',
  'multipart/form-data',
  'multipart/mixed; boundary=x',
  'image/jpeg',
  '*/*',
  '',
  ';',
  'application/json, text/plain',
);
