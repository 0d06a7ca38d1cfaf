// Virtual bettors of the mix bench, in a process of their own (forked by mix.bench.mjs, which
// sends it bettors to run and asks for its figures over IPC). Each bettor holds a real-time
// connection (the hub's protocol, with the tokens the web app asks for) subscribed to the language channel, one live
// match's channel and its private channel, browses (lists, a match page, search, My bets), places
// singles and combos on prematch prices at a bettor's pace, and cashes out some of its open bets
// at the offer it was shown. Every HTTP call is timed by kind; a 5xx, a call left unanswered or a
// 4xx other than the refusals a moving market causes is an error of the run.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { record } from './histogram.mjs';

const now = () => performance.timeOrigin + performance.now();
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (min, max) => min + Math.random() * (max - min);

/** Refusals a price or market moving between the read and the call causes (not errors). */
const MARKET_MOVED = new Set([
  'ODDS_CHANGED',
  'MARKET_SUSPENDED',
  'MATCH_NOT_BETTABLE',
  'MATCH_NOT_OPEN',
  'SELECTION_NOT_FOUND',
]);
const CASHOUT_MOVED = new Set(['CASHOUT_VALUE_CHANGED', 'CASHOUT_UNAVAILABLE']);

let config;
let stopping = false;
const bettors = [];
/** What the bettors last read of the catalogue: prematch selections, live matches, names. */
const catalogue = { selections: [], live: [], prematch: [], names: [] };

const freshStats = (step = null) => ({
  step,
  measuring: step !== null,
  ops: {},
  deliveries: {},
  probes: 0,
  feed_updates: 0,
  private_updates: 0,
  bets_placed: 0,
  placements_refused: {},
  cash_outs: 0,
  cash_outs_refused: {},
});
let stats = freshStats();
/**
 * How late this process's own event loop runs while a step is measured: a call's time is taken
 * when its answer is handled, so a busy generator adds its lateness to every figure it reports.
 */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
/** Every error of the run, measured or not (a connection lost while ramping up counts too). */
const errors = { count: 0, samples: [] };

function fail(kind, reason) {
  errors.count += 1;
  if (errors.samples.length < 10) errors.samples.push(`${kind}: ${reason}`);
}

