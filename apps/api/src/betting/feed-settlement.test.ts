// A whole match on the simulated feed: bets placed before kick-off settle from its published results.
import { oddsToDecimal, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepOdds } from '../feed/pricing';
import { buildFeedSettlementApp, T0, type FeedTestApp } from '../../test/catalogue-app';
import type { Client } from '../../test/platform';

describe('settlement from the feed', () => {
  let t: FeedTestApp;
  let player: Client;

  beforeAll(async () => {
    ({ t, player } = await buildFeedSettlementApp());
  }, 60_000);
  afterAll(() => t.close());

  it('settles every 1X2 bet on a played match exactly once, paying the winner', async () => {
    const store = t.app.catalogue.store;
    const match = [...store.matches.values()]
      .filter((m) => m.sportId === 1 && m.type === 'match' && m.startTime > T0)
      .sort((a, b) => a.startTime - b.startTime)[0]!;
    const market = match.markets.get('1|')!;
    const placed: Array<{ id: string; outcome: string; odds: number }> = [];
    for (const outcome of market.outcomes) {
      const res = await player.post('/api/sb/bets', {
        meta: { device_id: 'feed-test' },
        bets: [
          {
            stake: { value: 1_000, currency: 'EUR' },
            selections: [
              {
                match_id: match.id,
                market_id: 1,
                specifier: '',
                outcome_id: outcome.id,
                odds: oddsToDecimal(outcome.odds),
              },
            ],
          },
        ],
      });
      expect(res.statusCode).toBe(201);
      placed.push({ id: res.json().data[0].id, outcome: outcome.id, odds: outcome.odds });
    }

    // Kick-off, then a simulated minute per tick until the final whistle; the flush settles.
    t.clock.now = match.startTime + 1000;
    t.app.feed!.provider.tick();
    for (let i = 0; i < 150 && store.matches.get(match.id)?.status === MATCH_STATUS.live; i++)
      t.advance(1000);
    expect(store.matches.get(match.id)?.status).toBe(MATCH_STATUS.finished);
    await t.app.feed!.service.flush();

    const settled = async () =>
      (await player.get('/api/sb/bets?filter=settled')).json().data as Array<{
        id: string;
        result: string;
        win_amount: number;
      }>;
    for (let i = 0; i < 100 && (await settled()).length < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const bets = await settled();
    expect(bets).toHaveLength(3);
    // The feed replaces market records as it updates them: read the final one.
    const final = store.matches.get(match.id)!.markets.get('1|')!;
    const winner = final.outcomes.find((o) => final.results?.[o.id]?.result === 'win')!;
    for (const bet of placed) {
      const row = bets.find((b) => b.id === bet.id)!;
      if (bet.outcome === winner.id) {
        expect(row).toMatchObject({
          result: 'win_entire',
          win_amount: Math.floor((1_000 * bet.odds) / 10_000),
        });
      } else {
        expect(row).toMatchObject({ result: 'lose_entire', win_amount: 0 });
      }
    }
    // Settling again (a repeated results message) pays nothing more.
    expect(await t.app.betting.settlement.settleMatch(match.id)).toBe(0);
  });

  it('a live match played to its end on request settles its bets (development route)', async () => {
    const store = t.app.catalogue.store;
    const live = [...store.matches.values()].find(
      (m) => m.status === MATCH_STATUS.live && m.type === 'match',
    );
    const prematch = [...store.matches.values()].find(
      (m) => m.status === MATCH_STATUS.prematch && m.type === 'match',
    );
    expect(live).toBeDefined();
    const finish = (id: number) => player.post(`/api/sb/dev/feed/matches/${id}/finish`, {});
    expect((await finish(999_999_999)).statusCode).toBe(404);
    const refused = await finish(prematch!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MATCH_NOT_LIVE' });
    const res = await finish(live!.id);
    expect(res.json()).toEqual({ match_id: live!.id, status: 4 });
    expect(store.matches.get(live!.id)?.status).toBe(4);
    expect((await finish(live!.id)).statusCode).toBe(409);
  });

  it("moves one outcome's price on request and refuses bad input (development route)", async () => {
    const store = t.app.catalogue.store;
    const matches = [...store.matches.values()].filter((m) => m.type === 'match');
    const prematch = matches.find(
      (m) =>
        m.status === MATCH_STATUS.prematch &&
        m.markets.get('1|')?.status === MARKET_STATUS.allowed &&
        m.markets.get('1|')!.outcomes.every((o) => o.active),
    )!;
    const live = matches.find((m) => m.status === MATCH_STATUS.live)!;
    const move = (id: number, body: Record<string, unknown>) =>
      player.post(`/api/sb/dev/feed/matches/${id}/odds`, body);
    const outcome = prematch.markets.get('1|')!.outcomes[0]!;

    const res = await move(prematch.id, { market_id: 1, outcome_id: outcome.id });
    expect(res.statusCode).toBe(200);
    const expected = stepOdds(outcome.odds, 1)!;
    expect(res.json()).toEqual({
      match_id: prematch.id,
      market_id: 1,
      specifier: '',
      outcome_id: outcome.id,
      previous_odds: oddsToDecimal(outcome.odds),
      odds: oddsToDecimal(expected),
    });
    const stored = () =>
      store.matches
        .get(prematch.id)!
        .markets.get('1|')!
        .outcomes.find((o) => o.id === outcome.id)!;
    expect(stored().odds).toBe(expected);
    // The next ticks keep the moved price: it is the feed's price now.
    t.advance(1000);
    expect(stored().odds).toBe(expected);
    const down = await move(prematch.id, { market_id: 1, outcome_id: outcome.id, steps: -2 });
    expect(down.json()).toMatchObject({ odds: oddsToDecimal(stepOdds(expected, -2)!) });

    const refusedWith = async (id: number, body: Record<string, unknown>, status: number) => {
      const refused = await move(id, body);
      expect(refused.statusCode).toBe(status);
      const { code, message } = refused.json() as { code: string; message: string };
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(message).toMatch(/^error\./);
      return code;
    };
    const valid = { market_id: 1, outcome_id: outcome.id };
    expect(await refusedWith(999_999_999, valid, 404)).toBe('NOT_FOUND');
    expect(await refusedWith(prematch.id, { ...valid, market_id: 999_999 }, 404)).toBe('NOT_FOUND');
    expect(await refusedWith(prematch.id, { ...valid, outcome_id: 'nobody' }, 404)).toBe(
      'NOT_FOUND',
    );
    await refusedWith(prematch.id, { ...valid, steps: 0 }, 400);
    await refusedWith(prematch.id, { ...valid, steps: 1.5 }, 400);
    await refusedWith(prematch.id, { ...valid, steps: 2001 }, 400);
    await refusedWith(prematch.id, { market_id: 1 }, 400);
    await refusedWith(prematch.id, { ...valid, market_id: 'one' }, 400);
    expect(await refusedWith(prematch.id, { ...valid, steps: -2000 }, 409)).toBe('ODDS_OFF_LADDER');

    expect((await player.post(`/api/sb/dev/feed/matches/${live.id}/finish`, {})).statusCode).toBe(
      200,
    );
    expect(await refusedWith(live.id, valid, 409)).toBe('MATCH_NOT_OPEN');
  });
});
