import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3100);

const WALKS = /(page-widths-and-axe|crawl)\.spec\.ts$/;

// Real Chromium from the system (Debian's package here); Playwright never downloads a browser.
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    locale: 'zh-CN',
  },
  projects: [
    // The walks read every listed page and change nothing: they run beside the rest, in a second worker
    // beside the rest: on a 2-core machine the suite is waiting, not computing, most of its time.
    { name: 'walks', testMatch: WALKS, workers: 1, use: browser },
    // Everything else shares the seeded data and changes it: one file after another.
    { name: 'chromium', testIgnore: WALKS, workers: 1, use: browser },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://localhost:${port}/index.html`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
