// Bets on the deeper basketball, tennis and esports markets settle through the feed's results:
// placed before the start, the match kicked off and played to its end with the development routes.
import { MARKET_STATUS, MATCH_STATUS, oddsToDecimal } from '@sportsbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../catalogue/records';
import { buildFeedSettlementApp, T0, type FeedTestApp } from '../../test/catalogue-app';
import type { Client } from '../../test/platform';

describe('settlement of the deeper markets from the feed', () => {
  let t: FeedTestApp;
  let player: Client;

  beforeAll(async () => {
    ({ t, player } = await buildFeedSettlementApp());
  }, 60_000);
  afterAll(() => t.close());

  const prematchOf = (sportKey: string): MatchRecord => {
    const store = t.app.catalogue.store;
    const sport = [...store.sports.values()].find((s) => s.key === sportKey)!;
    return [...store.matches.values()]
      .filter((m) => m.sportId === sport.id && m.type === 'match' && m.startTime > T0)
      .filter((m) => m.status === MATCH_STATUS.prematch)
      .sort((a, b) => a.startTime - b.startTime)[0]!;
  };

  it.each([
    ['basketball', 921],
    ['basketball', 235],
    ['tennis', 199],
    ['tennis', 189],
    ['cs2', 333],
  ])(
    '%s market %i: every outcome bet before the start settles once the match is over',
    async (sportKey, marketId) => {
      const match = prematchOf(sportKey);
      const market = [...match.markets.values()].find(
        (m) => m.marketId === marketId && m.status === MARKET_STATUS.allowed,
      )!;
      expect(market).toBeDefined();
      const placed: { id: string; outcome: string }[] = [];
      for (const outcome of market.outcomes.filter((o) => o.active)) {
        const res = await player.post('/api/sb/bets', {
          meta: { device_id: 'depth-test' },
          bets: [
            {
              stake: { value: 100, currency: 'EUR' },
              selections: [
                {
                  match_id: match.id,
                  market_id: market.marketId,
                  specifier: market.specifier,
                  outcome_id: outcome.id,
                  odds: oddsToDecimal(outcome.odds),
                },
              ],
            },
          ],
        });
        expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
        placed.push({ id: res.json().data[0].id, outcome: outcome.id });
      }
      expect(placed.length).toBeGreaterThanOrEqual(2);

      expect((await player.post(`/api/sb/dev/feed/matches/${match.id}/start`, {})).statusCode).toBe(
        200,
      );
      expect(
        (await player.post(`/api/sb/dev/feed/matches/${match.id}/finish`, {})).statusCode,
      ).toBe(200);
      const final = t.app.catalogue.store.matches
        .get(match.id)!
        .markets.get(`${market.marketId}|${market.specifier}`)!;
      const ids = new Set(placed.map((p) => p.id));
      const settled = async () =>
        (
          (await player.get('/api/sb/bets?filter=settled&limit=100')).json().data as {
            id: string;
            result: string;
          }[]
        ).filter((b) => ids.has(b.id));
      for (let i = 0; i < 100 && (await settled()).length < placed.length; i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const bets = await settled();
      expect(bets).toHaveLength(placed.length);
      const expected: Record<string, string> = {
        win: 'win_entire',
        lose: 'lose_entire',
        void: 'return_entire',
      };
      for (const bet of placed) {
        const result = final.results?.[bet.outcome]?.result ?? 'missing';
        expect(bets.find((b) => b.id === bet.id)?.result, `${bet.outcome}: ${result}`).toBe(
          expected[result],
        );
      }
    },
  );
});
