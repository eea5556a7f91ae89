import fs from 'node:fs';
import path from 'node:path';

const PUBLIC = path.join(__dirname, '..', '..', 'src', 'public');
const sources = (fs.readdirSync(PUBLIC, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => /\.tsx?$/.test(file));
const islandFiles = sources.filter((file) => file.endsWith('.island.ts'));

describe('islands', () => {
  test.each(islandFiles)('%s wires the markup beside it, which marks its root with its name', (file) => {
    const name = path.basename(file, '.island.ts');
    const markup = path.join(PUBLIC, path.dirname(file), `${name}.tsx`);
    expect(fs.existsSync(markup)).toBe(true);
    expect(fs.readFileSync(markup, 'utf8')).toMatch(new RegExp(`data-island(?:=\\{[^}]*)?[="']+${name}['"]`));
  });

  test('every island the markup names has its file (registry.ts finds them by file name)', () => {
    const named = new Set<string>();
    for (const file of sources) {
      const text = fs.readFileSync(path.join(PUBLIC, file), 'utf8');
      for (const match of text.matchAll(/data-island(?:="|=\{[^}]*?')([A-Z]\w+)/g)) named.add(match[1]);
    }
    expect([...named].sort()).toEqual(islandFiles.map((file) => path.basename(file, '.island.ts')).sort());
  });
});
