// The bet aggregate in the database: bets with their selections, a player's history, the first
// answer of a placement key, shared slips and the front end's counters.
import { randomBytes } from 'node:crypto';
import type { betsQuerySchema } from '@sportsbook/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../platform/db';
import { OPEN_STATUSES, type BetRow, type SelectionRow } from './bet-dto';
import { betPlacements, betSelections, bets, counters, shareCodes } from './schema';

export type BetsQuery = z.output<typeof betsQuerySchema>;

export interface BetWithSelections {
  bet: BetRow;
  selections: SelectionRow[];
}

const SETTLED = ['done', 'cashed_out', 'cancelled', 'rejected', 'withdrawn'];
const RESULTS: Record<string, string[]> = {
  win: ['win_entire', 'refund_half_win_other', 'cashed_out'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
};

export class BetRepository {
  constructor(private readonly db: Database) {}

  /** Bets by id in the order asked (ids that name no bet are left out), selections in order. */
  async withSelections(ids: readonly number[]): Promise<BetWithSelections[]> {
    if (ids.length === 0) return [];
    const betRows = await this.db
      .select()
      .from(bets)
      .where(inArray(bets.id, [...ids]));
    const selectionRows = await this.selectionsOf(ids);
    return ids.flatMap((id) => {
      const bet = betRows.find((b) => b.id === id);
      return bet ? [{ bet, selections: selectionRows.filter((s) => s.betId === id) }] : [];
    });
  }

  /** One page of a player's bets, newest first, with the total the filters match. */
  async page(
    playerId: string,
    query: BetsQuery,
  ): Promise<{ total: number; bets: BetWithSelections[] }> {
    const { status, filter, result, page, limit } = query;
    const where: SQL[] = [eq(bets.playerId, playerId)];
    if (status)
      where.push(
        inArray(
          bets.status,
          status.split(',').map((s) => s.trim()),
        ),
      );
    if (filter === 'open') where.push(inArray(bets.status, OPEN_STATUSES));
    if (filter === 'settled') where.push(inArray(bets.status, SETTLED));
    if (result !== 'all') where.push(inArray(bets.result, RESULTS[result]!));
    const condition = and(...where);
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: count() })
      .from(bets)
      .where(condition);
    const rows = await this.db
      .select()
      .from(bets)
      .where(condition)
      .orderBy(desc(bets.createdAt), desc(bets.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const selections = await this.selectionsOf(rows.map((r) => r.id));
    return {
      total,
      bets: rows.map((bet) => ({
        bet,
        selections: selections.filter((s) => s.betId === bet.id),
      })),
    };
  }

  /** What a placement key was first answered with (bet ids, or the bets as they were then). */
  async placementOf(
    playerId: string,
    key: string,
  ): Promise<{ requestHash: string | null; response: unknown } | null> {
    const [row] = await this.db
      .select()
      .from(betPlacements)
      .where(and(eq(betPlacements.playerId, playerId), eq(betPlacements.key, key)));
    return row ?? null;
  }

  /** Stores a slip to share under a new short unguessable code. */
  async shareSlip(payload: unknown, playerId: string | null): Promise<string> {
    const code = randomBytes(9).toString('base64url');
    await this.db.insert(shareCodes).values({ code, payload, playerId });
    return code;
  }

  async sharedSlip(code: string): Promise<unknown> {
    const [row] = await this.db.select().from(shareCodes).where(eq(shareCodes.code, code));
    return row ? row.payload : null;
  }

  /** Counts one event of the front end on its day. */
  async countEvent(key: string, day: string): Promise<void> {
    await this.db
      .insert(counters)
      .values({ key, day, count: 1 })
      .onConflictDoUpdate({
        target: [counters.key, counters.day],
        set: { count: sql`${counters.count} + 1` },
      });
  }

  /**
   * A player's real-money bets (no bonus) placed in [from, to) and not refused or withdrawn, each
   * with its legs' odds, sport, match and live flag (what bonus progress counts).
   */
  realMoneyBets(playerId: string, from: Date, to: Date | null) {
    return this.db
      .select({
        id: bets.id,
        stake: bets.stake,
        currency: bets.currency,
        selections: sql<
          { odds: number; sport: string; match: number; live: boolean }[]
        >`json_agg(json_build_object('odds', ${betSelections.odds}, 'sport', ${betSelections.sportKey}, 'match', ${betSelections.matchId}, 'live', ${betSelections.live}))`,
      })
      .from(bets)
      .innerJoin(betSelections, eq(betSelections.betId, bets.id))
      .where(
        and(
          eq(bets.playerId, playerId),
          isNull(bets.bonus),
          gte(bets.createdAt, from),
          to ? lt(bets.createdAt, to) : undefined,
          notInArray(bets.status, ['rejected', 'cancelled', 'withdrawn']),
        ),
      )
      .groupBy(bets.id);
  }

  private async selectionsOf(ids: readonly number[]): Promise<SelectionRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(betSelections)
      .where(inArray(betSelections.betId, [...ids]))
      .orderBy(asc(betSelections.position));
  }
}
