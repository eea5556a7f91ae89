// `npm run backup` / `npm run restore`: builds the backend when it is missing or stale (as `npm start`
// does), then runs one of its command-line scripts with the arguments given, on this terminal.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const output = path.join(root, 'backend/dist', script);
const inputs = ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'packages/rules/src'];
const stale =
  !fs.existsSync(output) ||
  !fs.existsSync(path.join(root, 'packages/rules/dist/index.js')) ||
  inputs.some((input) => newestMtime(path.join(root, input)) > fs.statSync(output).mtimeMs);
if (stale) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'backend'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(process.execPath, [output, ...args], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
