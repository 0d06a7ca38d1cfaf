// Fault-test players: sign-up, deposits and bets through the HTTP API, and the open selections
// they bet on, read from the database the feed leader flushes to.
import { randomBytes } from 'node:crypto';
import { sleep, waitFor, type FaultDatabase } from './harness';

export class Player {
  cookie: string | null = null;
  id = '';

  constructor(readonly api: { url: string }) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.api.url}${url}`, {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'x-app': 'sportsbook' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: `player_session=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = res.headers
      .getSetCookie()
      .map((c) => /^player_session=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    if (session !== undefined) this.cookie = session || null;
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
}

/** Signs a new player up (EUR) and deposits `deposit` minor units. */
export async function newPlayer(api: { url: string }, deposit = 100_000): Promise<Player> {
  const player = new Player(api);
  const email = `fault-${randomBytes(6).toString('hex')}@example.com`;
  const res = await player.post('/api/platform/users', {
    user: { email, password: 'correct horse battery', currency: 'EUR', country: 'DE' },
  });
  if (res.status !== 201)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  player.id = res.json.id;
  // The demo cashier holds deposits above 5,000.00 for review: pay larger sums in parts.
  for (let left = deposit; left > 0; left -= 400_000) {
    const paid = await player.post('/api/platform/player/deposits', {
      amount: Math.min(left, 400_000),
      currency: 'EUR',
    });
    if (paid.status !== 200 || paid.json?.result !== 'success') {
      throw new Error(`deposit not credited: ${paid.status} ${JSON.stringify(paid.json)}`);
    }
  }
  return player;
}

// ---------------------------------------------------------------------------------------------
// Catalogue helpers (read from the database the leader flushes to)

export interface OpenSelection {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: number;
}

/** A live football match whose 1X2 market is open, the one that started last (furthest from its end). */
export async function liveMatch(database: FaultDatabase, exclude: number[] = []): Promise<number> {
  return waitFor('a live football match with an open 1X2 market', async () => {
    const outcomes = await liveMatchOutcomes(database, exclude);
    return outcomes[0]?.matchId;
  });
}

/** The active 1X2 outcomes of the live football match that started last; empty when none. */
export async function liveMatchOutcomes(
  database: FaultDatabase,
  exclude: number[] = [],
): Promise<OpenSelection[]> {
  const rows = await database.query<{ id: number }>(
    `select m.id from matches m join markets k on k.match_id = m.id
     join tournaments t on t.id = m.tournament_id
     where m.status = 1 and m.type = 'match' and t.sport_id = 1 and k.market_id = 1
       and k.specifier = '' and k.status = 1 and not (m.id = any($1::int[]))
     order by m.start_time desc limit 1`,
    [exclude],
  );
  return rows[0] ? matchOutcomes(database, rows[0].id) : [];
}

/** The active outcomes of a match's open 1X2 market as the database holds them now. */
async function matchOutcomes(database: FaultDatabase, matchId: number): Promise<OpenSelection[]> {
  const rows = await database.query<{
    outcomes: { id: string; odds: number; active: boolean }[];
  }>(
    `select outcomes from markets where match_id = $1 and market_id = 1 and specifier = ''
       and status = 1`,
    [matchId],
  );
  return (rows[0]?.outcomes ?? [])
    .filter((o) => o.active)
    .map((o) => ({ matchId, marketId: 1, specifier: '', outcomeId: o.id, odds: o.odds }));
}

/**
 * Places `count` single bets of `stake` on a match's 1X2 outcomes (round robin), up to 20 per
 * request, each request under its own idempotency key and sent twice (the replay places
 * nothing). A request refused because the price moved or the market paused is sent again with
 * the current prices. Returns the bet ids.
 */
export async function placeSingles(
  player: Player,
  database: FaultDatabase,
  matchId: number,
  count: number,
  stake = 100,
): Promise<number[]> {
  const ids: number[] = [];
  while (ids.length < count) {
    const n = Math.min(20, count - ids.length);
    const key = `fault-${randomBytes(8).toString('hex')}`;
    let body: unknown;
    let res: Awaited<ReturnType<Player['post']>> | undefined;
    for (let attempt = 0; attempt < 200 && !res; attempt++) {
      const outcomes = await matchOutcomes(database, matchId);
      if (outcomes.length > 0) {
        body = {
          meta: { device_id: 'fault-suite' },
          bets: Array.from({ length: n }, (_, i) => {
            const o = outcomes[(ids.length + i) % outcomes.length]!;
            return {
              stake: { value: stake, currency: 'EUR' },
              selections: [
                {
                  match_id: o.matchId,
                  market_id: o.marketId,
                  specifier: o.specifier,
                  outcome_id: o.outcomeId,
                  odds: o.odds / 10_000,
                },
              ],
            };
          }),
        };
        const placed = await player.post('/api/sb/bets', body, { 'idempotency-key': key });
        if (placed.status === 201) res = placed;
        else if (placed.status !== 422) {
          throw new Error(`placement answered ${placed.status}: ${JSON.stringify(placed.json)}`);
        }
      }
      if (!res) await sleep(300);
    }
    if (!res) throw new Error(`bets on match ${matchId} kept being refused`);
    const replay = await player.post('/api/sb/bets', body, { 'idempotency-key': key });
    if (replay.status !== 201) throw new Error(`replay answered ${replay.status}`);
    ids.push(...(res.json.data as { id: string }[]).map((b) => Number(b.id)));
  }
  return ids;
}
