import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../src/config';
import { envExample, readmeWithSettings } from '../../src/config/settings-docs';
import { SETTINGS } from '../../src/config/settings';

describe('the settings as the README and .env.example tell them', () => {
  it('match config/settings.ts (npm run config:docs -w backend writes them)', () => {
    const readme = fs.readFileSync(path.join(ROOT_DIR, 'README.md'), 'utf8');
    expect(readmeWithSettings(readme)).toBe(readme);
    expect(fs.readFileSync(path.join(ROOT_DIR, '.env.example'), 'utf8')).toBe(envExample());
  });

  it('name every variable the server reads', () => {
    const source = fs
      .readdirSync(path.join(ROOT_DIR, 'backend', 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => fs.readFileSync(path.join(ROOT_DIR, 'backend', 'src', file), 'utf8'))
      .join('\n');
    const read = new Set([...source.matchAll(/(?:process\.)?env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]));
    read.delete('NODE_OPTIONS'); // passed on to child processes, not a setting
    for (const name of read) expect(Object.keys(SETTINGS)).toContain(name);
  });
});
