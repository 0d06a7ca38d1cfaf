// scratch: trace of the first tap (not committed)
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { sleep, startProduct, WEB } from './lib/product.mjs';
const RUNS = Number(process.env.RUNS ?? 3);
const PRICES = '#main button[aria-pressed="false"]:not([disabled])';
const STAKE = '#betslip input[inputmode="decimal"]';
function probe(stakeSelector) {
  const state = { armed: false, start: null, shown: null };
  globalThis.__tap = state;
  globalThis.__armTap = () => Object.assign(state, { armed: true, start: null, shown: null });
  document.addEventListener('pointerdown', (e) => { if (state.armed && state.start === null) { state.start = e.timeStamp; performance.mark('tapdown'); } }, true);
  const check = () => {
    if (!state.armed || state.start === null || state.shown !== null) return;
    const input = document.querySelector(stakeSelector);
    if (!input || input.getClientRects().length === 0) return;
    state.shown = -1;
    requestAnimationFrame(() => { state.shown = performance.now(); performance.mark('tapshown'); state.armed = false; });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}
const stop = await startProduct();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const out = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(probe, STAKE);
    const reqs = [];
    page.on('requestfinished', (r) => reqs.push({ url: r.url(), t: Date.now() }));
    await page.goto(`${WEB}/sports/soccer`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.body.dataset.page === 'soccer', null, { timeout: 60000 });
    await sleep(500);
    const price = await page.locator(PRICES).nth(1).elementHandle();
    await price.hover();
    await sleep(100);
    await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
    if (process.env.TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.compile', 'v8'] });
    const tTap = Date.now();
    await page.evaluate(() => globalThis.__armTap());
    await price.click();
    await page.waitForFunction(() => globalThis.__tap.shown > 0, null, { timeout: 15000 });
    const ms = await page.evaluate(() => Math.round(globalThis.__tap.shown - globalThis.__tap.start));
    await sleep(300);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/h7-trace/prof${run}.json`, JSON.stringify(profile));
    if (process.env.TRACE) { const buf = await browser.stopTracing();
    writeFileSync(`/tmp/h7-trace/run${run}.json`, buf); }
    out.push({ ms, lateReqs: reqs.filter((r) => r.t > tTap - 50).map((r) => r.url.split('/').pop()) });
    await context.close();
  }
} finally { await browser.close(); await stop(); }
console.log(JSON.stringify(out, null, 1));
