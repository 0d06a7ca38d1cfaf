// The results stored with the catalogue's markets, read for bets: the record settlement works from.
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db';

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

// A selection's status from a stored outcome result (the feed's void is the bet's refund).
const RESULT_STATUS = sql`case r.result ->> 'result' when 'void' then 'refund' else r.result ->> 'result' end`;
const DEAD_HEAT = sql`(r.result ->> 'dead_heat_factor')::real`;
const VOID_FACTOR = sql`(r.result ->> 'void_factor')::real`;

/**
 * Copies the stored results of a bet's selections onto them (a correction overwrites an earlier
 * result). Returns how many selections changed. Runs in the caller's transaction, under the
 * bet's row lock.
 */
export async function applyStoredResults(tx: Executor, betId: number): Promise<number> {
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
export async function hasUnappliedResults(db: Executor, betId: number): Promise<boolean> {
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
export async function betsDue(db: Executor, limit: number): Promise<number[]> {
  const found = await rows<{ id: string | number }>(
    db,
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
