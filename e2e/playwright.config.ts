import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4100);

/** Drives Debian's Chromium (no browser download) against the real server on a seeded test database. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
      ],
    },
  },
  projects: [
    // `*.desktop.spec.ts` runs only on the desktop, `*.phone.spec.ts` only on the phone.
    // The admin's full cycles run on the desktop; on the phone only its `*.phone.spec.ts` smoke tests
    // and its `*.a11y.spec.ts` accessibility checks (which run at both widths).
    { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    {
      name: 'phone',
      testIgnore: [/\.desktop\.spec\.ts$/, /[\\/]admin[\\/](?!.*\.(phone|a11y)\.spec\.ts$).*\.spec\.ts$/],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    command: 'node support/serve.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
