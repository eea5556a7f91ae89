// `npm run lighthouse`: Lighthouse CI (@lhci/cli: several runs per page, the budgets of lighthouserc.json
// as warnings, the reports in lighthouse-reports/) in Debian's Chromium, on /, /projects, one project
// page and their Tamil twins under /ta, of a throwaway server on demo content, then one table of what matters. Not a test and not a CI
// gate: scores move from run to run on a busy machine.
//
// The server is the browser tests' (e2e/support/serve.mjs) in production mode: a fresh database (on
// TEST_DATABASE_URL's server, else a throwaway embedded PostgreSQL) and temporary folders, all removed
// afterwards; the developer's .data/ and site are never touched. What is not built yet is built first.
//
// Settings (environment): LIGHTHOUSE_RUNS (default 2), CHROME_PATH (default /usr/bin/chromium),
// LIGHTHOUSE_PORT (default 4200).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4200);
const origin = `http://127.0.0.1:${port}`;
const reports = path.join(root, 'lighthouse-reports');
const lhci = path.join(root, 'node_modules', '.bin', 'lhci');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args[0]} failed (${result.status ?? result.signal})`);
}

async function waitUntilReady(server) {
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (server.exitCode !== null) throw new Error('The server stopped before it was ready');
    const ready = await fetch(`${origin}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server was not ready within 5 minutes');
}

/** One row per run: the scores and the figures that matter, from the reports lhci kept. */
function table() {
  const manifest = JSON.parse(fs.readFileSync(path.join(reports, 'manifest.json'), 'utf8'));
  const rows = manifest.map(({ url, jsonPath }) => {
    const { categories, audits } = JSON.parse(fs.readFileSync(jsonPath, 'utf8'));
    const score = (name) => Math.round(categories[name].score * 100);
    const scripts = audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    return {
      page: new URL(url).pathname.replace(/[0-9a-f-]{36}$/, '{id}'),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP s': (audits['largest-contentful-paint'].numericValue / 1000).toFixed(2),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: audits['cumulative-layout-shift'].numericValue.toFixed(3),
      'JS kB': ((scripts?.transferSize ?? 0) / 1024).toFixed(1),
    };
  });
  console.table(rows);
}

run(process.execPath, ['scripts/start.mjs', '--build-only']);
const server = spawn(process.execPath, ['e2e/support/serve.mjs'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, E2E_PORT: String(port), SERVE_NODE_ENV: 'production', E2E_LOG_LEVEL: 'warn' },
});
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('SIGINT', stop).on('SIGTERM', stop);
try {
  await waitUntilReady(server);
  const projects = await fetch(`${origin}/api/projects`).then((res) => res.json());
  // And their Tamil twins: their own fonts (the Tamil one from a browser's second page on) and longer words.
  const english = ['/', '/projects', `/projects/${projects.data[0].id}`];
  const pages = [...english, ...english.map((page) => (page === '/' ? '/ta' : `/ta${page}`))];
  // As a site that has been running: each page rendered and its compressed copies made (the server
  // keeps a thoroughly compressed one from a page's second request on), asked for as the browser will.
  for (const page of pages) {
    for (let i = 0; i < 3; i += 1) {
      await fetch(`${origin}${page}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } }).then((res) => res.arrayBuffer());
    }
  }
  const urls = pages.map((page) => `--collect.url=${origin}${page}`);
  fs.rmSync(path.join(root, '.lighthouseci'), { recursive: true, force: true });
  fs.rmSync(reports, { recursive: true, force: true });
  const runs = `--collect.numberOfRuns=${process.env.LIGHTHOUSE_RUNS ?? 2}`;
  const chrome = process.env.CHROME_PATH ? [`--collect.chromePath=${process.env.CHROME_PATH}`] : [];
  // A slower phone than Lighthouse's model (8 here is close to 4 on a slower machine of this kind).
  // (lhci replaces the whole `settings` of lighthouserc.json with one given here: its flags are given again.)
  const slower = process.env.LIGHTHOUSE_CPU_SLOWDOWN
    ? [
        `--collect.settings.throttling.cpuSlowdownMultiplier=${process.env.LIGHTHOUSE_CPU_SLOWDOWN}`,
        '--collect.settings.chromeFlags=--headless --no-sandbox --disable-gpu',
        ...['performance', 'accessibility', 'best-practices', 'seo'].map((category) => `--collect.settings.onlyCategories=${category}`),
      ]
    : [];
  run(lhci, ['collect', ...urls, runs, ...chrome, ...slower]);
  // Budgets are warnings: lhci prints what is over them and goes on.
  run(lhci, ['assert']);
  run(lhci, ['upload']);
  table();
  console.log(`Reports: ${path.relative(root, reports)}/ (HTML and JSON per run)`);
} finally {
  stop();
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
}
