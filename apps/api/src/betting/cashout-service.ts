// Cash out: offers from current odds (the domain's formulas for singles, combos, systems and bet
// builders), and taking one with its ledger row.
// A cash-out in its live delay is stored with its deadline and accepted value, so whoever finds
// it after the deadline (this request, or the sweep after a crash) can finish it.
import type { ServerBetBody } from '@sportsbook/contracts';
import {
  acceptedOfferStands,
  type CashoutOffer,
  type CashoutSelection,
  cashoutValue,
  customCashoutValue,
  MARKET_STATUS,
  MATCH_STATUS,
  minorUnits,
  type OddsInt,
  priceCustomBet,
  systemCashoutValue,
} from '@sportsbook/domain';
import { marketKey } from '../catalogue/records';
import type { CatalogueStore } from '../catalogue/store';
import type { NotificationRow } from '../notifications/notification-dto';
import type { Notifier } from '../notifications/notification-service';
import { cashoutDone } from '../notifications/notices';
import type { Database } from '../platform/db';
import type { BalanceChange, Wallet } from '../platform/wallet/wallet';
import { ACTIVE_STATUSES, toServerBet, type BetRow, type SelectionRow } from './bet-dto';
import { pendingStatus } from './settlement-service';
import { BetSettlementRepository } from './settlement-repository';

export interface CashoutDeps {
  db: Database;
  store: CatalogueStore;
  wallet: Wallet;
  margin: () => number;
  liveDelayMs: (sportKey: string) => number;
  sleep: (ms: number) => Promise<void>;
  /** Settles a bet from its stored results (a cash-out refused because results arrived). */
  settleBet: (betId: number) => Promise<unknown>;
  /** Tells the player's other screens of the cashed-out bet (best effort). */
  betChanged?: (playerId: string, bet: ServerBetBody) => Promise<void>;
  /** Writes the player's cashout_done notification with the payout. */
  notifier?: Notifier;
}

/** How a cash-out in progress ended. */
export type CashoutResolution =
  | { kind: 'cashed_out'; bet: BetRow; rows: SelectionRow[]; change: BalanceChange }
  | { kind: 'reopened'; bet: BetRow; value: number | null }
  | { kind: 'not_in_progress'; bet: BetRow | null };

export type CashoutErrorCode = 'BET_NOT_FOUND' | 'CASHOUT_UNAVAILABLE' | 'CASHOUT_VALUE_CHANGED';

/** Why a cash-out was refused; with the current offer when it moved against the player. */
export class CashoutError {
  readonly kind = 'cashout';
  constructor(
    readonly code: CashoutErrorCode,
    readonly toCashout: number | null,
    readonly betId: number,
  ) {}
}

export type CashoutOutcome =
  { ok: true; bet: ServerBetBody; change: BalanceChange } | { ok: false; error: CashoutError };

/**
 * Today's price of a bet builder's open legs: the builder's correlated price of them, or the one
 * leg's odds; null while one is suspended or missing, or when they cannot be priced together.
 */
function remainingCustomOdds(
  legs: readonly { row: SelectionRow; selection: CashoutSelection }[],
): OddsInt | null {
  const open = legs.filter((leg) => leg.selection.result.outcome === 'pending');
  if (open.some((leg) => leg.selection.currentOdds === null)) return null;
  if (open.length === 0) return null;
  if (open.length === 1) return open[0]!.selection.currentOdds;
  const price = priceCustomBet(
    open.map(({ row, selection }) => ({
      matchId: row.matchId,
      marketId: row.marketId,
      specifier: row.specifier,
      outcomeId: row.outcomeId,
      odds: selection.currentOdds!,
    })),
  );
  return price.ok ? price.odds : null;
}

export class BetCashout {
  private readonly bets: BetSettlementRepository;

  constructor(private readonly deps: CashoutDeps) {
    this.bets = new BetSettlementRepository(deps.db);
  }

