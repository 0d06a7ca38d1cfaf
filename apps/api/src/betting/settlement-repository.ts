// The bet aggregate's settlement and cash-out side in the database: bets under their row lock,
// their status changes, and the results stored with the catalogue's markets as bets read them.
// Every write takes the caller's executor, so it joins the transaction that posts the money.
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../platform/db';
import type { BetRow, SelectionRow } from './bet-dto';
import { betSelections, bets } from './schema';

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

// A selection's status from a stored outcome result (the feed's void is the bet's refund).
const RESULT_STATUS = sql`case r.result ->> 'result' when 'void' then 'refund' else r.result ->> 'result' end`;
const DEAD_HEAT = sql`(r.result ->> 'dead_heat_factor')::real`;
const VOID_FACTOR = sql`(r.result ->> 'void_factor')::real`;

/** A cash-out neither waiting nor accepted (what a settled or reopened bet holds). */
const NO_CASHOUT = { cashoutDeadline: null, cashoutAmount: null };

/** The columns a settlement writes onto a bet it settles. */
export interface SettledBetValues {
  result: string;
  winAmount: number;
  settlements: number;
  voidReason: string | null;
  voidBy: string | null;
}

export class BetSettlementRepository {
  constructor(private readonly db: Database) {}

  /** A bet read under its row lock, for the rest of the transaction. */
  async lock(tx: Transaction, betId: number): Promise<BetRow | undefined> {
    const [bet] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
    return bet;
  }

  /** A bet's selections in slip order. */
  selections(betId: number, db: Executor = this.db): Promise<SelectionRow[]> {
    return db
      .select()
      .from(betSelections)
      .where(eq(betSelections.betId, betId))
      .orderBy(asc(betSelections.position));
  }

