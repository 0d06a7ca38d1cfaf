// A cash-out offer above the player's threshold: the threshold (a percentage of the stake) is set
// with the notification preferences; when a bet's offer first reaches it as prices move, the
// player is told once for that bet; a higher threshold or the kind switched off tells nothing.
import { CASHOUT_OFFER_THRESHOLD } from '@sportsbook/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowedMarkets, bet, bettingApp, place, prematchMatches } from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { signUp, type Client } from '../../test/platform';
import { marketKey, type MatchRecord } from '../catalogue/records';
import { oddsToDecimal } from '@sportsbook/domain';

const PREFERENCES = '/api/sb/notifications/preferences';
const STAKE = 1_000;

describe.each(databaseKinds)('cash-out offer notifications on %s', (kind) => {
  let t: FeedTestApp;
  let matchIndex = 20;
  beforeAll(async () => {
    ({ t } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  const offerNotices = async (client: Client) =>
    ((await client.get('/api/sb/notifications')).json().data as { type: string }[]).filter(
      (n) => n.type === 'cashout_offer',
    );
  const offerOf = async (client: Client, betId: string) =>
    (await client.get('/api/sb/bets?filter=open'))
      .json()
      .data.find((b: { id: string }) => b.id === betId).to_cashout as number | null;

  async function player(threshold?: number, enabled = true) {
    const { client } = await signUp(t.app);
    await client.post('/api/platform/player/deposits', { amount: 50_000, currency: 'EUR' });
    if (threshold !== undefined || !enabled) {
      const res = await client.put(PREFERENCES, {
        preferences: [{ type: 'cashout_offer', enabled, ...(threshold && { threshold }) }],
      });
      expect(res.statusCode).toBe(200);
    }
    return client;
  }

  /** Every player bets on the same outcome of a fresh match, the longest price of its market. */
  async function betOnFreshMatch(clients: Client[]) {
    const match: MatchRecord = prematchMatches(t)[matchIndex++]!;
    const market = allowedMarkets(match)[0]!;
    const outcome = [...market.outcomes].sort((a, b) => b.odds - a.odds)[0]!;
    const selection = {
      match_id: match.id,
      market_id: market.marketId,
      specifier: market.specifier,
      outcome_id: outcome.id,
      odds: oddsToDecimal(outcome.odds),
    };
    const ids: string[] = [];
    for (const client of clients) {
      const placed = await place(client, [bet([selection], STAKE)]);
      expect(placed.statusCode).toBe(201);
      ids.push(placed.json().data[0].id as string);
    }
    /** Shortens the price, as a trader's move does, until the offer reaches `percent`. */
    const shorten = async (percent: number) => {
      for (let i = 0; i < 60; i++) {
        const offer = await offerOf(clients[0]!, ids[0]!);
        if (offer !== null && offer * 100 >= STAKE * percent) return offer;
        const key = marketKey(market.marketId, market.specifier);
        expect(t.app.feed!.provider.nudgeOdds(match.id, key, outcome.id, -3)).not.toBeNull();
      }
      throw new Error('the offer did not reach the threshold');
    };
    return { ids, shorten };
  }

  it('answers the threshold with the preferences and keeps it within bounds', async () => {
    const client = await player();
    const prefs = (await client.get(PREFERENCES)).json().preferences;
    expect(prefs).toContainEqual({
      type: 'cashout_offer',
      enabled: true,
      threshold: CASHOUT_OFFER_THRESHOLD.default,
    });
    const saved = await client.put(PREFERENCES, {
      preferences: [{ type: 'cashout_offer', enabled: true, threshold: 200 }],
    });
    expect(saved.json().preferences).toContainEqual({
      type: 'cashout_offer',
      enabled: true,
      threshold: 200,
    });
    // Switching the kind off and on keeps the threshold.
    await client.put(PREFERENCES, { preferences: [{ type: 'cashout_offer', enabled: false }] });
    const back = await client.put(PREFERENCES, {
      preferences: [{ type: 'cashout_offer', enabled: true }],
    });
    expect(back.json().preferences).toContainEqual({
      type: 'cashout_offer',
      enabled: true,
      threshold: 200,
    });
    for (const wrong of [
      { type: 'cashout_offer', enabled: true, threshold: CASHOUT_OFFER_THRESHOLD.min - 1 },
      { type: 'cashout_offer', enabled: true, threshold: CASHOUT_OFFER_THRESHOLD.max + 1 },
      { type: 'cashout_offer', enabled: true, threshold: 150.5 },
      { type: 'bet_settled', enabled: true, threshold: 150 },
    ]) {
      const res = await client.put(PREFERENCES, { preferences: [wrong] });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBeDefined();
    }
  });

  it('tells once per bet when the offer first reaches the threshold, and only those who asked', async () => {
    const standard = await player();
    const higher = await player(900);
    const off = await player(undefined, false);
    const { ids, shorten } = await betOnFreshMatch([standard, higher, off]);
    const offer = await shorten(CASHOUT_OFFER_THRESHOLD.default);

    await vi.waitFor(async () => expect(await offerNotices(standard)).toHaveLength(1), {
      timeout: 8_000,
      interval: 250,
    });
    const [notice] = await offerNotices(standard);
    expect(notice).toMatchObject({
      title: 'notification.cashout_offer.reached.title',
      body: 'notification.cashout_offer.reached.body',
      caption: 'notification.caption.bet',
      object_type: 'bet',
      object_id: ids[0],
      params: { bet_id: ids[0], currency: 'EUR', threshold: CASHOUT_OFFER_THRESHOLD.default },
    });
    const told = (notice as unknown as { params: { amount: number } }).params.amount;
    expect(told * 100).toBeGreaterThanOrEqual(STAKE * CASHOUT_OFFER_THRESHOLD.default);
    expect(offer).toBeGreaterThan(0);

    // The offer moves on above the threshold: nothing more for that bet.
    await shorten(CASHOUT_OFFER_THRESHOLD.default + 20);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await offerNotices(standard)).toHaveLength(1);
    expect(await offerNotices(higher)).toEqual([]);
    expect(await offerNotices(off)).toEqual([]);
  }, 30_000);
});