  /**
   * The current offer for an open bet, or null when none can be made: singles and combos by the
   * combo formula, systems by their remaining lines, bet builders by the builder's price of their
   * remaining legs; never above the cap a warn action set at placement.
   */
  offer(bet: BetRow, rows: readonly SelectionRow[]): number | null {
    if (!ACTIVE_STATUSES.includes(bet.status)) return null;
    // A bet on a bonus is not cashed out: a freebet's token never turns into cash.
    if (bet.bonus !== null) return null;
    const selections = [...rows]
      .sort((a, b) => a.position - b.position)
      .map((row) => ({ row, selection: this.cashoutSelection(row) }));
    const common = {
      stake: minorUnits(bet.stake),
      margin: this.deps.margin(),
      payoutCap: bet.payoutCap === null ? null : minorUnits(bet.payoutCap),
    };
    let offer: CashoutOffer;
    if (bet.type === 'system') {
      if (bet.systemWinCount === null || bet.systemTotalCount === null) return null;
      offer = systemCashoutValue({
        ...common,
        selections: selections.map((s) => s.selection),
        type: { winCount: bet.systemWinCount, totalCount: bet.systemTotalCount },
      });
    } else if (bet.type === 'custom') {
      offer = customCashoutValue({
        ...common,
        placedOdds: bet.odds as OddsInt,
        legs: selections.map((s) => s.selection.result),
        remainingOdds: remainingCustomOdds(selections),
      });
    } else {
      offer = cashoutValue({ ...common, selections: selections.map((s) => s.selection) });
    }
    return offer.available && offer.amount > 0 ? offer.amount : null;
  }

  /** A selection as the cash-out formulas read it: placed odds, today's odds, result so far. */
  private cashoutSelection(row: SelectionRow): CashoutSelection {
    const { store } = this.deps;
    const settled = row.status !== 'open';
    const match = store.matches.get(row.matchId);
    const market = match?.markets.get(marketKey(row.marketId, row.specifier));
    const outcome = market?.outcomes.find((o) => o.id === row.outcomeId);
    const open =
      match &&
      (match.status === MATCH_STATUS.prematch || match.status === MATCH_STATUS.live) &&
      market?.status === MARKET_STATUS.allowed &&
      outcome?.active &&
      store.isProviderUp(market.provider);
    return {
      placedOdds: row.odds as OddsInt,
      currentOdds: !settled && open ? (outcome!.odds as OddsInt) : null,
      result: {
        outcome: settled ? (row.status as 'win') : ('pending' as const),
        ...(row.deadHeatFactor !== null ? { deadHeatFactor: row.deadHeatFactor } : {}),
        ...(row.voidFactor !== null ? { voidFactor: row.voidFactor } : {}),
      },
    };
  }

  load(playerId: string, betId: number) {
    return this.bets.playerBet(playerId, betId);
  }

  /**
   * Takes the offer the player accepted: refused when the value moved against the player, when
   * the amount is one never offered (far under the value) or a market is suspended. During the
   * live delay the bet is cashout_in_progress with a stored deadline and accepted value; when the
   * delay ends it is cashed_out with a ledger row paying what the player accepted, or back to open
   * if the offer no longer stands or results arrived.
   */
  async cashout(playerId: string, betId: number, accepted: number): Promise<CashoutOutcome> {
    const outcome = await this.take(playerId, betId, accepted);
    if (outcome.ok && this.deps.betChanged) {
      await this.deps.betChanged(playerId, outcome.bet).catch(() => undefined);
    }
    return outcome;
  }

