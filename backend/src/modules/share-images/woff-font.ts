import zlib from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_TABLE_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_TABLE_RECORD_BYTES = 16;

interface FontTable {
  tag: number;
  checksum: number;
  data: Buffer;
}

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (https://www.w3.org/TR/WOFF/): fontconfig, which
 * renders the share cards' text, reads TrueType but not the web's WOFF, which is what the font packages
 * ship. WOFF only zlib-compresses each table of the font, so this inflates them and writes the tables
 * back behind an sfnt header. Throws on anything that is not a well-formed WOFF 1.0 file.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => readTable(woff, WOFF_HEADER_BYTES + index * WOFF_TABLE_ENTRY_BYTES));

  const headerBytes = SFNT_HEADER_BYTES + numTables * SFNT_TABLE_RECORD_BYTES;
  const sfnt = Buffer.alloc(tables.reduce((total, table) => total + paddedToFour(table.data.length), headerBytes));
  // Binary-search hints of the sfnt header: the largest power of two not above the table count.
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  const searchRange = 2 ** entrySelector * SFNT_TABLE_RECORD_BYTES;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * SFNT_TABLE_RECORD_BYTES - searchRange, 10);

  let offset = headerBytes;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_BYTES + index * SFNT_TABLE_RECORD_BYTES;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += paddedToFour(table.data.length);
  });
  return sfnt;
}

function readTable(woff: Buffer, entry: number): FontTable {
  if (entry + WOFF_TABLE_ENTRY_BYTES > woff.length) throw new Error('The WOFF font is cut short');
  const offset = woff.readUInt32BE(entry + 4);
  const compressedLength = woff.readUInt32BE(entry + 8);
  const length = woff.readUInt32BE(entry + 12);
  if (offset + compressedLength > woff.length) throw new Error('The WOFF font is cut short');
  const stored = woff.subarray(offset, offset + compressedLength);
  // A table is stored as it is when compressing would not make it smaller.
  const data = compressedLength < length ? zlib.inflateSync(stored, { maxOutputLength: length }) : stored;
  if (data.length !== length) throw new Error('A table of the WOFF font does not have its stated length');
  return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
}

function paddedToFour(length: number): number {
  return (length + 3) & ~3;
}
