// The money invariants of the fault suite, checked in SQL after each fault, and waiting for
// bets to settle.
import { waitFor, type FaultDatabase } from './harness';

export interface InvariantViolations {
  betsWithoutStakeDebit: unknown[];
  ledgerNotBalance: unknown[];
  negativeBalances: unknown[];
  betsUnderTwoKeys: unknown[];
  resultedNotSettled: unknown[];
  stuckCashouts: unknown[];
  doublePayouts: unknown[];
}

/**
 * The money invariants of the sportsbook, as SQL over the ledger and the bets:
 * every bet has its stake debit (but one a freebet paid), every account's ledger sums to its balance, no balance is
 * negative, no bet was placed by two idempotency keys, every bet whose selections all have
 * stored results is settled, no cash-out is left in progress past its deadline (`graceS`), and
 * no settlement was paid twice.
 */
async function moneyInvariants(
  database: FaultDatabase,
  { graceS = 30 }: { graceS?: number } = {},
): Promise<InvariantViolations> {
  const q = (text: string, values: unknown[] = []) => database.query(text, values);
  return {
    // A bet whose stake a freebet paid has no debit (a no-risk bet is real money and has one).
    betsWithoutStakeDebit: await q(
      `select b.id from bets b
       where coalesce(b.bonus ->> 'type', '') not in ('freebet', 'freebet_all_win', 'freebet_only_win')
       and not exists (
         select 1 from ledger_entries l
         where l.type = 'stake' and l.reference = 'bet:' || b.id and l.amount = -b.stake
           and l.player_id = b.player_id)`,
    ),
    ledgerNotBalance: await q(
      `select a.id, a.balance, coalesce(sum(l.amount), 0) as ledger
       from accounts a left join ledger_entries l on l.account_id = a.id
       group by a.id having a.balance <> coalesce(sum(l.amount), 0)`,
    ),
    negativeBalances: await q(
      `select id, balance from accounts where balance < 0
       union all select account_id, balance_after from ledger_entries where balance_after < 0`,
    ),
    betsUnderTwoKeys: await q(
      `select bet_id, count(*) from (
         select jsonb_array_elements_text(response -> 'bet_ids') as bet_id from bet_placements
         where jsonb_typeof(response -> 'bet_ids') = 'array') keyed
       group by bet_id having count(*) > 1`,
    ),
    resultedNotSettled: await q(
      `select b.id, b.status from bets b
       where b.status in ('submitted', 'waiting_results', 'cashout_in_progress')
         and not exists (
           select 1 from bet_selections s
           left join markets m on m.match_id = s.match_id and m.market_id = s.market_id
             and m.specifier = s.specifier
           where s.bet_id = b.id and (m.results is null or not (m.results ? s.outcome_id)))`,
    ),
    stuckCashouts: await q(
      `select id, status from bets where status = 'cashout_in_progress'
         and (cashout_deadline is null or cashout_deadline < now() - make_interval(secs => $1))`,
      [graceS],
    ),
    doublePayouts: await q(
      `select b.id, b.win_amount, coalesce(sum(l.amount) filter (where l.type in ('win', 'refund', 'cashout', 'bonus', 'settlement_reversal')), 0) as paid
       from bets b left join ledger_entries l on l.player_id = b.player_id
         and l.reference like 'bet:' || b.id || ':%'
       where b.status in ('done', 'cashed_out')
       group by b.id having coalesce(sum(l.amount) filter (where l.type in ('win', 'refund', 'cashout', 'bonus', 'settlement_reversal')), 0) <> coalesce(b.win_amount, 0)`,
    ),
  };
}

/** Throws with every violation listed when an invariant does not hold. */
export async function assertMoneyInvariants(
  database: FaultDatabase,
  options?: { graceS?: number },
): Promise<void> {
  const found = await moneyInvariants(database, options);
  const broken = Object.entries(found).filter(([, rows]) => rows.length > 0);
  if (broken.length > 0) {
    throw new Error(
      `money invariants broken:\n${broken
        .map(([name, rows]) => `  ${name}: ${JSON.stringify(rows.slice(0, 10))}`)
        .join('\n')}`,
    );
  }
}

