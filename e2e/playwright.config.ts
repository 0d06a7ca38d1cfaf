import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { REALTIME_API_KEY } from './tests/helpers';

const root = path.resolve(import.meta.dirname, '..');
// The suite's product listens on 3000/4000 unless E2E_WEB_PORT/E2E_API_PORT say otherwise.
const webPort = process.env.E2E_WEB_PORT ?? '3000';
const apiPort = process.env.E2E_API_PORT ?? '4000';
const baseURL = `http://localhost:${webPort}`;

const chromium = {
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
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The machines are shared: a test's steps may wait twice as long as on a quiet one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // A trace records every step's page and screenshots: about a quarter of the suite's time on
    // two cores. E2E_TRACE=1 keeps one per failed test, for a failure to look into.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      // Every test runs at desktop size; the phone repeats those whose subject the phone layout
      // changes (the slip's sheet, the header's menus, dialogs, lists, pages' accessibility),
      // tagged @phone. The others would run the same code again at another width.
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
      },
    },
  ],
  webServer: {
    // The product as a user starts it, on a data directory emptied first: every run starts from
    // the seeded players and a fresh catalogue, as CI's fresh clone does.
    command: `node -e "require('fs').rmSync('e2e/.data',{recursive:true,force:true})" && node scripts/start.mjs`,
    cwd: root,
    url: `${baseURL}/sports`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Development routes: the e-mail outbox (tokens) and playing a live match to its end.
    env: {
      DATA_DIR: path.join(root, 'e2e/.data'),
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: '1',
      DEV_FEED_CONTROL: '1',
      // The simulated provider outages pause betting at random moments: a betting test would
      // fail for the feed's sake, not the product's (outages have API tests of their own).
      FEED_OUTAGES: 'false',
      // Every test signs in: the per-client sign-in limit would throttle the suite, not a user.
      AUTH_RATE_LIMIT_MAX: '1000',
      // The tests stand where a CDN would: their country headers (X-Country) are believed, as
      // Cloudflare's are in production. security.spec.ts starts a web server that trusts nobody.
      WEB_TRUST_PROXY: 'loopback',
      // Tests publish through the real-time server API (on the API port) with this key; the
      // token secret is left to the product, which generates it into DATA_DIR.
      REALTIME_API_KEY,
      // Most tests sign in as the one demo player: the per-account limit would throttle them too.
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000',
      WEB_PORT: webPort,
      API_PORT: apiPort,
      PUBLIC_WEB_URL: `${baseURL}/sports`,
    },
  },
});
