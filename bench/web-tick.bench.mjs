// The cost of a live tick on a busy page: the soccer list of the production build at desktop size
// (200 matches, main and secondary markets: about 1,000 prices on screen) in Debian Chromium,
// while price changes arrive through the hub as the feed publishes them (markets_changed on the
// page's language channel, one message per match).
//
// Subject: ticks of 100 changed prices (20 matches × 5 prices). Baseline: the same ticks carrying
// the prices unchanged (delivered, parsed and compared, nothing to draw), in the same run. Also
// shown: the page left alone for as long (what the page costs between ticks, no tick's doing).
// Measured per tick: React components rendered (counted from React's commit hook, in a run of
// its own) and main-thread time at 4× CPU throttling (Chrome's TaskDuration). The page load's
// garbage is collected once, before any run, and the runs start after V8 has finished the
// memory-reducing collections that a full collection sets off some seconds later (they would
// otherwise land in the first run's window); each run then pays for its own garbage and for
// whatever the run before left to collect, as a page left open would.
//
// Targets: components rendered ≤ changed prices + 10; main-thread time ≤ 16 ms.
// Env: BENCH_TICKS (20), CHROMIUM_PATH.
import { chromium } from 'playwright-core';
import { API, sleep, startProduct, WEB } from './lib/product.mjs';

const TICKS = Number(process.env.BENCH_TICKS ?? 20);
const CHANGED = 100;
const SETTLE_AFTER_GC_MS = 15_000;
const MATCHES_PER_TICK = 20;
const API_KEY = 'bench-tick-realtime-key';
const TARGETS = { components_per_tick: CHANGED + 10, main_thread_ms: 16 };

/** Counts components React rendered, from the commit hook the developer tools use. */
function installRenderCounter() {
  const PERFORMED_WORK = 1;
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  let previous = new Set();
  let lastRoot = null;
  const treeOf = (root) => {
    const fibers = new Set();
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop();
      fibers.add(fiber);
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    return fibers;
  };
  const state = {
    counting: false,
    rendered: 0,
    /** Starts counting from the tree as it stands. */
    start() {
      previous = lastRoot ? treeOf(lastRoot) : new Set();
      this.rendered = 0;
      this.counting = true;
    },
  };
  globalThis.__renderCounter = state;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    // A fiber rendered in this commit if it was not in the last committed tree (bailed-out
    // subtrees keep their fiber objects) and it did work (or is new).
    onCommitFiberRoot(_id, root) {
      lastRoot = root;
      if (!state.counting) return;
      const seen = treeOf(root);
      for (const fiber of seen) {
        if (
          COMPONENT_TAGS.has(fiber.tag) &&
          !previous.has(fiber) &&
          (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0)
        ) {
          state.rendered += 1;
        }
      }
      previous = seen;
    },
  };
}

/** The markets the page shows, as the list call returns them. */
async function pageMarkets() {
  const list = await (
    await fetch(
      `${API}/api/sb/matches?sport_key=soccer&match_status=0,1&type=match&limit=200&sort_by=priority`,
    )
  ).json();
  return list.data
    .filter((m) => m.status === 0 && m.main_market && m.secondary_market)
    .map((m) => ({ matchId: m.id, markets: [m.main_market, m.secondary_market] }));
}

