// Writing the checked bets: the stake debits in one statement, or in one transaction with the
// player's limits checked and their bonuses locked and used; then the placed bets as answered.
import { randomBytes } from 'node:crypto';
import type { ServerBetBody } from '@sportsbook/contracts';
import { lockBonuses, useBonus } from '../bonuses/bet-bonus';
import type { FarmOutcome } from '../bonuses/farming';
import type { RawQuery } from '../db/client';
import type { JackpotPlan, StakeToPlace } from '../jackpots/contribution';
import type { PlatformError } from '../platform/errors';
import type { Wallet, BalanceChange } from '../platform/wallet/wallet';
import { WalletError } from '../platform/wallet/wallet';
import { currency as currencyOf } from '../site/currencies';
import { toServerBet, type BetRow, type SelectionRow } from './bet-dto';
import { writePlacement } from './place-statement';
import type { CheckedBet, PlacementRequest } from './placement-check';

/** What writing a placement needs. */
export interface PlacementWriteDeps {
  /** The placement's write runs as one prepared statement. */
  query: RawQuery;
  wallet: Wallet;
  /** Runs statements in one transaction (placements a limit guards). */
  transaction: <T>(work: (query: RawQuery) => Promise<T>) => Promise<T>;
  /**
   * Inside that transaction: locks the player and answers the refusal of an exclusion or a loss
   * or wager limit that the total stake would break, or null.
   */
  stakeRefusal: (
    query: RawQuery,
    playerId: string,
    currency: string,
    amount: number,
  ) => Promise<PlatformError | null>;
  /** The jackpots the bets feed (absent: none). */
  jackpots?: JackpotFeed;
  /** The huntings and tournaments the bets farm (absent: none). */
  farming?: BonusFarming;
}

/** What a placement asks of the huntings and tournaments. */
export interface BonusFarming {
  /** Inside the placement's transaction: farms the placed bets. */
  farm(
    query: RawQuery,
    playerId: string,
    bets: { betId: number; bet: CheckedBet }[],
  ): Promise<FarmOutcome>;
  /** After the commit: what was farmed is announced (never throws). */
  farmed(playerId: string, outcome: FarmOutcome): void;
}

/** What a placement asks of the jackpots. */
export interface JackpotFeed {
  /** Before the write: the contributions and draws of the bets about to be placed. */
  plan(currency: string, bets: StakeToPlace[]): JackpotPlan;
  /** Inside the placement's transaction, after its bets: the hits made (their ids). */
  hit(
    query: RawQuery,
    playerId: string,
    currency: string,
    hits: JackpotPlan['hits'],
    betIds: ReadonlyMap<number, number>,
  ): Promise<number[]>;
  /** After the commit: the hits made are paid (never throws; a sweep retries). */
  hitsMade(hitIds: number[]): void;
}

export type PlacementResult = {
  bets: ServerBetBody[];
  balanceChanges: BalanceChange[];
  replayed: boolean;
};

/** Thrown inside a placement's transaction when a bonus was used or ended meanwhile. */
export class BonusGone extends Error {
  constructor(readonly betIndexes: number[]) {
    super('BONUS_NOT_AVAILABLE');
  }
}

/** Thrown inside a guarded placement's transaction to roll it back with the limit's refusal. */
export class StakeRefused extends Error {
  constructor(readonly refusal: PlatformError) {
    super(refusal.code);
  }
}

const newRef = () => randomBytes(6).toString('base64url').toUpperCase().replace(/[-_]/g, 'X');