/** One HTTP call, timed under `kind`; its JSON, `{ refused: code }` for an allowed 4xx, or null. */
async function call(kind, path, { body, cookie, allowed } = {}) {
  const started = performance.now();
  let res;
  let text;
  try {
    res = await fetch(`${config.base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'accept-encoding': 'gzip, br',
        'x-app': 'sportsbook',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(config.requestTimeoutMs),
    });
    text = await res.text();
  } catch (error) {
    if (!stopping) fail(kind, `no answer (${error.name}: ${error.message})`);
    return null;
  }
  const ms = performance.now() - started;
  if (stats.measuring) {
    const op = (stats.ops[kind] ??= { histogram: {}, count: 0 });
    record(op.histogram, ms);
    op.count += 1;
  }
  if (res.ok) return JSON.parse(text);
  let code = null;
  try {
    code = JSON.parse(text).code;
  } catch {
    // not JSON: reported below
  }
  if (res.status < 500 && allowed?.has(code)) return { refused: code };
  if (!stopping) fail(kind, `${res.status} ${text.slice(0, 200)}`);
  return null;
}

/** Keeps the selections bettors can pick from a list of upcoming matches. */
function learnPrematch(page) {
  if (!page?.data?.length) return;
  catalogue.prematch = page.data.map((match) => match.id);
  catalogue.names = page.data.flatMap((match) =>
    [match.competitors?.home?.name, match.competitors?.away?.name].filter(Boolean),
  );
  catalogue.selections = page.data.flatMap((match) => {
    const market = match.main_market;
    if (!market || market.status !== 1) return [];
    return market.outcomes
      .filter((outcome) => outcome.odds > 1 && outcome.odds < 5 && outcome.active !== false)
      .map((outcome) => ({
        match_id: match.id,
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
      }));
  });
}

const PREMATCH_LIST = '/api/sb/matches?sport_key=soccer&type=match&match_status=0&limit=50';
const LIVE_LIST = '/api/sb/matches?match_status=1&limit=50';

async function readCatalogue() {
  learnPrematch(await call('list', PREMATCH_LIST));
  const live = await call('live_list', LIVE_LIST);
  if (live?.data) catalogue.live = live.data.map((match) => match.id);
}

class Bettor {
  constructor({ id, cookie }) {
    this.id = id;
    this.cookie = cookie;
    this.timers = new Set();
  }

  async token(path, body) {
    const answer = await call(path.endsWith('token') ? 'ws_token' : 'ws_authorize', path, {
      body,
      cookie: this.cookie,
    });
    if (!answer) throw new Error(`${path} refused`);
    return answer;
  }

  /** A push frame: a probe is timed, anything else counted (parsing only what is timed). */
  onPush(line) {
    if (!stats.measuring) return;
    if (line.includes('"bench_probe"')) {
      const { message } = JSON.parse(line).push.pub.data;
      if (message.step !== stats.step) return;
      stats.probes += 1;
      record(stats.deliveries, now() - message.t);
    } else if (line.startsWith('{"push":{"channel":"$user:')) stats.private_updates += 1;
    else stats.feed_updates += 1;
  }

  /**
   * The connection, with the tokens the web app's worker asks for (connection, then its private
   * channel's), and its subscriptions: the protocol is spoken by hand (JSON lines), so the load
   * generator parses only the probes it times and its own CPU does not cap the figures.
   */
  async connect() {
    const { token } = await this.token('/api/sb/websocket/token', {});
    const own = `$user:${this.id}`;
    const { channels } = await this.token('/api/sb/websocket/authorize', { channels: [own] });
    const ownToken = channels.find((entry) => entry.channel === own).token;
    const commands = [
      { id: 1, connect: { token, name: 'bench-mix' } },
      { id: 2, subscribe: { channel: 'lang:en' } },
      { id: 3, subscribe: { channel: own, token: ownToken } },
    ];
    if (catalogue.live.length > 0)
      commands.push({ id: 4, subscribe: { channel: `match:${pick(catalogue.live)}` } });
    const socket = new WebSocket(config.wsUrl, { perMessageDeflate: false });
    this.socket = socket;
    await new Promise((resolve, reject) => {
      let waiting = commands.length;
      const timer = setTimeout(() => reject(new Error('no answer to connect in 60 s')), 60_000);
      socket.on('message', (data) => {
        for (const line of data.toString().split('\n')) {
          if (line === '{}') socket.send('{}');
          else if (line.startsWith('{"push"')) this.onPush(line);
          else if (line.startsWith('{"id":')) {
            const reply = JSON.parse(line);
            if (reply.error)
              reject(new Error(`command ${reply.id}: ${JSON.stringify(reply.error)}`));
            else if (--waiting === 0) {
              clearTimeout(timer);
              resolve();
            }
          }
        }
      });
      socket.once('open', () => socket.send(commands.map((c) => JSON.stringify(c)).join('\n')));
      socket.on('error', reject);
      socket.on('close', (code, reason) => {
        if (!stopping) fail('connection', `closed: ${code} ${reason}`);
      });
    });
    // Each bettor starts at a random point of its cycle, so they do not act in step.
    this.later(() => this.browse(), between(0, config.browseMaxMs));
    this.later(() => this.bet(), between(0, config.betMaxMs));
  }

  later(action, ms) {
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      if (!stopping) await action();
    }, ms);
    this.timers.add(timer);
  }

  /** A page view, then think time. */
  async browse() {
    const roll = Math.random();
    if (roll < 0.3) learnPrematch(await call('list', PREMATCH_LIST));
    else if (roll < 0.45) await call('live_list', LIVE_LIST);
    else if (roll < 0.7) {
      const id = pick(
        Math.random() < 0.5 && catalogue.live.length ? catalogue.live : catalogue.prematch,
      );
      if (id !== undefined) {
        await Promise.all([
          call('match', `/api/sb/matches/${id}`),
          call('markets', `/api/sb/matches/${id}/markets?limit=500`),
        ]);
      }
    } else if (roll < 0.8) {
      const name = pick(catalogue.names) ?? 'united';
      await call(
        'search',
        `/api/sb/search?q=${encodeURIComponent(name.slice(0, 4).toLowerCase())}`,
      );
    } else await this.myBets();
    this.later(() => this.browse(), between(config.browseMinMs, config.browseMaxMs));
  }

  /** My bets, open ones; some bettors take a cash-out offer they see there. */
  async myBets() {
    const page = await call('my_bets', '/api/sb/bets?filter=open&limit=20', {
      cookie: this.cookie,
    });
    const offered = page?.data?.filter((bet) => bet.to_cashout > 0) ?? [];
    if (offered.length === 0 || Math.random() >= config.cashOutShare) return;
    const bet = pick(offered);
    const answer = await call('cash_out', '/api/sb/bets/cashout', {
      body: { bet_id: bet.id, to_cashout: bet.to_cashout },
      cookie: this.cookie,
      allowed: CASHOUT_MOVED,
    });
    if (!stats.measuring || !answer) return;
    if (answer.refused)
      stats.cash_outs_refused[answer.refused] = (stats.cash_outs_refused[answer.refused] ?? 0) + 1;
    else stats.cash_outs += 1;
  }

  /** A single, or a combo of two or three matches, on prices just read. */
  async bet() {
    const legs = Math.random() < config.comboShare ? 2 + Math.floor(Math.random() * 2) : 1;
    const selections = [];
    for (let tries = 0; selections.length < legs && tries < 20; tries++) {
      const selection = pick(catalogue.selections);
      if (selection && !selections.some((s) => s.match_id === selection.match_id))
        selections.push(selection);
    }
    if (selections.length === legs) {
      const answer = await call('place', '/api/sb/bets', {
        body: {
          meta: { device_id: 'bench-mix' },
          bets: [{ stake: { value: 100, currency: 'EUR' }, selections }],
        },
        cookie: this.cookie,
        allowed: MARKET_MOVED,
      });
      if (stats.measuring && answer?.refused)
        stats.placements_refused[answer.refused] =
          (stats.placements_refused[answer.refused] ?? 0) + 1;
      else if (stats.measuring && answer) stats.bets_placed += answer.data.length;
    }
    this.later(() => this.bet(), between(config.betMinMs, config.betMaxMs));
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.socket?.terminate();
  }
}

/** Opens `list`'s bettors' connections, `batch` at a time. */
async function add(list) {
  let failed = 0;
  for (let i = 0; i < list.length; i += config.connectBatch) {
    const batchStarted = performance.now();
    await Promise.all(
      list.slice(i, i + config.connectBatch).map(async (entry) => {
        const bettor = new Bettor(entry);
        bettors.push(bettor);
        try {
          await bettor.connect();
        } catch (error) {
          failed += 1;
          fail('connect', error.message);
        }
      }),
    );
    if (process.env.BENCH_MIX_DEBUG)
      process.stderr.write(
        `bettors ${i}: batch in ${Math.round(performance.now() - batchStarted)} ms\n`,
      );
  }
  return failed;
}

process.on('message', async (message) => {
  switch (message.type) {
    case 'init':
      config = message.config;
      await readCatalogue();
      if (catalogue.selections.length === 0) fail('init', 'no prematch prices to bet on');
      return process.send({ type: 'ready' });
    case 'add':
      return process.send({ type: 'added', failed: await add(message.bettors) });
    case 'measure':
      stats = freshStats(message.step);
      loopDelay.reset();
      loopDelay.enable();
      return process.send({ type: 'measuring' });
    case 'collect': {
      loopDelay.disable();
      const result = {
        ...stats,
        loop_delay_p99_ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
        bettors: bettors.length,
        errors: errors.count,
        error_samples: errors.samples,
      };
      stats = freshStats();
      return process.send({ type: 'stats', stats: result });
    }
    case 'stop':
      stopping = true;
      for (const bettor of bettors) bettor.stop();
      process.send({ type: 'stopped' });
      return setTimeout(() => process.exit(0), 200);
  }
});
