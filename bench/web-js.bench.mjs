// First-load JavaScript of the production build: every script a fresh visit to a page downloads
// until the page is loaded and idle, compressed with brotli (quality 11, as a CDN serves it).
// Baseline: the same measure for the app's plainest page (/sports/about: the shell and a text
// page), so the ratio shows what a page adds on top of the shell.
//
// Target: ≤ 150 KB brotli for home, live and a match page.
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { matchPath, sleep, startProduct, WEB } from './lib/product.mjs';

const TARGET_KB = 150;
const brotli = (body) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function firstLoadJs(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), { raw: body.length, brotli: brotli(body) });
  });
  await page.goto(`${WEB}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await sleep(1000);
  await context.close();
  const sum = (key) => [...scripts.values()].reduce((total, s) => total + s[key], 0);
  return {
    path,
    scripts: scripts.size,
    raw_kb: Math.round(sum('raw') / 1024),
    brotli_kb: Number((sum('brotli') / 1024).toFixed(1)),
  };
}

const stop = await startProduct();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const baseline = await firstLoadJs(browser, '/sports/about');
  const routes = { home: '/sports', live: '/sports/live', match: await matchPath() };
  const results = {};
  for (const [name, path] of Object.entries(routes)) {
    const measured = await firstLoadJs(browser, path);
    results[name] = {
      ...measured,
      ratio_to_baseline: Number((measured.brotli_kb / baseline.brotli_kb).toFixed(3)),
      meets_target: measured.brotli_kb <= TARGET_KB,
    };
  }
  console.log(
    JSON.stringify({ benchmark: 'web-js', target_kb: TARGET_KB, baseline, results }, null, 2),
  );
} finally {
  await browser.close();
  await stop();
}