/** Writes the checked bets (all or none) and answers them with the stake debits. */
export async function writeBets(
  deps: PlacementWriteDeps,
  request: PlacementRequest,
  checked: CheckedBet[],
  requestHash: string | null,
): Promise<PlacementResult> {
  const { playerId, activeCurrency: currency } = request;
  const rows = checked.map((bet, ord) => ({
    ord,
    ref: newRef(),
    type: bet.type,
    subunits: currencyOf(bet.currency).subunits,
    stake: bet.stake,
    debit: bet.debit,
    odds: bet.odds,
    potential_win: bet.potentialWin,
    system_win_count: bet.system?.winCount ?? null,
    system_total_count: bet.system?.totalCount ?? null,
    custom_odds: bet.type === 'custom' ? bet.odds : null,
    payout_cap: bet.payoutCap,
    // Never what the request said: the player's own bonus, as the checks applied it.
    bonus: bet.bonus,
  }));
  const selections = checked.flatMap((bet, ord) =>
    bet.selections.map((s, position) => ({
      ord,
      position,
      match_id: s.match.id,
      market_id: s.market.marketId,
      specifier: s.market.specifier,
      outcome_id: s.outcome.id,
      odds: s.odds,
      match_name: s.match.name,
      match_names: s.match.names,
      market_name: s.market.name,
      outcome_name: s.outcome.name,
      sport_key: s.sportKey,
      provider: s.market.provider,
      start_time: new Date(s.match.startTime).toISOString(),
      live: s.live,
    })),
  );
  // Contributions and draws are decided now and written by the placement's own statement.
  const jackpot = deps.jackpots?.plan(currency, rows) ?? { entries: [], draws: [], hits: [] };
  const input = {
    playerId,
    currency,
    quick: request.body.meta.quick,
    deviceId: request.body.meta.device_id,
    idempotencyKey: request.idempotencyKey ?? null,
    requestHash,
    bets: rows,
    selections,
    jackpotEntries: jackpot.entries,
    jackpotDraws: jackpot.draws,
  };
  // Unguarded players without a bonus keep the one-statement write. A guarded player is
  // locked, checked against their limits and written in one transaction, so concurrent bets are
  // checked one by one; bonuses are locked, checked again and used in the same transaction, so
  // a bonus sent on two requests at once goes on one bet.
  const bonusUses = checked.flatMap((bet, ord) =>
    bet.bonus ? [{ ord, index: bet.index, id: bet.bonus.id }] : [],
  );
  // A draw that hit (rare) locks its level after the bets are written, in the same transaction.
  // A bet that may farm is written with its points in one transaction.
  const farming = deps.farming !== undefined && request.farms === true;
  let hitIds: number[] = [];
  let farmed: FarmOutcome | null = null;
  const placed =
    request.guarded || bonusUses.length > 0 || jackpot.hits.length > 0 || farming
      ? await deps.transaction(async (query) => {
          if (bonusUses.length > 0) {
            const ids = bonusUses.map((use) => use.id);
            const gone = await lockBonuses(query, playerId, ids, new Date());
            if (gone.size > 0) {
              throw new BonusGone(
                bonusUses.filter((use) => gone.has(use.id)).map((use) => use.index),
              );
            }
          }
          if (request.guarded) {
            const total = rows.reduce((sum, bet) => sum + bet.debit, 0);
            const refusal = await deps.stakeRefusal(query, playerId, currency, total);
            if (refusal) throw new StakeRefused(refusal);
          }
          const written = await writePlacement(query, input);
          for (const use of bonusUses) {
            const bet = written.find((w) => w.ord === use.ord);
            if (bet) await useBonus(query, use.id, bet.id);
          }
          if (jackpot.hits.length > 0 && written.length > 0) {
            const betIds = new Map(written.map((w) => [w.ord, w.id]));
            hitIds = await deps.jackpots!.hit(query, playerId, currency, jackpot.hits, betIds);
          }
          if (farming && written.length > 0) {
            const bets = written.map((w) => ({ betId: w.id, bet: checked[w.ord]! }));
            farmed = await deps.farming!.farm(query, playerId, bets);
          }
          return written;
        })
      : await writePlacement(deps.query, input);
  if (placed.length === 0) {
    const account = await deps.wallet.account(playerId, currency);
    if (!account) throw new WalletError('ACCOUNT_NOT_FOUND', `no ${currency} account`);
    throw new WalletError('INSUFFICIENT_FUNDS', `not enough ${currency}`);
  }
  if (hitIds.length > 0) deps.jackpots!.hitsMade(hitIds);
  if (farmed) deps.farming!.farmed(playerId, farmed);
  const answers: ServerBetBody[] = [];
  const changes: BalanceChange[] = [];
  for (const written of placed) {
    const row = rows[written.ord]!;
    const bet: BetRow = {
      id: written.id,
      ref: row.ref,
      playerId,
      type: row.type,
      status: 'submitted',
      result: 'no_results',
      currency,
      subunits: row.subunits,
      stake: row.stake,
      odds: row.odds,
      potentialWin: row.potential_win,
      winAmount: null,
      systemWinCount: row.system_win_count,
      systemTotalCount: row.system_total_count,
      customOdds: row.custom_odds,
      payoutCap: row.payout_cap,
      bonus: row.bonus,
      isVip: false,
      usedInJackpot: jackpot.draws.some((draw) => draw.ord === written.ord),
      quick: request.body.meta.quick,
      deviceId: request.body.meta.device_id,
      settlements: 0,
      voidReason: null,
      voidBy: null,
      cashoutDeadline: null,
      cashoutAmount: null,
      createdAt: written.createdAt,
      settledAt: null,
    };
    const betSelectionRows: SelectionRow[] = selections
      .filter((s) => s.ord === written.ord)
      .map((s) => ({
        id: written.selectionIds.get(s.position)!,
        betId: written.id,
        position: s.position,
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        odds: s.odds,
        status: 'open',
        deadHeatFactor: null,
        voidFactor: null,
        matchName: s.match_name,
        matchNames: s.match_names,
        marketName: s.market_name,
        outcomeName: s.outcome_name,
        sportKey: s.sport_key,
        provider: s.provider,
        startTime: new Date(s.start_time),
        live: s.live,
      }));
    answers.push(toServerBet(bet, betSelectionRows, null));
    if (written.entryId === null || written.balanceAfter === null) continue;
    changes.push({
      entryId: written.entryId,
      playerId,
      currency,
      type: 'stake',
      amount: -row.debit,
      balance: written.balanceAfter,
      replayed: false,
    });
  }
  return { bets: answers, balanceChanges: changes, replayed: false };
}