function publish(matchId, markets) {
  return fetch(`${API}/api/realtime/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({
      channel: 'lang:en',
      data: { event_name: 'markets_changed', message: { match_id: matchId, markets } },
    }),
  });
}

/** One tick: 20 matches' main and secondary markets, every price moved (or not). */
async function tick(matches, index, move) {
  const chosen = Array.from(
    { length: MATCHES_PER_TICK },
    (_, i) => matches[(index * MATCHES_PER_TICK + i) % matches.length],
  );
  await Promise.all(
    chosen.map((entry) => {
      entry.step = (entry.step ?? 0) + (move ? 1 : 0);
      const factor = entry.step % 2 ? 1.03 : 1;
      const markets = entry.markets.map((market) => ({
        ...market,
        outcomes: market.outcomes.map((o) => ({
          ...o,
          odds: Number(Math.max(1.01, o.odds * factor).toFixed(2)),
        })),
      }));
      return publish(entry.matchId, markets);
    }),
  );
}

const METRICS = {
  TaskDuration: 'main_thread',
  ScriptDuration: 'script',
  RecalcStyleDuration: 'style',
  LayoutDuration: 'layout',
};

/** Chrome's cumulative main-thread seconds: all tasks, and script, style and layout within. */
async function mainThread(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.filter((m) => m.name in METRICS).map((m) => [m.name, m.value]));
}

/**
 * One measured run of TICKS ticks, 700 ms apart: `move` publishes moved prices, `same` the same
 * prices, `none` nothing (the page left alone for as long). It starts once the flashes of the run
 * before have faded (two seconds).
 */
async function run(page, cdp, matches, kind, counting) {
  await sleep(3000);
  await page.evaluate((on) => {
    if (on) globalThis.__renderCounter.start();
    else globalThis.__renderCounter.counting = false;
  }, counting);
  const before = await mainThread(cdp);
  for (let i = 0; i < TICKS; i++) {
    if (kind !== 'none') await tick(matches, i, kind === 'move');
    await sleep(700);
  }
  const after = await mainThread(cdp);
  const rendered = await page.evaluate(() => globalThis.__renderCounter.rendered);
  const perTick = (name) => Number((((after[name] - before[name]) * 1000) / TICKS).toFixed(1));
  return {
    components_per_tick: counting ? Number((rendered / TICKS).toFixed(1)) : null,
    main_thread_ms_per_tick: perTick('TaskDuration'),
    of_which_ms: {
      script: perTick('ScriptDuration'),
      style: perTick('RecalcStyleDuration'),
      layout: perTick('LayoutDuration'),
    },
  };
}

const stop = await startProduct({
  REALTIME_API_KEY: API_KEY,
  // Enough fixtures that soccer fills its 200-match page; the feed's own ticks slowed so only
  // the measured ticks move prices.
  FEED_HORIZON_DAYS: '12',
  FEED_TICK_MS: '60000',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const matches = await pageMarkets();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(installRenderCounter);
  const page = await context.newPage();
  await page.goto(`${WEB}/sports/soccer`);
  const prices = page.getByRole('button', { name: /, odds / });
  await prices.first().waitFor();
  await sleep(3000);
  const onScreen = await prices.count();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  // The load's garbage, collected now; V8's memory reducer follows a full collection with up to
  // three more about eight seconds later, which a run must not start before.
  await cdp.send('HeapProfiler.collectGarbage');
  await sleep(SETTLE_AFTER_GC_MS);

  // Components: counted without throttling (the count does not depend on speed).
  const counted = await run(page, cdp, matches, 'move', true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const idle = await run(page, cdp, matches, 'none', false);
  const baseline = await run(page, cdp, matches, 'same', false);
  if (process.env.BENCH_TRACE) await browser.startTracing(page, { path: process.env.BENCH_TRACE });
  const subject = await run(page, cdp, matches, 'move', false);
  if (process.env.BENCH_TRACE) await browser.stopTracing();
  const ratio = Number(
    (subject.main_thread_ms_per_tick / baseline.main_thread_ms_per_tick).toFixed(3),
  );
  console.log(
    JSON.stringify(
      {
        benchmark: 'web-tick',
        page: '/sports/soccer (1440×900, production build)',
        prices_on_screen: onScreen,
        changed_per_tick: CHANGED,
        ticks: TICKS,
        components_per_tick: counted.components_per_tick,
        idle: { name: 'no ticks (the page left alone as long), 4× throttling', ...idle },
        baseline: { name: 'ticks with unchanged prices, 4× throttling', ...baseline },
        subject: { name: `ticks of ${CHANGED} changed prices, 4× throttling`, ...subject },
        ratio_main_thread_to_baseline: ratio,
        targets: TARGETS,
        meets: {
          components: counted.components_per_tick <= TARGETS.components_per_tick,
          main_thread: subject.main_thread_ms_per_tick <= TARGETS.main_thread_ms,
        },
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await stop();
}
