// Cash out: offers from current odds (the domain's formula), and taking one with its ledger row.
import type { ServerBetBody } from '@sportsbook/contracts';
import {
  cashoutValue,
  MARKET_STATUS,
  MATCH_STATUS,
  minorUnits,
  type OddsInt,
} from '@sportsbook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { marketKey } from '../catalogue/records';
import type { CatalogueStore } from '../catalogue/store';
import type { Database } from '../platform/db';
import type { BalanceChange, Wallet } from '../platform/wallet/wallet';
import { ACTIVE_STATUSES, toServerBet, type BetRow, type SelectionRow } from './bet-dto';
import { betSelections, bets } from './schema';

export interface CashoutDeps {
  db: Database;
  store: CatalogueStore;
  wallet: Wallet;
  margin: () => number;
  liveDelayMs: (sportKey: string) => number;
  sleep: (ms: number) => Promise<void>;
}

export type CashoutErrorCode = 'BET_NOT_FOUND' | 'CASHOUT_UNAVAILABLE' | 'CASHOUT_VALUE_CHANGED';

export class CashoutError extends Error {
  constructor(
    readonly code: CashoutErrorCode,
    readonly toCashout: number | null,
  ) {
    super(code);
    this.name = 'CashoutError';
  }
}

export class BetCashout {
  constructor(private readonly deps: CashoutDeps) {}

  /** The current offer for an open single or combo bet, or null when none can be made. */
  offer(bet: BetRow, rows: readonly SelectionRow[]): number | null {
    if (!ACTIVE_STATUSES.includes(bet.status) || bet.type === 'system' || bet.type === 'custom')
      return null;
    const { store } = this.deps;
    const selections = rows.map((row) => {
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
    });
    const offer = cashoutValue({
      stake: minorUnits(bet.stake),
      selections,
      margin: this.deps.margin(),
    });
    return offer.available && offer.amount > 0 ? offer.amount : null;
  }

  async load(playerId: string, betId: number) {
    const [bet] = await this.deps.db
      .select()
      .from(bets)
      .where(and(eq(bets.id, betId), eq(bets.playerId, playerId)));
    if (!bet) return null;
    const rows = await this.deps.db
      .select()
      .from(betSelections)
      .where(eq(betSelections.betId, betId))
      .orderBy(asc(betSelections.position));
    return { bet, rows };
  }

  /**
   * Takes the offer the player accepted: refused when the value moved against the player or a
   * market is suspended. The bet is cashout_in_progress during the live delay, then cashed_out
   * with a ledger row paying what the player accepted.
   */
  async cashout(
    playerId: string,
    betId: number,
    accepted: number,
  ): Promise<{ bet: ServerBetBody; change: BalanceChange }> {
    const loaded = await this.load(playerId, betId);
    if (!loaded) throw new CashoutError('BET_NOT_FOUND', null);
    const check = (bet: BetRow, rows: readonly SelectionRow[]) => {
      const value = this.offer(bet, rows);
      if (value === null) throw new CashoutError('CASHOUT_UNAVAILABLE', null);
      if (value < accepted) throw new CashoutError('CASHOUT_VALUE_CHANGED', value);
    };
    check(loaded.bet, loaded.rows);
    const [held] = await this.deps.db
      .update(bets)
      .set({ status: 'cashout_in_progress' })
      .where(and(eq(bets.id, betId), inArray(bets.status, ACTIVE_STATUSES)))
      .returning();
    if (!held) throw new CashoutError('CASHOUT_UNAVAILABLE', null);
    const live = loaded.rows.filter(
      (r) =>
        r.status === 'open' && this.deps.store.matches.get(r.matchId)?.status === MATCH_STATUS.live,
    );
    const delay = Math.max(0, ...live.map((r) => this.deps.liveDelayMs(r.sportKey)));
    try {
      if (delay > 0) {
        await this.deps.sleep(delay);
        check({ ...held, status: loaded.bet.status }, loaded.rows);
      }
    } catch (error) {
      await this.deps.db.update(bets).set({ status: loaded.bet.status }).where(eq(bets.id, betId));
      throw error;
    }
    let change: BalanceChange | undefined;
    const done = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bets)
        .set({
          status: 'cashed_out',
          result: 'cashed_out',
          winAmount: accepted,
          settledAt: new Date(),
        })
        .where(and(eq(bets.id, betId), eq(bets.status, 'cashout_in_progress')))
        .returning();
      if (!row) throw new CashoutError('CASHOUT_UNAVAILABLE', null);
      change = await this.deps.wallet.post(
        {
          playerId,
          currency: row.currency,
          amount: accepted,
          type: 'cashout',
          reference: `bet:${betId}:cashout`,
        },
        tx,
      );
      return row;
    });
    await this.deps.wallet.announce(change!);
    return { bet: toServerBet(done, loaded.rows, null), change: change! };
  }
}
