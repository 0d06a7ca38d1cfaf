// API tests of /api/sb/vote: a match's "who will win" poll, one vote per player (also when votes
// race on PostgreSQL), the results after voting and live on the match channel, a visitor who
// may look but not vote, and one player's vote never shown to another.
import { MATCH_STATUS } from '@sportsbook/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bettingApp, prematchMatches } from '../../test/bets';
import type { FeedTestApp } from '../../test/catalogue-app';
import { databaseKinds } from '../../test/databases';
import { Client, signUp } from '../../test/platform';

const VOTE = '/api/sb/vote';

describe.each(databaseKinds)('votes API on %s', (kind) => {
  let t: FeedTestApp;
  let alice: Client;
  let matchIndex = 3;

  beforeAll(async () => {
    ({ t, player: alice } = await bettingApp(kind));
  }, 60_000);
  afterAll(() => t.close());

  const nextMatch = () => prematchMatches(t)[matchIndex++]!;
  const predictionOf = (matchId: number) => `match:${matchId}:winner`;
  const poll = (client: Client, predictionId: string) =>
    client.get(`${VOTE}?prediction_id=${encodeURIComponent(predictionId)}`);

  it('shows a poll with no vote yet, then the vote and the counted results', async () => {
    const match = nextMatch();
    const id = predictionOf(match.id);
    const before = (await poll(alice, id)).json();
    expect(before.vote).toBeNull();
    expect(before.results).toMatchObject({ prediction_id: id, total: 0, open: true });
    expect(before.results.outcomes).toEqual(expect.arrayContaining(['home', 'away']));

    const publish = vi.spyOn(t.app.realtime, 'publish');
    const cast = await alice.post(VOTE, { prediction_id: id, data: { outcome: 'home' } });
    expect(cast.statusCode).toBe(200);
    expect(cast.json()).toMatchObject({
      vote: { prediction_id: id, data: { outcome: 'home' }, created_at: expect.any(String) },
      results: { total: 1, counts: { home: 1, away: 0 } },
    });
    expect(publish).toHaveBeenCalledWith(`match:${match.id}`, {
      event_name: 'vote_changed',
      message: { results: expect.objectContaining({ prediction_id: id, total: 1 }) },
    });
    publish.mockRestore();
    expect((await poll(alice, id)).json().vote).toMatchObject({ data: { outcome: 'home' } });
  });

  it('refuses a second vote (409) and counts only the first', async () => {
    const id = predictionOf(nextMatch().id);
    await alice.post(VOTE, { prediction_id: id, data: { outcome: 'away' } });
    const again = await alice.post(VOTE, { prediction_id: id, data: { outcome: 'home' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'VOTE_ALREADY_CAST', message: 'error.vote.already_cast' });
    expect((await poll(alice, id)).json().results).toMatchObject({
      total: 1,
      counts: { away: 1, home: 0 },
    });
  });

  it('takes one of many racing votes of one player', async () => {
    const id = predictionOf(nextMatch().id);
    const { client } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post(VOTE, { prediction_id: id, data: { outcome: i % 2 ? 'home' : 'away' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    expect((await poll(client, id)).json().results.total).toBe(1);
  });

  it('refuses a player past the write limit (429) while another player still votes', async () => {
    const id = predictionOf(nextMatch().id);
    const { client } = await signUp(t.app);
    const max = t.app.config.PUBLIC_WRITE_RATE_LIMIT_MAX;
    const codes: number[] = [];
    for (let i = 0; i <= max; i++) {
      codes.push(
        (await client.post(VOTE, { prediction_id: id, data: { outcome: 'home' } })).statusCode,
      );
    }
    expect(codes[0]).toBe(200);
    expect(codes.at(-1)).toBe(429);
    const refused = await client.post(VOTE, { prediction_id: id, data: { outcome: 'home' } });
    expect(refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const { client: other } = await signUp(t.app);
    expect(
      (await other.post(VOTE, { prediction_id: id, data: { outcome: 'away' } })).statusCode,
    ).toBe(200);
  });

  it("lets a visitor see the results but not vote, and never shows another player's vote", async () => {
    const id = predictionOf(nextMatch().id);
    await alice.post(VOTE, { prediction_id: id, data: { outcome: 'home' } });
    const visitor = new Client(t.app);
    const seen = (await poll(visitor, id)).json();
    expect(seen).toMatchObject({ vote: null, results: { total: 1 } });
    const refused = await visitor.post(VOTE, { prediction_id: id, data: { outcome: 'home' } });
    expect(refused.statusCode).toBe(401);
    const { client: bob } = await signUp(t.app);
    expect((await poll(bob, id)).json().vote).toBeNull();
    expect(
      (await bob.post(VOTE, { prediction_id: id, data: { outcome: 'away' } })).json(),
    ).toMatchObject({ results: { total: 2 }, vote: { data: { outcome: 'away' } } });
  });

  it('refuses bad input with a code and a message id, never a 500', async () => {
    const match = nextMatch();
    const id = predictionOf(match.id);
    expect((await poll(alice, 'match:abc:winner')).statusCode).toBe(400);
    expect((await alice.post(VOTE, { prediction_id: id, data: { outcome: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await alice.post(VOTE, { prediction_id: id })).statusCode).toBe(400);
    const missing = await poll(alice, predictionOf(999_999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'PREDICTION_NOT_FOUND',
      message: 'error.vote.not_found',
    });
    const results = (await poll(alice, id)).json().results as { outcomes: string[] };
    if (!results.outcomes.includes('draw')) {
      const draw = await alice.post(VOTE, { prediction_id: id, data: { outcome: 'draw' } });
      expect(draw.json().code).toBe('VOTE_OUTCOME_INVALID');
    }
  });

  it('closes the poll when the match ends', async () => {
    const match = nextMatch();
    const status = match.status;
    match.status = MATCH_STATUS.finished;
    try {
      const id = predictionOf(match.id);
      const res = await alice.post(VOTE, { prediction_id: id, data: { outcome: 'home' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('VOTE_CLOSED');
      expect((await poll(alice, id)).json().results.open).toBe(false);
    } finally {
      match.status = status;
    }
  });
});