  /** A player's bet with its selections, or null when the player has no such bet. */
  async playerBet(
    playerId: string,
    betId: number,
  ): Promise<{ bet: BetRow; rows: SelectionRow[] } | null> {
    const [bet] = await this.db
      .select()
      .from(bets)
      .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)));
    if (!bet) return null;
    return { bet, rows: await this.selections(betId) };
  }

  /** Bets with a selection on a match that settlement still acts on (not in `finalStatuses`). */
  unsettledOnMatch(matchId: number, finalStatuses: string[]): Promise<number[]> {
    return this.withSelectionWhere(
      and(eq(betSelections.matchId, matchId), notInArray(bets.status, finalStatuses)),
    );
  }

  /** Bets in one of `statuses` with a selection on these matches. */
  withStatusOnMatches(matchIds: number[], statuses: string[]): Promise<number[]> {
    return this.withSelectionWhere(
      and(inArray(betSelections.matchId, matchIds), inArray(bets.status, statuses)),
    );
  }

  /** Ids of the bets with a selection matching `where` (which may read the bet's columns). */
  private async withSelectionWhere(where: SQL | undefined): Promise<number[]> {
    const found = await this.db
      .selectDistinct({ betId: betSelections.betId })
      .from(betSelections)
      .innerJoin(bets, eq(bets.id, betSelections.betId))
      .where(where);
    return found.map((r) => r.betId);
  }

  /**
   * Puts a bet in one of `fromStatuses` into its cash-out delay with the accepted value and a
   * deadline `delayMs` from now; undefined when the bet was no longer in those statuses.
   */
  async holdForCashout(
    betId: number,
    accepted: number,
    delayMs: number,
    fromStatuses: string[],
  ): Promise<BetRow | undefined> {
    const [held] = await this.db
      .update(bets)
      .set({
        status: 'cashout_in_progress',
        cashoutAmount: accepted,
        cashoutDeadline: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      })
      .where(and(eq(bets.id, betId), inArray(bets.status, fromStatuses)))
      .returning();
    return held;
  }

  /** Ends a cash-out delay without paying: the bet runs again with `status`. */
  reopen(tx: Transaction, betId: number, status: string): Promise<BetRow> {
    return this.write(tx, betId, { status, ...NO_CASHOUT });
  }

  /** Ends a cash-out delay by paying the accepted value (the ledger row is the caller's). */
  markCashedOut(tx: Transaction, betId: number, accepted: number): Promise<BetRow> {
    return this.write(tx, betId, {
      status: 'cashed_out',
      result: 'cashed_out',
      winAmount: accepted,
      settledAt: new Date(),
      ...NO_CASHOUT,
    });
  }

  /** A bet back to running with `status` and no result (a correction took its results away). */
  markWaiting(tx: Transaction, betId: number, status: string): Promise<BetRow> {
    return this.write(tx, betId, {
      status,
      result: 'no_results',
      winAmount: null,
      settledAt: null,
      ...NO_CASHOUT,
    });
  }

  /** A bet settled with its result and payout (the ledger rows are the caller's). */
  markSettled(tx: Transaction, betId: number, values: SettledBetValues): Promise<BetRow> {
    return this.write(tx, betId, {
      status: 'done',
      ...values,
      settledAt: new Date(),
      ...NO_CASHOUT,
    });
  }

  /** One bet's columns changed in the caller's transaction (under its row lock); the bet after. */
  private async write(
    tx: Transaction,
    betId: number,
    values: Partial<typeof bets.$inferInsert>,
  ): Promise<BetRow> {
    const [row] = await tx.update(bets).set(values).where(eq(bets.id, betId)).returning();
    return row!;
  }

  /**
   * Cash-outs still in progress `graceMs` after their deadline: their request ended without
   * finishing them (a crash, a lost connection).
   */
  async expiredCashouts(graceMs: number, limit: number): Promise<number[]> {
    const found = await this.db
      .select({ id: bets.id })
      .from(bets)
      .where(
        and(
          eq(bets.status, 'cashout_in_progress'),
          or(
            isNull(bets.cashoutDeadline),
            lt(bets.cashoutDeadline, sql`now() - make_interval(secs => ${graceMs / 1000})`),
          ),
        ),
      )
      .limit(limit);
    return found.map((r) => r.id);
  }

  /**
   * Copies the stored results of a bet's selections onto them (a correction overwrites an earlier
   * result). Returns how many selections changed. Runs in the caller's transaction, under the
   * bet's row lock.
   */
  async applyStoredResults(tx: Transaction, betId: number): Promise<number> {
    const changed = await rows<{ id: number }>(
      tx,
      sql`
    update bet_selections s
    set status = ${RESULT_STATUS}, dead_heat_factor = ${DEAD_HEAT}, void_factor = ${VOID_FACTOR}
    from (
      select s2.id, m.results -> s2.outcome_id as result
      from bet_selections s2
      join markets m on m.match_id = s2.match_id and m.market_id = s2.market_id
        and m.specifier = s2.specifier
      where s2.bet_id = ${betId} and m.results -> s2.outcome_id is not null
    ) r
    where s.id = r.id
      and (s.status, s.dead_heat_factor, s.void_factor)
        is distinct from (${RESULT_STATUS}, ${DEAD_HEAT}, ${VOID_FACTOR})
    returning s.id`,
    );
    return changed.length;
  }

  /** Whether a stored result differs from what a bet's selections hold (a result not applied yet). */
  async hasUnappliedResults(betId: number, db: Executor = this.db): Promise<boolean> {
    const found = await rows<{ id: number }>(
      db,
      sql`
    select s.id from bet_selections s
    join markets m on m.match_id = s.match_id and m.market_id = s.market_id
      and m.specifier = s.specifier
    cross join lateral (select m.results -> s.outcome_id as result) r
    where s.bet_id = ${betId} and r.result is not null
      and (s.status, s.dead_heat_factor, s.void_factor)
        is distinct from (${RESULT_STATUS}, ${DEAD_HEAT}, ${VOID_FACTOR})
    limit 1`,
    );
    return found.length > 0;
  }

  /**
   * Running bets whose settlement is due though no job says so: an open selection with a stored
   * result, or no open selection left. A safety net for work lost between storing results and
   * queueing them; both queries start from partial indexes on open rows.
   */
  async due(limit: number): Promise<number[]> {
    const found = await rows<{ id: string | number }>(
      this.db,
      sql`
    (select distinct s.bet_id as id from bet_selections s
      join markets m on m.match_id = s.match_id and m.market_id = s.market_id
        and m.specifier = s.specifier
      join bets b on b.id = s.bet_id
      where s.status = 'open' and m.results -> s.outcome_id is not null
        and b.status in ('submitted', 'waiting_results', 'cashout_in_progress')
      limit ${limit})
    union
    (select b.id from bets b
      where b.status in ('submitted', 'waiting_results')
        and not exists (select 1 from bet_selections s where s.bet_id = b.id and s.status = 'open')
      limit ${limit})`,
    );
    return found.map((r) => Number(r.id));
  }
}
