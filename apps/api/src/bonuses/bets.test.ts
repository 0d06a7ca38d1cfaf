// Bets with bonuses: a freebet stands in for the stake (the wallet is untouched) and pays by its
// variant at settlement to bonus ledger rows; a no-risk loss gives a freebet back; a comboboost
// is checked at placement and boosts a win; misuse is refused, a bonus sent twice at once is used once.
import { MARKET_STATUS, oddsToDecimal, ODDS_DIVISOR } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bet,
  bettingApp,
  eurBalance,
  place,
  prematchMatches,
  storeResults,
  type Sel,
} from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { signUp, type Client } from '../../test/platform';
import type { MarketRecord, MatchRecord } from '../catalogue/records';
import { ledgerEntries } from '../platform/schema/wallet';
import { playerBonuses } from './schema';

const BONUSES = '/api/sb/bonuses';

describe.each(databaseKinds)('bets with bonuses on %s', (kind) => {
  let t: FeedTestApp;
  let player: Client;
  let playerId: string;
  /** Matches no test has bet on yet: each test settles its own. */
  let fresh: MatchRecord[];

  beforeAll(async () => {
    ({ t, player, playerId } = await bettingApp(kind));
    fresh = prematchMatches(t);
  }, 60_000);
  afterAll(() => t.close());

  /** An open outcome of a fresh match with odds in [min, max]. */
  function take(min: number, max = 1000): { sel: Sel; match: MatchRecord; market: MarketRecord } {
    for (const [i, match] of fresh.entries()) {
      for (const market of match.markets.values()) {
        if (market.status !== MARKET_STATUS.allowed) continue;
        const index = market.outcomes.findIndex(
          (o) => o.active !== false && o.odds >= min * ODDS_DIVISOR && o.odds <= max * ODDS_DIVISOR,
        );
        if (index < 0) continue;
        fresh.splice(i, 1);
        const outcome = market.outcomes[index]!;
        return {
          match,
          market,
          sel: {
            match_id: match.id,
            market_id: market.marketId,
            specifier: market.specifier,
            outcome_id: outcome.id,
            odds: oddsToDecimal(outcome.odds),
          },
        };
      }
    }
    throw new Error(`no outcome at odds ${min}..${max}`);
  }

  /** Settles a market: the picked outcome wins, loses or is void; the rest lose. */
  async function settle(
    picked: { sel: Sel; match: MatchRecord; market: MarketRecord },
    result: 'win' | 'lose' | 'void',
  ) {
    picked.market.results = Object.fromEntries(
      picked.market.outcomes.map((o) => [
        o.id,
        { result: o.id === picked.sel.outcome_id ? result : result === 'void' ? 'void' : 'lose' },
      ]),
    );
    if (result === 'lose') {
      const other = picked.market.outcomes.find((o) => o.id !== picked.sel.outcome_id)!;
      picked.market.results[other.id] = { result: 'win' };
    }
    await storeResults(t, picked.match);
    await t.app.betting.settlement.settleMatch(picked.match.id);
  }

  /** The player's demo bonus of a type, activated. */
  async function activeBonus(client: Client, id: string, type: string) {
    await t.app.bonuses.issueDemo(id);
    const list = (await client.get(`${BONUSES}?type=${type}`)).json().data as { id: string }[];
    const bonusId = list[0]!.id;
    const res = await client.post(`${BONUSES}/${bonusId}/activate`);
    expect(res.statusCode).toBe(200);
    return bonusId;
  }

  const bonusRow = async (id: string) =>
    (
      await t.app.database.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.id, Number(id)))
    )[0]!;

  const bonusRows = async (betId: string, owner = playerId) =>
    t.app.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, owner), eq(ledgerEntries.type, 'bonus')))
      .then((rows) => rows.filter((r) => r.reference.startsWith(`bet:${betId}:`)));

  it('places a freebet without touching the wallet and pays only the winnings, as a bonus row', async () => {
    const freebetId = await activeBonus(player, playerId, 'freebet');
    const picked = take(1.5, 5);
    const before = await eurBalance(player);
    const res = await place(player, [
      bet([picked.sel], 500, { bonus: { id: freebetId, type: 'freebet' } }),
    ]);
    expect(res.statusCode).toBe(201);
    const placed = res.json().data[0];
    expect(placed.bonus).toEqual({ id: freebetId, type: 'freebet', odds: null });
    expect(placed.to_cashout).toBeNull();
    expect(await eurBalance(player)).toBe(before);
    expect(await bonusRow(freebetId)).toMatchObject({
      status: 'bonus_over',
      usedInBet: Number(placed.id),
    });

    // The same freebet again: used.
    const again = await place(player, [
      bet([take(1.5, 5).sel], 500, { bonus: { id: freebetId, type: 'freebet' } }),
    ]);
    expect(again.statusCode).toBe(422);
    expect(again.json().data.errors_by_bet[0].code).toBe('BONUS_NOT_AVAILABLE');

    await settle(picked, 'win');
    const winnings =
      Math.floor((500 * Math.round(picked.sel.odds * ODDS_DIVISOR)) / ODDS_DIVISOR) - 500;
    expect(await eurBalance(player)).toBe(before + winnings);
    const rows = await bonusRows(placed.id);
    expect(rows.map((r) => r.amount)).toEqual([winnings]);
  });

  it('pays stake and winnings of an all-win freebet', async () => {
    const { client, profile } = await signUp(t.app);
    const id = await activeBonus(client, profile.id, 'freebet_all_win');
    const picked = take(1.8, 5);
    const res = await place(client, [
      bet([picked.sel], 1_000, { bonus: { id, type: 'freebet_all_win' } }),
    ]);
    expect(res.statusCode).toBe(201);
    await settle(picked, 'win');
    const paid = Math.floor((1_000 * Math.round(picked.sel.odds * ODDS_DIVISOR)) / ODDS_DIVISOR);
    expect(await eurBalance(client)).toBe(paid);
  });

  it('gives a fully void freebet bet its freebet back, and no cash', async () => {
    const { client, profile } = await signUp(t.app);
    const id = await activeBonus(client, profile.id, 'freebet');
    const picked = take(1.5, 5);
    expect(
      (await place(client, [bet([picked.sel], 500, { bonus: { id, type: 'freebet' } })]))
        .statusCode,
    ).toBe(201);
    await settle(picked, 'void');
    expect(await eurBalance(client)).toBe(0);
    expect(await bonusRow(id)).toMatchObject({ status: 'active', usedInBet: null });
  });

  it('debits a no-risk bet from the wallet and gives a lost stake back as a freebet', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 5_000, currency: 'EUR' });
    const id = await activeBonus(client, profile.id, 'freebet_no_risk');
    const picked = take(1.5, 5);
    const res = await place(client, [
      bet([picked.sel], 800, { bonus: { id, type: 'freebet_no_risk' } }),
    ]);
    expect(res.statusCode).toBe(201);
    expect(await eurBalance(client)).toBe(4_200);
    await settle(picked, 'lose');
    expect(await eurBalance(client)).toBe(4_200);
    const refund = await t.app.database.db
      .select()
      .from(playerBonuses)
      .where(
        and(eq(playerBonuses.playerId, profile.id), eq(playerBonuses.source, 'no_risk_refund')),
      );
    expect(refund).toHaveLength(1);
    expect(refund[0]).toMatchObject({ type: 'freebet', amount: 800, status: 'available' });
  });

  it('refuses a bonus not activated, another player’s, the wrong stake and odds below the minimum', async () => {
    const { client, profile } = await signUp(t.app);
    await t.app.bonuses.issueDemo(profile.id);
    const list = (await client.get(`${BONUSES}?type=freebet`)).json().data as { id: string }[];
    const idle = list[0]!.id;
    const sel = take(1.5, 5).sel;
    const codeOf = async (c: Client, body: unknown) =>
      (await place(c, [body])).json().data.errors_by_bet[0].code;
    expect(await codeOf(client, bet([sel], 500, { bonus: { id: idle, type: 'freebet' } }))).toBe(
      'BONUS_NOT_AVAILABLE',
    );
    await client.post(`${BONUSES}/${idle}/activate`);
    // Another player's active freebet.
    expect(await codeOf(player, bet([sel], 500, { bonus: { id: idle, type: 'freebet' } }))).toBe(
      'BONUS_NOT_AVAILABLE',
    );
    expect(await codeOf(client, bet([sel], 400, { bonus: { id: idle, type: 'freebet' } }))).toBe(
      'BONUS_NOT_APPLICABLE',
    );
    const short = take(1.01, 1.49).sel;
    expect(await codeOf(client, bet([short], 500, { bonus: { id: idle, type: 'freebet' } }))).toBe(
      'BONUS_NOT_APPLICABLE',
    );
    // An expired one.
    await t.app.database.db
      .update(playerBonuses)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(playerBonuses.id, Number(idle)));
    expect(await codeOf(client, bet([sel], 500, { bonus: { id: idle, type: 'freebet' } }))).toBe(
      'BONUS_NOT_AVAILABLE',
    );
  });

  it('boosts a 4-leg combo at the range the server computes, and refuses other bonus odds or counts', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 10_000, currency: 'EUR' });
    const id = await activeBonus(client, profile.id, 'comboboost');
    const legs = [take(1.2, 3), take(1.2, 3), take(1.2, 3), take(1.2, 3)];
    const sels = legs.map((l) => l.sel);
    const wrong = await place(client, [
      bet(sels, 1_000, { bonus: { id, type: 'comboboost', odds: 1.1 } }),
    ]);
    expect(wrong.json().data.errors_by_bet[0].code).toBe('BONUS_NOT_APPLICABLE');
    const tooFew = await place(client, [
      bet(sels.slice(0, 2), 1_000, { bonus: { id, type: 'comboboost', odds: 1.05 } }),
    ]);
    expect(tooFew.json().data.errors_by_bet[0].code).toBe('BONUS_NOT_APPLICABLE');

    const res = await place(client, [
      bet(sels, 1_000, { bonus: { id, type: 'comboboost', odds: 1.05 } }),
    ]);
    expect(res.statusCode).toBe(201);
    const placed = res.json().data[0];
    const comboInt = sels
      .map((s) => BigInt(Math.round(s.odds * ODDS_DIVISOR)))
      .reduce((a, b) => (a * b) / BigInt(ODDS_DIVISOR));
    const boosted = Number((comboInt * 10_500n) / BigInt(ODDS_DIVISOR));
    expect(placed.odds).toBeCloseTo(boosted / ODDS_DIVISOR, 4);
    expect(placed.bonus).toEqual({ id, type: 'comboboost', odds: 1.05 });
    expect(placed.potential_win_amount).toBe(Math.floor((1_000 * boosted) / ODDS_DIVISOR));
    expect(await bonusRow(id)).toMatchObject({ status: 'active', timesUsed: 1 });

    for (const leg of legs) await settle(leg, 'win');
    const plain = Number((1_000n * comboInt) / BigInt(ODDS_DIVISOR));
    const paid = Math.floor((plain * 10_500) / ODDS_DIVISOR);
    expect(await eurBalance(client)).toBe(10_000 - 1_000 + paid);
    expect((await bonusRows(placed.id, profile.id)).map((r) => r.amount)).toEqual([paid - plain]);
  });

  it('uses a freebet sent on several bets at once for one bet only', async () => {
    const { client, profile } = await signUp(t.app);
    const id = await activeBonus(client, profile.id, 'freebet');
    const sels = [take(1.5, 5), take(1.5, 5), take(1.5, 5), take(1.5, 5)].map((p) => p.sel);
    const answers = await Promise.all(
      sels.map((sel) => place(client, [bet([sel], 500, { bonus: { id, type: 'freebet' } })])),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const bets = (await client.get('/api/sb/bets')).json().data as unknown[];
    expect(bets).toHaveLength(1);
    expect(await eurBalance(client)).toBe(0);
  });

  it('counts qualifying real-money bets towards an amb freebet and issues its freebets once', async () => {
    const { client, profile } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 10_000, currency: 'EUR' });
    const id = await activeBonus(client, profile.id, 'ambFreebet');
    // Below min stake and below min odds: not counted.
    expect((await place(client, [bet([take(1.5, 5).sel], 499)])).statusCode).toBe(201);
    expect((await place(client, [bet([take(1.01, 1.49).sel], 500)])).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await place(client, [bet([take(1.5, 5).sel], 500)])).statusCode).toBe(201);
    }
    const amb = (await client.get(`${BONUSES}/freebets/amb/${id}`)).json();
    expect(amb).toMatchObject({ progress_count: 3, possible_progress_count: 5, status: 'active' });
    const issued = await t.app.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, profile.id), eq(playerBonuses.source, 'amb_range')));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ type: 'freebet', amount: 500, status: 'available' });
    // Read again: nothing more is issued.
    await client.get(BONUSES);
    const again = await t.app.database.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.playerId, profile.id), eq(playerBonuses.source, 'amb_range')));
    expect(again).toHaveLength(1);
  });
});