  private async take(playerId: string, betId: number, accepted: number): Promise<CashoutOutcome> {
    const refuse = (code: CashoutErrorCode, toCashout: number | null = null) => ({
      ok: false as const,
      error: new CashoutError(code, toCashout, betId),
    });
    const loaded = await this.load(playerId, betId);
    if (!loaded) return refuse('BET_NOT_FOUND');
    const value = this.offer(loaded.bet, loaded.rows);
    if (value === null) return refuse('CASHOUT_UNAVAILABLE');
    // Above the offer, or an amount under it that was never offered: the offer as it is now.
    if (!acceptedOfferStands(minorUnits(accepted), minorUnits(value))) {
      return refuse('CASHOUT_VALUE_CHANGED', value);
    }
    const live = loaded.rows.filter(
      (r) =>
        r.status === 'open' && this.deps.store.matches.get(r.matchId)?.status === MATCH_STATUS.live,
    );
    const delay = Math.max(0, ...live.map((r) => this.deps.liveDelayMs(r.sportKey)));
    const held = await this.bets.holdForCashout(betId, accepted, delay, ACTIVE_STATUSES);
    if (!held) return refuse('CASHOUT_UNAVAILABLE');
    if (delay > 0) await this.deps.sleep(delay);
    const resolution = await this.resolve(betId);
    if (resolution.kind === 'cashed_out') {
      return {
        ok: true,
        bet: toServerBet(resolution.bet, resolution.rows, null),
        change: resolution.change,
      };
    }
    if (resolution.kind === 'reopened') {
      if (resolution.value !== null && resolution.value < accepted)
        return refuse('CASHOUT_VALUE_CHANGED', resolution.value);
      return refuse('CASHOUT_UNAVAILABLE');
    }
    // Someone else ended it (the sweep, or settlement because results arrived).
    const bet = resolution.bet;
    if (bet?.status === 'cashed_out' && bet.winAmount === accepted) {
      const change = await this.deps.wallet.post({
        playerId,
        currency: bet.currency,
        amount: accepted,
        type: 'cashout',
        reference: `bet:${betId}:cashout`,
      });
      return { ok: true, bet: toServerBet(bet, loaded.rows, null), change };
    }
    return refuse('CASHOUT_UNAVAILABLE');
  }

  /**
   * Ends a cash-out in progress, in one transaction under the bet's row lock: completed at the
   * accepted value while the current offer still covers it and no result arrived; otherwise the
   * bet returns to open (and, when results arrived, settles from them).
   */
  async resolve(betId: number): Promise<CashoutResolution> {
    let change: BalanceChange | undefined;
    let notice: NotificationRow | null = null;
    const resolution = await this.deps.db.transaction(async (tx): Promise<CashoutResolution> => {
      const bet = await this.bets.lock(tx, betId);
      if (!bet || bet.status !== 'cashout_in_progress') {
        return { kind: 'not_in_progress', bet: bet ?? null };
      }
      const rows = await this.bets.selections(betId, tx);
      const resulted = await this.bets.hasUnappliedResults(betId, tx);
      const value = resulted ? null : this.offer({ ...bet, status: pendingStatus(rows) }, rows);
      const accepted = bet.cashoutAmount;
      if (value === null || accepted === null || value < accepted) {
        const row = await this.bets.reopen(tx, betId, pendingStatus(rows));
        return { kind: 'reopened', bet: row, value };
      }
      const row = await this.bets.markCashedOut(tx, betId, accepted);
      change = await this.deps.wallet.post(
        {
          playerId: bet.playerId,
          currency: bet.currency,
          amount: accepted,
          type: 'cashout',
          reference: `bet:${betId}:cashout`,
        },
        tx,
      );
      if (this.deps.notifier) notice = await this.deps.notifier.record(tx, cashoutDone(row));
      return { kind: 'cashed_out', bet: row, rows, change };
    });
    if (change) await this.deps.wallet.announce(change);
    await this.deps.notifier?.announce(notice);
    // Results that arrived during the delay settle the bet now (the sweep retries on failure).
    if (resolution.kind === 'reopened') await this.deps.settleBet(betId);
    return resolution;
  }

  /**
   * Cash-outs still in progress `graceMs` after their deadline: their request ended without
   * finishing them (a crash, a lost connection). Returns the bet ids.
   */
  expired(graceMs: number, limit = 500): Promise<number[]> {
    return this.bets.expiredCashouts(graceMs, limit);
  }
}
