// `npm start`: build what is missing or stale, then run the server (site, admin, GraphQL, REST).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withServerEnvDefaults } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'gql') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(output, inputs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

function run(args) {
  console.log(`> npm ${args.join(' ')}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const backendOut = path.join(root, 'backend/dist/main.js');
// Both frontend builds: the browser's (admin, islands) and the public pages' renderer.
const frontendOuts = [path.join(root, 'frontend/dist/.vite/manifest.json'), path.join(root, 'frontend/dist-server/render-page.cjs')];
const backendStale =
  isStale(backendOut, ['backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'packages/rules/src']) ||
  !fs.existsSync(path.join(root, 'packages/rules/dist/index.js'));
const frontendInputs = ['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/vite.config.ts', 'schema.graphql'];
const frontendStale = frontendOuts.some((output) => isStale(output, frontendInputs));

if (backendStale) run(['run', 'build', '-w', 'backend']);
if (frontendStale) {
  run(['exec', '--', 'graphql-codegen', '--config', 'codegen.ts']);
  run(['run', 'build', '-w', 'frontend']);
}

// `node scripts/start.mjs --build-only`: the builds, not the server (npm run lighthouse).
if (process.argv.includes('--build-only')) process.exit(0);

// The server runs as a child so that glibc and V8 read their settings when it starts (server-env.mjs).
const server = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: withServerEnvDefaults(process.env),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
