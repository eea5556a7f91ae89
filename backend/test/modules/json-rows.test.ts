import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readJsonRows, RowSplitter } from '../../src/modules/backups/json-rows';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-rows-test-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

let files = 0;
function fileWith(text: string | Buffer): string {
  const file = path.join(workDir, `${(files += 1)}.json`);
  fs.writeFileSync(file, text);
  return file;
}

async function rowsOf(text: string | Buffer, maxRowBytes = 1024 * 1024): Promise<string[]> {
  const rows: string[] = [];
  for await (const row of readJsonRows(fileWith(text), maxRowBytes)) rows.push(row);
  return rows;
}

/** The table dumps of a restore, read a row at a time. */
describe('readJsonRows', () => {
  it('gives each row of a large dump as its text, rows crossing the reads included', async () => {
    // Strings with brackets, braces, escaped quotes and backslashes, nested values and non-ASCII text, over several reads.
    const rows = Array.from({ length: 3000 }, (_, index) => ({
      id: index,
      text: `a "quoted" {brace} [bracket] \\ back\\slash ${'ü€'.repeat(index % 50)}`,
      nested: { list: [1, { deep: ['}', ']'] }], empty: {} },
    }));
    const text = JSON.stringify(rows, null, 2);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    const read = await rowsOf(text);
    expect(read.map((row) => JSON.parse(row))).toEqual(rows);
  });

  it('reads PostgreSQL jsonb text and empty arrays', async () => {
    expect(await rowsOf('[{"a": 1, "b": [true, null]}, {"c": "d"}]')).toEqual(['{"a": 1, "b": [true, null]}', '{"c": "d"}']);
    expect(await rowsOf(' [ ] \n')).toEqual([]);
  });

  it('refuses what is not an array of rows, naming why', async () => {
    const cases: [string, RegExp][] = [
      ['{"a": 1}', /not a JSON array/],
      ['[1, 2]', /an element is not a row/],
      ['[{"a": 1} {"b": 2}]', /an element is not a row/],
      ['[{"a": 1},]', /an element is not a row/],
      ['[{"a": 1}] []', /something follows the array/],
      ['[{"a": "}', /cut off/],
      ['[{"a": 1}', /cut off/],
      ['', /cut off/],
    ];
    for (const [text, message] of cases) await expect(rowsOf(text)).rejects.toThrow(message);
  });

  it('refuses a row over the limit once it passes it, without reading the rest', async () => {
    const big = Buffer.concat([Buffer.from('[{"a": "'), Buffer.alloc(4 * 1024 * 1024, 'x'), Buffer.from('"}]')]);
    await expect(rowsOf(big, 1024 * 1024)).rejects.toThrow('a row is larger than 1 MB, the most a row may be');
    expect(await rowsOf(`[{"a": "${'x'.repeat(1000)}"}]`, 1010)).toHaveLength(1);
  });
  it('never holds more of a row than the limit: the chunk that takes it past is refused', () => {
    const maxRowBytes = 64 * 1024;
    const rows: string[] = [];
    const splitter = new RowSplitter(maxRowBytes, (row) => rows.push(row));
    splitter.push(Buffer.from('[{"a": 1}, {"a": "'));
    const chunk = Buffer.alloc(10 * 1024, 'x');
    let pushed = 0;
    let refusal: unknown = null;
    for (let i = 0; i < 100 && refusal === null; i++) {
      try {
        splitter.push(chunk);
        pushed += chunk.length;
      } catch (error) {
        refusal = error;
      }
      expect(splitter.heldBytes).toBeLessThanOrEqual(maxRowBytes);
    }
    expect(refusal).toEqual(new Error('a row is larger than 0.0625 MB, the most a row may be'));
    expect(pushed).toBeLessThanOrEqual(maxRowBytes);
    expect(rows).toEqual(['{"a": 1}']);
  });
});
