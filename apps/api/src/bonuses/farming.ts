// Hunting and tournament farming inside a bet's placement transaction: the player's active
// huntings and tournaments are locked (so their bets farm one after another), each qualifying
// bet's points and farmed stake are written, and a hunting reaching its target issues its
// freebet, all committing with the bet or not at all.
import {
  huntingFarm,
  minorUnits,
  oddsInt,
  tournamentBetQualifies,
  tournamentContribution,
  type BonusSelection,
  type FreebetTerms,
  type HuntingTerms,
  type TournamentTerms,
} from '@sportsbook/domain';
import type { RawQuery } from '../db/client';
import type { StoredTerms } from './bonus-dto';

/** A placed bet as farming reads it. */
export interface FarmedBet {
  betId: number;
  type: string;
  stake: number;
  currency: string;
  odds: number;
  withBonus: boolean;
  selections: readonly BonusSelection[];
}

/** What a placement farmed, to announce once it commits. */
export interface FarmOutcome {
  /** The freebets issued at a hunting's target. */
  issuedIds: number[];
  /** The tournaments whose pool grew. */
  tournamentKeys: string[];
}

interface HeldRow {
  id: string | number;
  type: string;
  definition_key: string;
  terms: StoredTerms;
  progress_count: number;
  valid_to: Date | string | null;
}

const LOCK_FARMING = `
select id, type, definition_key, terms, progress_count, valid_to from player_bonuses
where player_id = $1::uuid and status = 'active' and type in ('hunting', 'tournament')
order by id for update`;

const FARMED_EVENTS = `select event_ids from hunting_farms where bonus_id = $1::bigint`;

const WRITE_HUNTING_FARM = `
insert into hunting_farms (bonus_id, player_id, bet_id, points, stake, event_ids)
values ($1::bigint, $2::uuid, $3::bigint, $4::int, $5::bigint, $6::jsonb) on conflict do nothing`;

const SET_POINTS = `
update player_bonuses set progress_count = $2::int,
  status = case when $3::boolean then 'bonus_over' else status end,
  ended_at = case when $3::boolean then $4::timestamptz else ended_at end
where id = $1::bigint`;

const ISSUE_FREEBET = `
insert into player_bonuses
  (player_id, definition_key, type, status, terms, currency, amount, valid_to, source, source_ref,
   issued_at)
values ($1::uuid, $2, $3, 'available', $4::jsonb, $5, $6::bigint, $7::timestamptz, 'hunting_target',
  $8, $9::timestamptz)
on conflict do nothing returning id`;

const WRITE_TOURNAMENT_FARM = `
insert into tournament_farms (tournament_key, player_id, bet_id, currency, amount, contribution)
values ($1, $2::uuid, $3::bigint, $4, $5::bigint, $6::bigint) on conflict do nothing`;

/** Only singles and combos farm: their odds are the bet's odds. */
const FARMING_BET_TYPES = new Set(['single', 'combo']);

const live = (row: HeldRow, now: Date) =>
  row.valid_to === null || new Date(row.valid_to).getTime() > now.getTime();

async function farmHunting(
  query: RawQuery,
  playerId: string,
  row: HeldRow,
  bets: readonly FarmedBet[],
  now: Date,
  freebetDays: number,
): Promise<number | null> {
  const terms = row.terms.terms as HuntingTerms;
  const farmed = terms.farmOncePerEvent
    ? await query<{ event_ids: string[] }>('hunting_farmed_events', FARMED_EVENTS, [row.id])
    : [];
  const progress = {
    points: row.progress_count,
    farmedEventIds: farmed.flatMap((f) => f.event_ids),
  };
  let reached = false;
  for (const bet of bets) {
    const farm = huntingFarm(terms, progress, {
      stake: minorUnits(bet.stake),
      currency: bet.currency,
      odds: oddsInt(bet.odds),
      withBonus: bet.withBonus,
      selections: bet.selections,
    });
    if (!farm.ok) continue;
    await query('hunting_farm_write', WRITE_HUNTING_FARM, [
      row.id,
      playerId,
      bet.betId,
      farm.points,
      bet.stake,
      JSON.stringify(farm.eventIds),
    ]);
    progress.points += farm.points;
    progress.farmedEventIds = [...progress.farmedEventIds, ...farm.eventIds];
    if (farm.reachesTarget) {
      reached = true;
      break;
    }
  }
  if (progress.points === row.progress_count) return null;
  await query('hunting_points_set', SET_POINTS, [row.id, progress.points, reached, now]);
  if (!reached) return null;
  const validTo = new Date(now.getTime() + freebetDays * 86_400_000);
  const freebet: FreebetTerms = {
    type: terms.farmingFreebetType,
    countryCodes: terms.countryCodes,
    onlyVerified: terms.onlyVerified,
    eventConditions: [],
    validTo: validTo.toISOString(),
    minOdds: null,
    maxOdds: null,
    matchStatus: 'both',
    selectionCountFrom: 1,
    selectionCountTo: 30,
    amount: terms.freebetAmount,
    currency: terms.currency,
  };
  const [issued] = await query<{ id: string | number }>('hunting_freebet_issue', ISSUE_FREEBET, [
    playerId,
    row.definition_key,
    terms.farmingFreebetType,
    JSON.stringify({ terms: freebet, texts: row.terms.texts } satisfies StoredTerms),
    terms.currency,
    terms.freebetAmount,
    validTo,
    String(row.id),
    now,
  ]);
  return issued ? Number(issued.id) : null;
}

async function farmTournament(
  query: RawQuery,
  playerId: string,
  row: HeldRow,
  bets: readonly FarmedBet[],
  now: Date,
): Promise<boolean> {
  const terms = row.terms.terms as TournamentTerms;
  let farmed = false;
  for (const bet of bets) {
    const qualifies = tournamentBetQualifies(terms, {
      stake: minorUnits(bet.stake),
      currency: bet.currency,
      odds: oddsInt(bet.odds),
      withBonus: bet.withBonus,
      selections: bet.selections,
      placedAt: now,
    });
    if (!qualifies) continue;
    await query('tournament_farm_write', WRITE_TOURNAMENT_FARM, [
      row.definition_key,
      playerId,
      bet.betId,
      bet.currency,
      bet.stake,
      tournamentContribution(terms, minorUnits(bet.stake)),
    ]);
    farmed = true;
  }
  return farmed;
}

/**
 * Farms the placed bets for the player's active huntings and tournaments. Runs in the
 * placement's transaction (`query`); `freebetDays` gives a hunting's freebet lifetime by key.
 */
export async function farmBets(
  query: RawQuery,
  playerId: string,
  placed: readonly FarmedBet[],
  now: Date,
  freebetDays: (key: string) => number,
): Promise<FarmOutcome> {
  const outcome: FarmOutcome = { issuedIds: [], tournamentKeys: [] };
  const bets = placed.filter((bet) => FARMING_BET_TYPES.has(bet.type));
  if (bets.length === 0) return outcome;
  const held = await query<HeldRow>('farming_lock', LOCK_FARMING, [playerId]);
  for (const row of held.filter((r) => live(r, now))) {
    if (row.type === 'hunting') {
      const issued = await farmHunting(
        query,
        playerId,
        row,
        bets,
        now,
        freebetDays(row.definition_key),
      );
      if (issued !== null) outcome.issuedIds.push(issued);
    } else if (await farmTournament(query, playerId, row, bets, now)) {
      outcome.tournamentKeys.push(row.definition_key);
    }
  }
  return outcome;
}
