// GET /api/sb/bets (spec: bet history): a status list, result filter, pages of up to 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { buildTestApp, type TestApp } from '../../test/helper';
import { signUp, type Client } from '../../test/platform';
import { betSelections, bets } from './schema';

interface Listed {
  data: Array<{ ref: string; status: string; result: string; selections: unknown[] }>;
  pagination: { total: number; page: number; limit: number; last_page: number };
}

describe.each(databaseKinds)('bet history paging and status list on %s', (kind) => {
  let t: TestApp;
  let alice: Client;
  /** Alice's bets, oldest first: ref, status and result. */
  const stored: Array<[string, string, string]> = [
    ['H-1', 'done', 'lose_entire'],
    ['H-2', 'cashed_out', 'cashed_out'],
    ['H-3', 'submitted', 'no_results'],
    ['H-4', 'done', 'win_entire'],
    ['H-5', 'rejected', 'no_results'],
    ['H-6', 'cashout_in_progress', 'no_results'],
    ['H-7', 'waiting_results', 'no_results'],
  ];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const a = await signUp(t.app);
    const bob = await signUp(t.app);
    alice = a.client;
    const db = t.app.database.db;
    const rows = [
      ...stored.map(([ref, status, result], i) => ({ ref, status, result, player: a, i })),
      { ref: 'BOB-1', status: 'cashed_out', result: 'cashed_out', player: bob, i: 0 },
    ];
    for (const { ref, status, result, player, i } of rows) {
      const [bet] = await db
        .insert(bets)
        .values({
          ref,
          playerId: player.profile.id,
          type: 'single',
          status,
          result,
          currency: 'EUR',
          subunits: 100,
          stake: 1_00,
          odds: 20_000,
          potentialWin: 2_00,
          winAmount: result === 'cashed_out' ? 1_50 : null,
          createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
        })
        .returning();
      await db.insert(betSelections).values({
        betId: bet!.id,
        position: 0,
        matchId: 1,
        marketId: 1,
        specifier: '',
        outcomeId: '1',
        odds: 20_000,
        matchName: 'Home vs Away',
        marketName: '1x2',
        outcomeName: '1',
        sportKey: 'soccer',
        provider: 'sim',
        startTime: new Date(Date.UTC(2026, 0, 1, 15)),
        live: false,
      });
    }
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await alice.get(`/api/sb/bets?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Listed;
  };
  const refs = (page: Listed) => page.data.map((b) => b.ref);

  it('lists only the statuses asked for, newest first, and only the player’s own bets', async () => {
    expect(refs(await list('status=cashed_out'))).toEqual(['H-2']);
    expect(refs(await list('status=done,cashed_out,cancelled'))).toEqual(['H-4', 'H-2', 'H-1']);
    expect(
      refs(await list('status=submitted,waiting_results,ready_to_process,cashout_in_progress')),
    ).toEqual(['H-7', 'H-6', 'H-3']);
    // A list that leaves out rejected bets (spec: "a status list excluding some statuses").
    const all = await list(
      'status=submitted,waiting_results,ready_to_process,cashout_in_progress,done,cashed_out,cancelled',
    );
    expect(refs(all)).toEqual(['H-7', 'H-6', 'H-4', 'H-3', 'H-2', 'H-1']);
    expect(all.data[0]!.selections).toHaveLength(1);
    // Spaces around the names are tolerated, as a hand-typed list has them.
    expect(refs(await list('status=done,%20cashed_out'))).toEqual(['H-4', 'H-2', 'H-1']);
  });

  it('narrows a status list by result: a cash out counts with the wins', async () => {
    expect(refs(await list('status=done,cashed_out,cancelled&result=win'))).toEqual(['H-4', 'H-2']);
    expect(refs(await list('status=done,cashed_out,cancelled&result=lose'))).toEqual(['H-1']);
  });

  it('pages through the list with its total and last page, and answers past the end with none', async () => {
    const status = 'status=submitted,waiting_results,cashout_in_progress,done,cashed_out';
    const first = await list(`${status}&limit=4&page=1`);
    expect(first.pagination).toEqual({ total: 6, page: 1, limit: 4, last_page: 2 });
    const second = await list(`${status}&limit=4&page=2`);
    expect(refs(first).concat(refs(second))).toEqual(['H-7', 'H-6', 'H-4', 'H-3', 'H-2', 'H-1']);
    expect((await list(`${status}&limit=4&page=3`)).data).toEqual([]);
    // The spec's page size of 500 is the most one page holds.
    expect((await list(`${status}&limit=500`)).pagination).toMatchObject({ limit: 500, total: 6 });
  });

  it.each([
    ['limit=501', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['status=won', 'status'],
    ['status=done,,cashed_out', 'status'],
    ['status=done;drop', 'status'],
    ['result=half', 'result'],
    ['filter=closed', 'filter'],
  ])('refuses %s with a 400, its code and message id, never a 500', async (query, parameter) => {
    const res = await alice.get(`/api/sb/bets?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'error.validation.invalid_request',
      data: { issues: [expect.objectContaining({ parameter, location: 'querystring' })] },
    });
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sb/bets?status=done' });
    expect(res.statusCode).toBe(401);
  });
});
