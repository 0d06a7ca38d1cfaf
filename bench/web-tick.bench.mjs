// The cost of a live tick on a busy page, in two phases, each in Debian Chromium at desktop size
// against the production build, while price changes arrive through the hub as the feed publishes
// them:
// - list: the soccer list (200 matches, main and secondary markets: about 1,000 prices on screen),
//   markets_changed on the page's language channel, one message per match (20 matches × 5 prices);
// - match: a soccer match page with its whole market list (at least 40 markets; fewer fails the
//   phase), markets_changed on the match's channel, one message per tick as the feed sends a
//   match's moved markets.
//
// Subject: ticks of 100 changed prices. Baseline: the same ticks carrying the prices unchanged
// (delivered, parsed and compared, nothing to draw), in the same run. Also
// shown: the page left alone for as long (what the page costs between ticks, no tick's doing).
// Measured per tick: React components rendered (counted from React's commit hook, in a run of
// its own) and main-thread time at 4× CPU throttling (Chrome's TaskDuration). The page load's
// garbage is collected once, before any run, and the runs start after V8 has finished the
// memory-reducing collections that a full collection sets off some seconds later (they would
// otherwise land in the first run's window); each run then pays for its own garbage and for
// whatever the run before left to collect, as a page left open would.
//
// Targets, per phase: components rendered ≤ changed prices + 10; main-thread time ≤ 6 ms; the
// match page at least 40 markets. A figure that is missing or misses its target fails the bench.
// Env: BENCH_TICKS (20), BENCH_TRACE (a trace file of the list's measured run), CHROMIUM_PATH.
import { chromium } from 'playwright-core';
import { API, sleep, startProduct, WEB } from './lib/product.mjs';
import { report } from './lib/verdict.mjs';

const TICKS = Number(process.env.BENCH_TICKS ?? 20);
const CHANGED = 100;
const SETTLE_AFTER_GC_MS = 15_000;
const MATCHES_PER_TICK = 20;
const API_KEY = 'bench-tick-realtime-key';
const TARGETS = { components_per_tick: CHANGED + 10, main_thread_ms: 6, match_markets: 40 };

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

/** The list's markets, as the list call returns them. */
async function listMarkets() {
  const list = await (
    await fetch(
      `${API}/api/sb/matches?sport_key=soccer&match_status=0,1&type=match&limit=200&sort_by=priority`,
    )
  ).json();
  return list.data
    .filter((m) => m.status === 0 && m.main_market && m.secondary_market)
    .map((m) => ({ matchId: m.id, markets: [m.main_market, m.secondary_market] }));
}

/** The upcoming soccer match with the most markets, its page and its whole market list. */
async function deepestMatch() {
  const list = await (
    await fetch(`${API}/api/sb/matches?sport_key=soccer&type=match&match_status=0&limit=20`)
  ).json();
  let best = null;
  for (const match of list.data) {
    const answer = await (
      await fetch(`${API}/api/sb/matches/${match.id}/markets?limit=500`)
    ).json();
    const markets = answer.data.filter((market) => market.status >= 0);
    if (!best || markets.length > best.markets.length) best = { match, markets };
  }
  if (!best) throw new Error('no upcoming soccer match to open');
  return {
    matchId: best.match.id,
    path: `/sports/${best.match.tournament.sport.key}/${best.match.slug}`,
    markets: best.markets,
  };
}

