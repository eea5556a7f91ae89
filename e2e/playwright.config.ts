import { defineConfig, devices } from '@playwright/test';

/**
 * Two real servers, each on its own seeded database: the tests that only read run in parallel on the
 * first; the admin's tests that change content run one at a time on the second.
 */
const publicPort = Number(process.env.E2E_PORT ?? 4100);
const adminPort = publicPort + 1;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const server = (port: number) => ({
  command: 'node support/serve.mjs',
  env: { E2E_PORT: String(port) },
  url: `http://127.0.0.1:${port}/readyz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
});

/**
 * Chromium keeps a renderer per browser for its address bar's suggestions (chrome://omnibox-popup), a
 * third of the browsers' work on a two-core machine, though nobody types there headless. Chromium reads
 * only the last --disable-features: Playwright's own list (chromiumSwitches.ts), then those two.
 */
const disabledFeatures = `--disable-features=${[
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay'],
  ...['MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin'],
  ...['OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
  ...['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'],
].join(',')}`;

/** Drives Debian's Chromium (no browser download) against the real server on a seeded test database. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  outputDir: '../test-results',
  use: {
    // CI runs in a folder it deletes afterwards: a trace there is recorded (a fifth of the run's time) for nobody.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        disabledFeatures,
      ],
    },
  },
  // The admin's tests that change content run one at a time on their own server, and first: theirs is
  // the longest chain. Everything else only reads, so it runs in parallel on the public pages' server
  // beside that chain (the admin's read-only screens too: tests/admin/read-only).
  // `*.desktop.spec.ts` runs only on the desktop, `*.phone.spec.ts` only on the phone, `*.a11y.spec.ts`
  // (accessibility) at both widths.
  projects: [
    {
      name: 'admin-desktop',
      testDir: './tests/admin',
      testIgnore: /read-only\//,
      workers: 1,
      use: { ...desktop, baseURL: `http://127.0.0.1:${adminPort}` },
    },
    {
      name: 'admin-read-only-desktop',
      testDir: './tests/admin/read-only',
      testIgnore: /\.phone\.spec\.ts$/,
      fullyParallel: true,
      use: { ...desktop, baseURL: `http://127.0.0.1:${publicPort}` },
    },
    {
      name: 'admin-read-only-phone',
      testDir: './tests/admin/read-only',
      testMatch: /\.(phone|a11y)\.spec\.ts$/,
      fullyParallel: true,
      use: { ...phone, baseURL: `http://127.0.0.1:${publicPort}` },
    },
    {
      name: 'desktop',
      testDir: './tests/public',
      testIgnore: /\.phone\.spec\.ts$/,
      fullyParallel: true,
      use: { ...desktop, baseURL: `http://127.0.0.1:${publicPort}` },
    },
    {
      name: 'phone',
      testDir: './tests/public',
      testIgnore: /\.desktop\.spec\.ts$/,
      fullyParallel: true,
      use: { ...phone, baseURL: `http://127.0.0.1:${publicPort}` },
    },
  ],
  webServer: [server(publicPort), server(adminPort)],
});
