import fs from 'node:fs';

/** Why a dump cannot be read as rows; the caller words it for the table. */
export class RowsError extends Error {}

const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * The rows of a table dump (a JSON array of objects) read from `file` one at a time, each as its JSON
 * text, never holding more than one row: a row longer than `maxRowBytes` is refused as soon as it
 * passes that size, unread beyond. Only the array's structure is checked here (each element an
 * object, the brackets and strings closed); the caller parses each row.
 */
export async function* readJsonRows(file: string, maxRowBytes: number): AsyncGenerator<string> {
  const input = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  const rows: string[] = [];
  const splitter = new RowSplitter(maxRowBytes, (row) => rows.push(row));
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      splitter.push(chunk);
      yield* rows;
      rows.length = 0;
    }
    splitter.end();
  } finally {
    input.destroy();
  }
}

/**
 * Splits the bytes of a JSON array of objects into its elements' texts (structural bytes are ASCII, so
 * UTF-8 needs no decoding here), pushed a chunk at a time. Holds at most `maxRowBytes` of a row
 * between chunks: the chunk that takes a row past it is refused.
 */
export class RowSplitter {
  private state: 'start' | 'element-or-end' | 'element' | 'in-row' | 'comma-or-end' | 'done' = 'start';
  private depth = 0;
  private inString = false;
  private escaped = false;
  private parts: Buffer[] = [];
  private bytes = 0;

  constructor(
    private readonly maxRowBytes: number,
    private readonly onRow: (row: string) => void,
  ) {}

  push(chunk: Buffer): void {
    // A row that began in an earlier chunk goes on from this one's start.
    let rowStart = this.state === 'in-row' ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (this.state === 'in-row') {
        if (this.inString) {
          if (this.escaped) this.escaped = false;
          else if (byte === BACKSLASH) this.escaped = true;
          else if (byte === QUOTE) this.inString = false;
          continue;
        }
        if (byte === QUOTE) this.inString = true;
        else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) this.depth += 1;
        else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
          this.depth -= 1;
          if (this.depth === 0) {
            this.take(chunk.subarray(rowStart, i + 1));
            this.onRow(Buffer.concat(this.parts).toString('utf8'));
            this.parts = [];
            this.bytes = 0;
            rowStart = -1;
            this.state = 'comma-or-end';
          }
        }
        continue;
      }
      if (isSpace(byte)) continue;
      if (this.state === 'start') {
        if (byte !== OPEN_ARRAY) throw new RowsError('not a JSON array');
        this.state = 'element-or-end';
      } else if ((this.state === 'element-or-end' || this.state === 'comma-or-end') && byte === CLOSE_ARRAY) {
        this.state = 'done';
      } else if (this.state === 'comma-or-end' && byte === COMMA) {
        this.state = 'element';
      } else if ((this.state === 'element-or-end' || this.state === 'element') && byte === OPEN_OBJECT) {
        this.state = 'in-row';
        this.depth = 1;
        rowStart = i;
      } else {
        throw new RowsError(this.state === 'done' ? 'something follows the array' : 'an element is not a row (a JSON object)');
      }
    }
    if (rowStart >= 0) this.take(chunk.subarray(rowStart));
  }

  /** How many bytes of an unfinished row it holds. */
  get heldBytes(): number {
    return this.bytes;
  }

  end(): void {
    if (this.state !== 'done') throw new RowsError('the array is cut off');
  }

  private take(part: Buffer): void {
    if (this.bytes + part.length > this.maxRowBytes) throw new RowsError(`a row is larger than ${this.maxRowBytes / (1024 * 1024)} MB, the most a row may be`);
    this.bytes += part.length;
    this.parts.push(part);
  }
}
