// `npm run dev`: the Vite dev server with hot reload on :5173 for the admin (proxying the public pages,
// /graphql, /api and /uploads to the backend), the backend recompiled by `tsc --watch` and restarted
// after each compile, the public pages' two builds (islands, server renderer) rebuilt by `vite build
// --watch` and picked up by the backend without a restart (PAGES_RELOAD; a changed islands' loader, which
// its CSP allows by hash, restarts it), and the frontend's typed
// GraphQL documents regenerated when a document or schema.graphql changes.
// Ctrl-C stops everything (the backend first stops its embedded PostgreSQL); a second Ctrl-C kills.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { withServerEnvDefaults } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const posix = process.platform !== 'win32';
const backendPort = process.env.PORT ?? '4000';
const backendUrl = process.env.BACKEND_URL ?? `http://127.0.0.1:${backendPort}`;

/** The script a package's bin points at, resolved from a workspace folder. */
function bin(fromDir, pkg, name) {
  const manifestPath = createRequire(path.join(root, fromDir, 'package.json')).resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return path.join(path.dirname(manifestPath), entry);
}

const tsc = bin('backend', 'typescript', 'tsc');
const vite = bin('frontend', 'vite', 'vite');
const codegen = bin('.', '@graphql-codegen/cli', 'graphql-codegen');
const panda = bin('frontend', '@pandacss/dev', 'panda');