function publish(channel, matchId, markets) {
  return fetch(`${API}/api/realtime/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({
      channel,
      data: { event_name: 'markets_changed', message: { match_id: matchId, markets } },
    }),
  });
}

/** An outcome with its price moved by `factor`. */
const moved = (outcome, factor) => ({
  ...outcome,
  odds: Number(Math.max(1.01, outcome.odds * factor).toFixed(2)),
});

/** A list tick: 20 matches' main and secondary markets, every price moved (or not). */
function listTicker(matches) {
  return (index, move) => {
    const chosen = Array.from(
      { length: MATCHES_PER_TICK },
      (_, i) => matches[(index * MATCHES_PER_TICK + i) % matches.length],
    );
    return Promise.all(
      chosen.map((entry) => {
        entry.step = (entry.step ?? 0) + (move ? 1 : 0);
        const factor = entry.step % 2 ? 1.03 : 1;
        return publish(
          'lang:en',
          entry.matchId,
          entry.markets.map((market) => ({
            ...market,
            outcomes: market.outcomes.map((o) => moved(o, factor)),
          })),
        );
      }),
    );
  };
}

/**
 * A match tick: 100 of the match's prices moved (or not), taken market by market from a point that
 * walks the list, in one message on the match's channel.
 */
function matchTicker({ matchId, markets }) {
  const keyOf = (market, outcome) => `${market.id}|${market.specifier}|${outcome.id}`;
  const keys = markets.flatMap((market) => market.outcomes.map((o) => keyOf(market, o)));
  /** Each price's moves so far: an odd count shows it 3 % up, an even one as it was. */
  const steps = new Map();
  return (index, move) => {
    const chosen = new Set(
      Array.from(
        { length: Math.min(CHANGED, keys.length) },
        (_, i) => keys[(index * 37 + i) % keys.length],
      ),
    );
    if (move) for (const key of chosen) steps.set(key, (steps.get(key) ?? 0) + 1);
    const touched = markets
      .filter((market) => market.outcomes.some((o) => chosen.has(keyOf(market, o))))
      .map((market) => ({
        ...market,
        outcomes: market.outcomes.map((o) =>
          moved(o, (steps.get(keyOf(market, o)) ?? 0) % 2 ? 1.03 : 1),
        ),
      }));
    return publish(`match:${matchId}`, matchId, touched);
  };
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
async function run(page, cdp, ticker, kind, counting) {
  await sleep(3000);
  await page.evaluate((on) => {
    if (on) globalThis.__renderCounter.start();
    else globalThis.__renderCounter.counting = false;
  }, counting);
  const before = await mainThread(cdp);
  for (let i = 0; i < TICKS; i++) {
    if (kind !== 'none') await ticker(i, kind === 'move');
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

/** One phase: the page opened, its prices counted, then the counted, idle, baseline and subject runs. */
async function phase(browser, path, ticker, trace) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(installRenderCounter);
  const page = await context.newPage();
  try {
    await page.goto(`${WEB}${path}`);
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
    const counted = await run(page, cdp, ticker, 'move', true);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const idle = await run(page, cdp, ticker, 'none', false);
    const baseline = await run(page, cdp, ticker, 'same', false);
    if (trace) await browser.startTracing(page, { path: trace });
    const subject = await run(page, cdp, ticker, 'move', false);
    if (trace) await browser.stopTracing();
    return {
      page: `${path} (1440×900, production build)`,
      prices_on_screen: onScreen,
      components_per_tick: counted.components_per_tick,
      idle: { name: 'no ticks (the page left alone as long), 4× throttling', ...idle },
      baseline: { name: 'ticks with unchanged prices, 4× throttling', ...baseline },
      subject: { name: `ticks of ${CHANGED} changed prices, 4× throttling`, ...subject },
      ratio_main_thread_to_baseline: Number(
        (subject.main_thread_ms_per_tick / baseline.main_thread_ms_per_tick).toFixed(3),
      ),
    };
  } finally {
    await context.close();
  }
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
const phases = {};
const errors = [];
try {
  try {
    phases.list = await phase(
      browser,
      '/sports/soccer',
      listTicker(await listMarkets()),
      process.env.BENCH_TRACE,
    );
  } catch (error) {
    errors.push(`list: ${error.message}`);
  }
  try {
    const match = await deepestMatch();
    phases.match = {
      markets: match.markets.length,
      ...(await phase(browser, match.path, matchTicker(match))),
    };
  } catch (error) {
    errors.push(`match: ${error.message}`);
  }
} finally {
  await browser.close();
  await stop();
}
const checks = ['list', 'match'].flatMap((name) => [
  {
    name: `${name}.components_per_tick`,
    value: phases[name]?.components_per_tick,
    target: TARGETS.components_per_tick,
    at: 'most',
  },
  {
    name: `${name}.main_thread_ms`,
    value: phases[name]?.subject.main_thread_ms_per_tick,
    target: TARGETS.main_thread_ms,
    at: 'most',
  },
]);
checks.push({
  name: 'match.markets',
  value: phases.match?.markets,
  target: TARGETS.match_markets,
  at: 'least',
});
report(
  { benchmark: 'web-tick', changed_per_tick: CHANGED, ticks: TICKS, ...phases, errors },
  checks,
);
if (errors.length > 0) {
  console.error(`web-tick: could not measure\n  ${errors.join('\n  ')}`);
  process.exitCode = 1;
}
