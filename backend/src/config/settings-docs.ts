import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS, type Setting } from './settings';

const TABLE_START = '<!-- settings table: written by `npm run config:docs -w backend` from backend/src/config/settings.ts -->';
const TABLE_END = '<!-- end of settings table -->';

/** The README's table of settings. */
export function settingsTable(): string {
  const rows = Object.entries(SETTINGS).map(([name, setting]: [string, Setting<unknown>]) => `| \`${name}\` | ${setting.default} | ${setting.meaning} |`);
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with its settings table as settings.ts says; throws when the markers are missing. */
export function readmeWithSettings(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no settings table markers (${TABLE_START} … ${TABLE_END})`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}

/** .env.example: every setting with its meaning, commented out unless it has an example value. */
export function envExample(): string {
  const plain = (text: string) => text.replaceAll('`', '').replaceAll('**', '');
  const lines = [
    '# Copy to .env (or export) to change the defaults. Every setting is optional in development.',
    '# Written by `npm run config:docs -w backend` from backend/src/config/settings.ts.',
  ];
  for (const [name, setting] of Object.entries(SETTINGS) as [string, Setting<unknown>][]) {
    lines.push(`# ${plain(setting.meaning)} (default: ${plain(setting.default)})`);
    lines.push(setting.example === undefined ? `# ${name}=` : `${name}=${setting.example}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `node dist/config/settings-docs.js`: writes the README's table and .env.example. */
if (require.main === module) {
  const root = path.resolve(__dirname, '..', '..', '..');
  const readme = path.join(root, 'README.md');
  fs.writeFileSync(readme, readmeWithSettings(fs.readFileSync(readme, 'utf8')));
  fs.writeFileSync(path.join(root, '.env.example'), envExample());
  console.log('Wrote the settings table in README.md and .env.example');
}
