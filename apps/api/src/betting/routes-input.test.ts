import {
  multiplyOdds,
  oddsToDecimal,
  type OddsInt,
  MARKET_STATUS,
  MATCH_STATUS,
} from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betPlacements, bets as betsTable } from './schema';
import type { MatchRecord, OutcomeRecord } from '../catalogue/records';
import { buildFeedTestApp, type FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { buildTestApp, type TestApp } from '../../test/helper';
import { APP_HEADER, signUp, type Client } from '../../test/platform';

type Sel = {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
};

describe.each(databaseKinds)('bet requests the API refuses as bad input on %s', (kind) => {
  let t: FeedTestApp;
  let alice: Client;
  let aliceId: string;

  const prematch = () =>
    [...t.app.catalogue.store.matches.values()].filter(
      (m) =>
        m.status === MATCH_STATUS.prematch &&
        m.type === 'match' &&
        m.home &&
        [...m.markets.values()].some((k) => k.status === MARKET_STATUS.allowed),
    );
  /** Every open outcome of a match, with what a selection of it sends. */
  const outcomes = (match: MatchRecord) =>
    [...match.markets.values()]
      .filter((market) => market.status === MARKET_STATUS.allowed)
      .flatMap((market) =>
        market.outcomes
          .filter((o) => o.active)
          .map((outcome) => ({
            outcome,
            selection: {
              match_id: match.id,
              market_id: market.marketId,
              specifier: market.specifier,
              outcome_id: outcome.id,
              odds: oddsToDecimal(outcome.odds),
            } satisfies Sel,
          })),
      );
  const bet = (selections: Sel[], stake = 1_000, extra: Record<string, unknown> = {}) => ({
    stake: { value: stake, currency: 'EUR' },
    selections,
    ...extra,
  });
  const place = (bets: unknown[], headers: Record<string, string> = {}, meta = {}) =>
    alice.post(
      '/api/sb/bets',
      { meta: { device_id: 'device-1', locale: 'en', ...meta }, bets },
      headers,
    );
  const balance = async () => {
    const res = await alice.get('/api/platform/player/accounts?compatibility=false');
    return (res.json() as Array<{ currency: string; balance: number }>).find(
      (a) => a.currency === 'EUR',
    )!.balance;
  };

  beforeAll(async () => {
    t = await buildFeedTestApp(kind, { AUTH_RATE_LIMIT_MAX: '10000', SEED_DEMO_PLAYERS: 'false' });
    const signed = await signUp(t.app);
    alice = signed.client;
    aliceId = signed.profile.id;
    await alice.post('/api/platform/player/deposits', { amount: 100_000, currency: 'EUR' });
  }, 60_000);
  afterAll(() => t.close());

  it('an over-range bet id answers 400, not a database error', async () => {
    for (const betId of ['99999999999999999999', '9223372036854775808', '9007199254740993']) {
      const res = await alice.post('/api/sb/bets/cashout', { bet_id: betId, to_cashout: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'error.validation.invalid_request',
        data: { issues: [{ parameter: 'bet_id', location: 'body' }] },
      });
    }
    // The furthest page there can be is an empty page, not an overflow.
    const far = await alice.get(`/api/sb/bets?page=${Number.MAX_SAFE_INTEGER}&limit=500`);
    expect(far.statusCode).toBe(200);
    expect(far.json().data).toEqual([]);
    // A well-formed id of no bet of the player is still a 404.
    const unknown = await alice.post('/api/sb/bets/cashout', {
      bet_id: '123456789',
      to_cashout: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a NUL byte in a bet answers 400', async () => {
    const { selection } = outcomes(prematch()[0]!)[0]!;
    const res = await place([bet([{ ...selection, outcome_id: `${selection.outcome_id}\u0000` }])]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const device = await place([bet([selection])], {}, { device_id: 'dev\u0000ice' });
    expect(device.statusCode).toBe(400);
  });

  it('a bonus the player does not hold is refused (422 BONUS_NOT_AVAILABLE) and nothing is placed or stored', async () => {
    const before = await balance();
    const { selection } = outcomes(prematch()[0]!)[0]!;
    const res = await place([
      bet([selection], 1_000, { bonus: { id: 'FREEBET-1', type: 'freebet', odds: 50 } }),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'BONUS_NOT_AVAILABLE',
      message: 'error.place_bets.bonus_not_available',
      data: {
        errors_by_bet: {
          0: {
            code: 'BONUS_NOT_AVAILABLE',
            localized_message: 'This bonus is not available on your account.',
          },
        },
      },
    });
    expect(await balance()).toBe(before);
    const stored = await t.app.database.db
      .select({ bonus: betsTable.bonus })
      .from(betsTable)
      .where(eq(betsTable.playerId, aliceId));
    expect(stored.every((row) => row.bonus === null)).toBe(true);
  });

  it('an Idempotency-Key sent again with another request answers 422 IDEMPOTENCY_KEY_REUSED; the same request replays', async () => {
    const [a, b] = prematch();
    const first = [bet([outcomes(a!)[0]!.selection], 300)];
    const key = { 'idempotency-key': `reuse-${kind}-0001` };
    const placed = await place(first, key);
    expect(placed.statusCode).toBe(201);
    const before = await balance();

    const other = await place([bet([outcomes(b!)[0]!.selection], 300)], key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'error.place_bets.idempotency_key_reused',
    });
    const otherStake = await place([bet([outcomes(a!)[0]!.selection], 301)], key);
    expect(otherStake.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    // The same request, its keys in another order, is a replay of the first answer.
    const { selections, stake } = first[0]!;
    const reordered = await place([{ selections, stake }], key);
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json().data).toEqual(placed.json().data);
    expect(await balance()).toBe(before);
    const rows = await t.app.database.db
      .select()
      .from(betPlacements)
      .where(eq(betPlacements.key, key['idempotency-key']));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });

  /**
   * One outcome of each of 20 matches whose prices multiply to about `target` (decimal): each leg
   * is chosen so the running product stays on the way there.
   */
  const twentyLegs = (target: number) => {
    const legs: { outcome: OutcomeRecord; selection: Sel }[] = [];
    let logSoFar = 0;
    for (const match of prematch().slice(0, 20)) {
      const aim = (Math.log(target) * (legs.length + 1)) / 20;
      const [best] = outcomes(match).sort(
        (x, y) =>
          Math.abs(logSoFar + Math.log(x.selection.odds) - aim) -
          Math.abs(logSoFar + Math.log(y.selection.odds) - aim),
      );
      legs.push(best!);
      logSoFar += Math.log(best!.selection.odds);
    }
    expect(legs).toHaveLength(20);
    return legs;
  };

  /** Runs `body` with the site's odds limit out of the way (it caps odds over 1000 otherwise). */
  const withoutOddsLimit = async (body: () => Promise<void>) => {
    const limits = t.app.site.config.bet_limits;
    const saved = limits.odds_limit;
    limits.odds_limit = { ...saved, value: Number.MAX_SAFE_INTEGER };
    try {
      await body();
    } finally {
      limits.odds_limit = saved;
    }
  };

  it('a 20-leg combo whose odds pass 32 bits is placed, listed and settles its potential win in minor units', () =>
    withoutOddsLimit(async () => {
      const legs = twentyLegs(2_000_000);
      const odds = multiplyOdds(...legs.map((l) => l.outcome.odds as OddsInt));
      // Above what a 32-bit column holds, within the site's payout limit at the smallest stake.
      expect(odds).toBeGreaterThan(2 ** 31);
      expect(Math.floor(odds / 10_000)).toBeLessThan(50_000_000);
      const res = await place([
        bet(
          legs.map((l) => l.selection),
          1,
        ),
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json().data[0].type).toBe('combo');
      expect(res.json().data[0].odds).toBeCloseTo(odds / 10_000, 2);
      expect(res.json().data[0].potential_win_amount).toBe(Math.floor(odds / 10_000));
      const list = await alice.get('/api/sb/bets?filter=open');
      expect(list.statusCode).toBe(200);
    }));

  it('a 20-leg combo whose win is above the payout limit is refused with the payout-limit message, never a 500', () =>
    withoutOddsLimit(async () => {
      const legs = twentyLegs(2_000_000);
      const res = await place([
        bet(
          legs.map((l) => l.selection),
          10_000,
        ),
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'PAYOUT_LIMIT_EXCEEDED',
        data: {
          errors_by_bet: {
            0: {
              code: 'PAYOUT_LIMIT_EXCEEDED',
              localized_message: 'The potential win is above the payout limit.',
            },
          },
        },
      });

      // Prices so long that the win is beyond any amount money is kept in: refused the same way.
      const saved = legs.map((l) => l.outcome.odds);
      try {
        for (const leg of legs) leg.outcome.odds = 1_000_000_000 as OddsInt; // 100 000.0 each
        const huge = legs.map((l) => ({ ...l.selection, odds: 100_000 }));
        const refused = await place([bet(huge, 100)]);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().code).toBe('PAYOUT_LIMIT_EXCEEDED');
        const system = await place([bet(huge.slice(0, 5), 1_000, { system_id: '4/5' })]);
        expect(system.statusCode).toBe(422);
        expect(system.json().code).toBe('PAYOUT_LIMIT_EXCEEDED');
      } finally {
        legs.forEach((l, i) => (l.outcome.odds = saved[i]!));
      }
    }));
});

describe('anonymous writes are small and rate-limited per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { PUBLIC_WRITE_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '0' });
  });
  afterAll(async () => t.close());

  const share = (selections: number, from = '10.2.0.1', count = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sb/bets/share-code',
      remoteAddress: from,
      headers: APP_HEADER,
      payload: {
        bets: Array.from({ length: count }, () => ({
          stake: 500,
          currency: 'EUR',
          subunits: 100,
          selections: Array.from({ length: selections }, (_, i) => ({
            match_id: i + 1,
            market_id: 1,
            specifier: 'x'.repeat(200),
            outcome_id: '1',
          })),
          betType: 'combo',
          systemType: null,
          customOdds: null,
          freebetStake: null,
        })),
      },
    });

  it('a share payload over 16 KB answers 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await share(50, '10.2.0.9', 2);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'error.request.payload_too_large',
    });
  });

  it('a shared slip no slip could hold is refused with 400, and nothing is stored', async () => {
    const slip = {
      stake: 500,
      currency: 'EUR',
      subunits: 100,
      selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1' }],
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
      customOdds: null,
      freebetStake: null,
    };
    const broken = [
      { currency: 'RUE<img src=x>' },
      { currency: 'XYZ' },
      { currency: 'BTC' }, // its subunits are 100,000,000, not 100
      { subunits: 9_007_199_254_740_991 },
      { stake: -1 },
      { freebetStake: -100 },
      { customOdds: -1e300 },
      { customOdds: 1 },
      { systemType: { totalCount: 0, winCount: -7 } },
      { systemType: { totalCount: 3, winCount: 3 } },
      { systemType: { totalCount: 40, winCount: 2 } },
    ];
    for (const [i, change] of broken.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sb/bets/share-code',
        remoteAddress: `10.2.1.${i}`,
        headers: APP_HEADER,
        payload: { bets: [{ ...slip, ...change }] },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/sb/bets/share-code',
      remoteAddress: '10.2.1.99',
      headers: APP_HEADER,
      payload: { bets: [{ ...slip, currency: 'BTC', subunits: 100_000_000, customOdds: 2.5 }] },
    });
    expect(kept.statusCode).toBe(201);
  });

  it('share codes and counters answer 429 past the per-client limit; other clients go on', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await share(2)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    expect((await share(2, '10.2.0.2')).statusCode).toBe(201);
    const count = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sb/counters',
        remoteAddress: from,
        payload: { key: 'share.opened' },
      });
    const counted = [];
    for (let i = 0; i < 4; i++) counted.push((await count('10.2.0.3')).statusCode);
    expect(counted).toEqual([204, 204, 204, 429]);
    expect((await count('10.2.0.4')).statusCode).toBe(204);
  });
});
