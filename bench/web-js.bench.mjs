// First-load JavaScript of the production build, compressed with brotli (quality 11, as a CDN
// serves it): the scripts the page's HTML loads (what Next.js calls First Load JS; the nomodule
// polyfills modern browsers skip are left out) and the chunks its server-components payload names
// (the client components of the first render, error and not-found boundaries included: React
// loads them before it hydrates; a webpack build names the layout's and page's code only there),
// and apart from them the chunks the page imports on demand once it runs, until it is idle
// (dialogs, the real-time client, my bets).
// Baseline: the same measure for the app's plainest page (/sports/about: the shell and a text
// page), so the ratio shows what a page adds on top of the shell.
//
// Target: ≤ 120 KB brotli for home, live and a match page. Fails (exit 1) when a page misses it or
// could not be measured (no script of the page's HTML was received).
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { matchPath, sleep, startProduct, WEB } from './lib/product.mjs';

const TARGET_KB = 120;
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
  const document = await page.goto(`${WEB}${path}`, { waitUntil: 'load' });
  const html = await document.text();
  await page.waitForLoadState('networkidle');
  await sleep(1000);
  await context.close();
  // <script src="…"> tags of the document itself, without nomodule ones, and every chunk the
  // inlined server-components payload names (`self.__next_f.push(…)`, its quotes escaped).
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
  const nomodule = new Set(
    tags
      .filter((attributes) => /\bnomodule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1]),
  );
  const sources = tags.map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1]);
  // The payload names a chunk by its path under the build's static folder (webpack) or by its
  // URL (Turbopack).
  const assets = sources
    .find((src) => src?.includes('/_next/'))
    ?.replace(/\/_next\/.*$/, '/_next/');
  const named = [
    ...sources,
    ...[...html.matchAll(/[^"\\\s,[]*static\/chunks\/[^"\\\s?]+\.js(?:\?[^"\\\s]*)?/g)].map(
      ([src]) => (src.startsWith('static/') ? `${assets}${src}` : src),
    ),
  ];
  const firstLoad = new Set(
    named.filter((src) => src && !nomodule.has(src)).map((src) => new URL(src, WEB).href),
  );
  const sum = (entries, key) => entries.reduce((total, [, s]) => total + s[key], 0);
  const first = [...scripts].filter(([url]) => firstLoad.has(url));
  const later = [...scripts].filter(([url]) => !firstLoad.has(url));
  if (first.length === 0 || first.length < firstLoad.size)
    throw new Error(
      `${path}: ${first.length} of the ${firstLoad.size} scripts its HTML names received`,
    );
  return {
    path,
    scripts: first.length,
    raw_kb: Math.round(sum(first, 'raw') / 1024),
    brotli_kb: Number((sum(first, 'brotli') / 1024).toFixed(1)),
    on_demand_scripts: later.length,
    on_demand_brotli_kb: Number((sum(later, 'brotli') / 1024).toFixed(1)),
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
  const meets = Object.values(results).every((result) => result.meets_target);
  console.log(
    JSON.stringify(
      { benchmark: 'web-js', target_kb: TARGET_KB, baseline, results, meets },
      null,
      2,
    ),
  );
  if (!meets) {
    const missed = Object.entries(results).filter(([, result]) => !result.meets_target);
    console.error(
      `web-js: above ${TARGET_KB} KB on ${missed.map(([name, r]) => `${name} (${r.brotli_kb} KB)`).join(', ')}`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`web-js: could not measure (${error.message})`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await stop();
}