/** Bet statuses by id (from the database). */
export async function betStatuses(
  database: FaultDatabase,
  ids: number[],
): Promise<Map<number, string>> {
  const rows = await database.query<{ id: string; status: string }>(
    'select id, status from bets where id = any($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.status]));
}

/** Waits until every listed bet is final (settled, cashed out, …); returns their statuses. */
export async function waitUntilSettled(
  database: FaultDatabase,
  ids: number[],
  timeoutMs = 90_000,
): Promise<Map<number, string>> {
  return waitFor(
    `${ids.length} bets settled`,
    async () => {
      const statuses = await betStatuses(database, ids);
      const open = [...statuses.values()].filter((s) =>
        ['submitted', 'waiting_results', 'cashout_in_progress'].includes(s),
      );
      return open.length === 0 && statuses.size === ids.length ? statuses : undefined;
    },
    { timeoutMs, intervalMs: 500 },
  );
}

export interface JackpotViolations {
  poolsBelowZero: unknown[];
  hitsNotTakenFromPool: unknown[];
  contributionsWithoutBet: unknown[];
  drawsWithoutContribution: unknown[];
  hitsNotPaidOnce: unknown[];
  winsWithoutHit: unknown[];
}

/**
 * The jackpots' invariants: no level's pool (the sum of its jackpot ledger) is below zero, every
 * hit took its amount out of its level's ledger and put the seed back once, every
 * contribution belongs to a placed bet and every draw has its contribution (a placement is
 * written with them or not at all), every paid hit has exactly one wallet row of its amount
 * and a pending one none, and no jackpot win is paid without its hit.
 */
export async function assertJackpotInvariants(database: FaultDatabase): Promise<void> {
  const q = (text: string) => database.query(text);
  const found: JackpotViolations = {
    poolsBelowZero: await q(
      `select e.level_id, sum(e.amount) as pool from jackpot_entries e
       group by e.level_id having sum(e.amount) < 0`,
    ),
    hitsNotTakenFromPool: await q(
      `select h.id, h.amount from jackpot_hits h join jackpot_levels l on l.id = h.level_id
       where (select coalesce(sum(-e.amount), 0) from jackpot_entries e
              where e.level_id = h.level_id and e.type = 'hit' and e.reference = 'hit:' || h.id)
             <> h.amount
          or (select count(*) from jackpot_entries e
              where e.level_id = h.level_id and e.type = 'seed' and e.reference = 'hit:' || h.id)
             <> case when l.seed_amount > 0 then 1 else 0 end`,
    ),
    contributionsWithoutBet: await q(
      `select e.id, e.reference from jackpot_entries e
       where e.type = 'contribution'
         and not exists (select 1 from bets b where 'bet:' || b.id = e.reference)`,
    ),
    drawsWithoutContribution: await q(
      `select d.bet_id from jackpot_draws d
       where not exists (select 1 from jackpot_entries e
         where e.type = 'contribution' and e.reference = 'bet:' || d.bet_id)`,
    ),
    hitsNotPaidOnce: await q(
      `select h.id, h.status, count(l.id) as rows, coalesce(sum(l.amount), 0) as paid
       from jackpot_hits h left join ledger_entries l
         on l.type = 'jackpot_win' and l.reference = 'jackpot_hit:' || h.id
       group by h.id
       having (h.status = 'paid' and (count(l.id) <> 1 or coalesce(sum(l.amount), 0) <> h.amount))
         or (h.status = 'pending' and count(l.id) <> 0)`,
    ),
    winsWithoutHit: await q(
      `select l.id, l.reference from ledger_entries l
       where l.type = 'jackpot_win'
         and not exists (select 1 from jackpot_hits h
           where 'jackpot_hit:' || h.id = l.reference and h.status = 'paid')`,
    ),
  };
  const broken = Object.entries(found).filter(([, rows]) => rows.length > 0);
  if (broken.length > 0) {
    throw new Error(
      `jackpot invariants broken:\n${broken
        .map(([name, rows]) => `  ${name}: ${JSON.stringify(rows.slice(0, 10))}`)
        .join('\n')}`,
    );
  }
}
