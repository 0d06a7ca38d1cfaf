// The write of a placement as one statement: the stake debit, the bets, their selections, the
// ledger rows, the idempotency key and the jackpot contributions and draws (a bet whose stake a
// freebet pays debits nothing). The
// account update comes first and every insert reads from it, so a balance that does not cover
// the stakes writes nothing; one statement is atomic
// on its own, so no BEGIN or COMMIT round trips. Placement is the hottest write of the product:
// the text is fixed and prepared once per connection instead of built per request.
import type { RawQuery } from '../db/client';

/** One bet as the statement takes it; `ord` is its index in the request. */
export interface BetInput {
  ord: number;
  ref: string;
  type: string;
  subunits: number;
  stake: number;
  /** What the wallet pays of the stake: the stake, or 0 when a freebet stands in for it. */
  debit: number;
  odds: number;
  potential_win: number;
  system_win_count: number | null;
  system_total_count: number | null;
  custom_odds: number | null;
  /** The most the bet pays when a warn action capped it; null when not capped. */
  payout_cap: number | null;
  bonus: unknown;
}

/** One selection of bet `ord`. */
export interface SelectionInput {
  ord: number;
  position: number;
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  match_name: string;
  match_names: Record<string, string>;
  market_name: string;
  outcome_name: string;
  sport_key: string;
  provider: string;
  start_time: string;
  live: boolean;
}

export interface PlacementWrite {
  playerId: string;
  currency: string;
  quick: boolean;
  deviceId: string | null;
  idempotencyKey: string | null;
  /** SHA-256 of the request, kept with its key (see placementHash). */
  requestHash: string | null;
  bets: BetInput[];
  selections: SelectionInput[];
  /** The bets' jackpot contributions and draws, decided before the write (by `ord`). */
  jackpotEntries: { level_id: number; ord: number; amount: number }[];
  jackpotDraws: {
    ord: number;
    jackpot_id: number;
    seed: string;
    draw: number;
    level_code: string | null;
  }[];
}

/**
 * What the database made for one bet: its id, time, selection ids and stake ledger row (none for
 * a bet the wallet paid nothing of).
 */
export interface PlacedBet {
  ord: number;
  id: number;
  createdAt: Date;
  selectionIds: Map<number, number>;
  entryId: number | null;
  balanceAfter: number | null;
}

const PLACE_BETS = `
with account as (
  update accounts set balance = balance - $3::bigint, updated_at = now()
  where player_id = $1::uuid and currency = $2::text and balance >= $3::bigint
  returning id, balance
), input as (
  select * from jsonb_to_recordset($4::jsonb) as b(
    ord int, ref text, type text, subunits int, stake bigint, debit bigint, odds bigint,
    potential_win bigint,
    system_win_count int, system_total_count int, custom_odds bigint, payout_cap bigint, bonus jsonb)
), placed as (
  insert into bets (ref, player_id, type, status, currency, subunits, stake, odds, potential_win,
    system_win_count, system_total_count, custom_odds, payout_cap, bonus, quick, device_id,
    used_in_jackpot)
  select i.ref, $1::uuid, i.type, 'submitted', $2, i.subunits, i.stake, i.odds, i.potential_win,
    i.system_win_count, i.system_total_count, i.custom_odds, i.payout_cap, i.bonus, $6::boolean,
    $7::text,
    -- A bet with a draw fed a jackpot.
    i.ord in (select (d ->> 'ord')::int from jsonb_array_elements($11::jsonb) d)
  from input i cross join account
  returning id, ref, created_at
), numbered as (
  select p.id, p.ref, p.created_at, i.ord, i.debit from placed p join input i using (ref)
), chosen as (
  insert into bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds,
    match_name, match_names, market_name, outcome_name, sport_key, provider, start_time, live)
  select n.id, s.position, s.match_id, s.market_id, s.specifier, s.outcome_id, s.odds,
    s.match_name, coalesce(s.match_names, '{}'::jsonb), s.market_name, s.outcome_name,
    s.sport_key, s.provider, s.start_time, s.live
  from jsonb_to_recordset($5::jsonb) as s(
    ord int, position int, match_id int, market_id int, specifier text, outcome_id text, odds int,
    match_name text, match_names jsonb, market_name text, outcome_name text, sport_key text,
    provider text,
    start_time timestamptz, live boolean)
  join numbered n using (ord)
  returning id, bet_id, position
), debited as (
  insert into ledger_entries (account_id, player_id, currency, type, amount, balance_after, reference)
  select a.id, $1::uuid, $2, 'stake', -n.debit,
    a.balance + $3::bigint - sum(n.debit) over (order by n.ord), 'bet:' || n.id
  from numbered n cross join account a
  where n.debit > 0
  returning id, reference, balance_after
), keyed as (
  insert into bet_placements (player_id, key, request_hash, response)
  select $1::uuid, $8::text, $9::text,
    jsonb_build_object('bet_ids', (select jsonb_agg(id order by ord) from numbered))
  from account where $8::text is not null
), contributed as (
  insert into jackpot_entries (level_id, type, amount, reference)
  select e.level_id, 'contribution', e.amount, 'bet:' || n.id
  from jsonb_to_recordset($10::jsonb) as e(level_id bigint, ord int, amount bigint)
  join numbered n using (ord)
), drawn as (
  insert into jackpot_draws (bet_id, jackpot_id, seed, draw, level_code)
  select n.id, d.jackpot_id, d.seed, d.draw, d.level_code
  from jsonb_to_recordset($11::jsonb) as d(ord int, jackpot_id bigint, seed text, draw bigint,
    level_code text)
  join numbered n using (ord)
)
select n.ord, n.id, n.created_at, d.id as entry_id, d.balance_after,
  (select json_agg(json_build_array(c.position, c.id)) from chosen c where c.bet_id = n.id) as selections
from numbered n left join debited d on d.reference = 'bet:' || n.id
order by n.ord`;

interface PlacedRow {
  ord: number;
  id: string | number;
  created_at: Date | string;
  entry_id: string | number | null;
  balance_after: string | number | null;
  selections: [number, string | number][];
}

/**
 * Writes the bets of one placement. An empty answer means nothing was written: the account is
 * missing or its balance does not cover the total stake.
 */
export async function writePlacement(query: RawQuery, write: PlacementWrite): Promise<PlacedBet[]> {
  const total = write.bets.reduce((sum, bet) => sum + bet.debit, 0);
  const rows = await query<PlacedRow>('place_bets', PLACE_BETS, [
    write.playerId,
    write.currency,
    total,
    JSON.stringify(write.bets),
    JSON.stringify(write.selections),
    write.quick,
    write.deviceId,
    write.idempotencyKey,
    write.requestHash,
    JSON.stringify(write.jackpotEntries),
    JSON.stringify(write.jackpotDraws),
  ]);
  return rows.map((row) => ({
    ord: row.ord,
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    selectionIds: new Map(row.selections.map(([position, id]) => [position, Number(id)])),
    entryId: row.entry_id === null ? null : Number(row.entry_id),
    balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
  }));
}