// The frontend imports frontend/src/gql, which codegen writes (it is not committed).
const generatedAtStart = !fs.existsSync(path.join(root, 'frontend/src/gql/index.ts'));
if (generatedAtStart) {
  console.log('> graphql-codegen --config codegen.ts');
  const result = spawnSync(process.execPath, [codegen, '--config', 'codegen.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The public pages' style functions and stylesheet (Panda CSS, not committed either): written now, the
// stylesheet again on every change of a public component (below).
const PANDA_STYLESHEET = ['-o', 'src/styled-system/styles.css'];
for (const args of [['codegen'], ['cssgen', ...PANDA_STYLESHEET]]) {
  console.log(`> panda ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [panda, ...args, '--silent'], { cwd: path.join(root, 'frontend'), stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Compiled afresh: a file left in dist by a move (config.js beside config/) would shadow the new one.
for (const dir of ['backend/dist', 'packages/rules/dist']) fs.rmSync(path.join(root, dir), { recursive: true, force: true });

// The backend requires the shared input rules' build; the frontend bundles their source.
console.log('> tsc -p packages/rules');
const rulesBuild = spawnSync(process.execPath, [tsc, '-p', 'packages/rules'], { cwd: root, stdio: 'inherit' });
if (rulesBuild.status !== 0) process.exit(rulesBuild.status ?? 1);

const children = new Set();
let stopping = false;

/**
 * Starts a process in its own process group, so that one Ctrl-C reaches it once, from here. When
 * it exits, what is left of its group (a PostgreSQL whose backend died while starting) is stopped
 * before onExit runs.
 */
function start(name, args, options = {}) {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? root,
    stdio: ['ignore', options.pipeStdout ? 'pipe' : 'inherit', 'inherit'],
    detached: posix,
    env: { ...process.env, ...options.env },
  });
  children.add(child);
  child.on('exit', async (code, signal) => {
    await reapGroup(child);
    children.delete(child);
    if (stopping) {
      if (children.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    options.onExit?.(code, signal);
  });
  return child;
}

function killGroup(child, signal) {
  try {
    if (posix) process.kill(-child.pid, signal);
    else child.kill(signal);
    return true;
  } catch {
    return false; // nothing left
  }
}

async function reapGroup(child) {
  if (!posix || !killGroup(child, 'SIGTERM')) return;
  for (let waited = 0; waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (!killGroup(child, 0)) return;
  }
  killGroup(child, 'SIGKILL');
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  console.log('\nStopping the dev servers…');
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) killGroup(child, 'SIGKILL');
  }, 15_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) {
      stopAll(0);
      return;
    }
    console.log('Killing what is left.');
    for (const child of children) killGroup(child, 'SIGKILL');
    process.exit(1);
  });
}

function critical(name) {
  return (code, signal) => {
    console.error(`${name} exited (${signal ?? `code ${code}`}); stopping.`);
    stopAll(1);
  };
}

/** backend/src/main.ts exits with this when the data folder already has a running server. */
const ALREADY_RUNNING_EXIT_CODE = 3;

// Backend: restarted after every compile (type errors are printed; tsc still emits the JavaScript).
let backend = null;
let restartQueued = false;

function startBackend() {
  backend = start('backend', ['--enable-source-maps', 'backend/dist/main.js'], {
    // the settings npm start gives (server-env.mjs); PAGES_RELOAD: a rebuilt page renderer is used at once.
    env: { ...withServerEnvDefaults(process.env), PAGES_RELOAD: 'true' },
    onExit: (code, signal) => {
      backend = null;
      // Another server runs on this data folder (the backend said so): this dev session cannot run.
      if (code === ALREADY_RUNNING_EXIT_CODE) {
        stopAll(1);
        return;
      }
      if (restartQueued) {
        restartQueued = false;
        startBackend();
      } else if (signal !== 'SIGTERM') {
        console.error(`backend exited (${signal ?? `code ${code}`}); it restarts after the next change under backend/src.`);
      }
    },
  });
}

function restartBackend() {
  if (stopping) return;
  if (!backend) {
    startBackend();
    return;
  }
  if (restartQueued) return;
  restartQueued = true;
  backend.kill('SIGTERM'); // a graceful stop: closes the server and the embedded PostgreSQL
}

// A change to the rules rebuilds them; the backend's compiler sees their new declarations and recompiles.
start('rules', [tsc, '--watch', '--preserveWatchOutput', '-p', 'packages/rules'], { onExit: critical('tsc --watch (rules)') });

const compiler = start('tsc', [tsc, '--watch', '--preserveWatchOutput', ...(process.stdout.isTTY ? ['--pretty'] : []), '-p', 'backend/tsconfig.build.json'], {
  pipeStdout: true,
  onExit: critical('tsc --watch'),
});
readline.createInterface({ input: compiler.stdout }).on('line', (line) => {
  console.log(line);
  // eslint-disable-next-line no-control-regex
  if (/Found \d+ errors?\. Watching for file changes\./.test(line.replace(/\x1b\[[0-9;]*m/g, ''))) restartBackend();
});

// Typed documents: codegen runs again when a file with a graphql(`…`) document or schema.graphql
// changes. (graphql-codegen --watch would watch the whole repository, node_modules and .data too.)
const documentFiles = new Set();
const hasDocuments = (file) => {
  try {
    return fs.readFileSync(file, 'utf8').includes('graphql(');
  } catch {
    return false;
  }
};
const frontendSrc = path.join(root, 'frontend/src');
const isDocumentSource = (file) => /\.tsx?$/.test(file) && !file.startsWith(path.join(frontendSrc, 'gql') + path.sep);
for (const entry of fs.readdirSync(frontendSrc, { recursive: true })) {
  const file = path.join(frontendSrc, String(entry));
  if (isDocumentSource(file) && hasDocuments(file)) documentFiles.add(file);
}

let codegenRunning = false;
let codegenQueued = false;
function runCodegen() {
  if (stopping) return;
  if (codegenRunning) {
    codegenQueued = true;
    return;
  }
  codegenRunning = true;
  const output = [];
  const child = start('codegen', [codegen, '--config', 'codegen.ts'], {
    pipeStdout: true,
    onExit: (code) => {
      codegenRunning = false;
      if (code === 0) console.log('codegen: frontend/src/gql is up to date');
      else console.error(`codegen failed:\n${output.join('')}`);
      if (codegenQueued) {
        codegenQueued = false;
        runCodegen();
      }
    },
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
}

let codegenTimer = null;
function codegenSoon() {
  clearTimeout(codegenTimer);
  codegenTimer = setTimeout(runCodegen, 200);
}
fs.watch(frontendSrc, { recursive: true }, (_event, name) => {
  if (!name) return;
  const file = path.join(frontendSrc, name);
  if (!isDocumentSource(file)) return;
  const had = documentFiles.delete(file);
  if (hasDocuments(file)) documentFiles.add(file);
  if (had || documentFiles.has(file)) codegenSoon();
});
fs.watch(root, (_event, name) => {
  if (name === 'schema.graphql') codegenSoon();
});
if (generatedAtStart) console.log('codegen: frontend/src/gql written');
else runCodegen(); // the typed documents may be older than the sources

// The public pages are server-rendered from the builds: keep both up to date while editing.
start('panda cssgen', [panda, 'cssgen', ...PANDA_STYLESHEET, '--watch', '--silent'], {
  cwd: path.join(root, 'frontend'),
  onExit: critical('panda cssgen --watch'),
});
for (const args of [
  ['build', '--watch'],
  ['build', '--ssr', '--watch'],
]) {
  start('vite build', [vite, ...args, '--logLevel', 'warn'], { cwd: path.join(root, 'frontend'), onExit: critical(`vite ${args.join(' ')}`) });
}

// The backend's CSP allows the pages' inline script, the islands' loader, by the hash of the build it
// started with (backend/src/pages/page-renderer.ts): a rebuilt loader (beside the renderer) restarts it.
const loaderFile = path.join(root, 'frontend/dist-server/islands-loader.js');
const readLoader = () => {
  try {
    return fs.readFileSync(loaderFile, 'utf8');
  } catch {
    return null; // not built yet, or being rebuilt
  }
};
let builtLoader = readLoader();
fs.watchFile(loaderFile, { interval: 500 }, () => {
  const text = readLoader();
  if (text === null || text === builtLoader) return;
  builtLoader = text;
  if (backend) restartBackend();
});

start('vite', [vite], {
  cwd: path.join(root, 'frontend'), // where vite.config.ts and its proxy are
  env: { BACKEND_URL: backendUrl },
  onExit: critical('vite'),
});
console.log(
  `Dev: http://localhost:5173 (the admin with hot reload; public pages, /graphql, /api and /uploads from the backend on ${backendUrl}, public pages rebuilt on save: reload the page). Ctrl-C stops.`,
);
