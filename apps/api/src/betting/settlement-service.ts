// Settles bets from the results stored with the markets: one bet per transaction, exactly once per
// result set (a replay changes nothing), corrections re-settle and voids refund the same way.
import type { ServerBetBody } from '@sportsbook/contracts';
import {
  capPayout,
  minorUnits,
  settleCombo,
  settleSystem,
  type OddsInt,
  type SettledSelection,
  type Settlement,
} from '@sportsbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../platform/db';
import type { BalanceChange, Wallet } from '../platform/wallet/wallet';
import {
  afterBonusSettlement,
  bonusOfBet,
  legsNotVoid,
  settleWithBonus,
} from '../bonuses/bet-settlement';
import type { Notifier } from '../notifications/notification-service';
import { betSettled } from '../notifications/notices';
import { ACTIVE_STATUSES, toServerBet, type BetRow, type SelectionRow } from './bet-dto';
import { BetSettlementRepository } from './settlement-repository';

export interface SettlementDeps {
  db: Database;
  wallet: Wallet;
  log: FastifyBaseLogger;
  betChanged: (playerId: string, bet: ServerBetBody) => Promise<void>;
  /** Writes the player's bet_settled notification with the settlement. */
  notifier?: Notifier;
}

/** Bets that settlement no longer touches. */
const FINAL = ['cashed_out', 'cancelled', 'rejected', 'withdrawn'];

/** The running status of a bet that is not settled: waiting_results once any leg has a result. */
export function pendingStatus(rows: readonly SelectionRow[]): 'submitted' | 'waiting_results' {
  return rows.some((r) => r.status !== 'open') ? 'waiting_results' : 'submitted';
}

function settledSelection(row: SelectionRow): SettledSelection {
  const outcome =
    row.status === 'open' ? 'pending' : (row.status as SettledSelection['result']['outcome']);
  return {
    odds: row.odds as OddsInt,
    result: {
      outcome,
      ...(row.deadHeatFactor !== null ? { deadHeatFactor: row.deadHeatFactor } : {}),
      ...(row.voidFactor !== null ? { voidFactor: row.voidFactor } : {}),
    },
  };
}

/**
 * The settlement of a bet from its selections, by bet type (custom bets pay at their price),
 * never paying more than the cap a warn action set at placement.
 */
function settle(bet: BetRow, rows: readonly SelectionRow[]): Settlement {
  const settled = settleUncapped(bet, rows);
  const cap = bet.payoutCap === null ? null : minorUnits(bet.payoutCap);
  return { ...settled, payout: capPayout(settled.payout, cap) };
}

function settleUncapped(bet: BetRow, rows: readonly SelectionRow[]): Settlement {
  const selections = [...rows].sort((a, b) => a.position - b.position).map(settledSelection);
  if (bet.type === 'system' && bet.systemWinCount && bet.systemTotalCount) {
    return settleSystem(minorUnits(bet.stake), selections, {
      winCount: bet.systemWinCount,
      totalCount: bet.systemTotalCount,
    });
  }
  if (bet.type === 'custom') {
    // A bet builder is one price: every leg must win; a void leg voids the whole bet.
    const outcomes = selections.map((s) => s.result.outcome);
    if (outcomes.includes('lose'))
      return { status: 'done', result: 'lose_entire', payout: minorUnits(0) };
    if (outcomes.includes('pending'))
      return { status: 'waiting_results', result: 'no_results', payout: minorUnits(0) };
    if (outcomes.some((o) => o !== 'win')) {
      return { status: 'done', result: 'refund_entire', payout: minorUnits(bet.stake) };
    }
    return settleCombo(minorUnits(bet.stake), [
      { odds: bet.odds as OddsInt, result: { outcome: 'win' } },
    ]);
  }
  return settleCombo(minorUnits(bet.stake), selections);
}

export class BetSettlement {
  private readonly bets: BetSettlementRepository;

  constructor(private readonly deps: SettlementDeps) {
    this.bets = new BetSettlementRepository(deps.db);
  }

  /**
   * Settles every bet of a match from the results stored for it; bets already settled at these
   * results are left alone. Every bet is tried; the first failure is thrown after the rest.
   * Returns how many bets changed.
   */
  async settleMatch(matchId: number): Promise<number> {
    return this.settleBets(await this.bets.unsettledOnMatch(matchId, FINAL));
  }

  /** Settles the listed bets, each on its own; throws the first failure after trying them all. */
  async settleBets(betIds: readonly number[], by = 'automated:feed'): Promise<number> {
    let settled = 0;
    let failure: unknown;
    for (const betId of betIds) {
      try {
        if (await this.settleBet(betId, by)) settled++;
      } catch (error) {
        failure ??= error;
        this.deps.log.warn({ err: error, betId }, 'bet not settled; it will be retried');
      }
    }
    if (failure !== undefined) throw failure;
    return settled;
  }

  /**
   * Settles one bet in one transaction, under its row lock: copies the stored results onto its
   * selections, then pays (or takes back and pays again, for a correction) what they give. The
   * ledger references carry the settlement's number, so a replay posts nothing twice. A bet in a
   * cash-out delay whose results arrive loses the cash-out and settles.
   */
  async settleBet(betId: number, by = 'automated:feed'): Promise<boolean> {
    const changes: BalanceChange[] = [];
    const outcome = await this.deps.db.transaction(async (tx) => {
      const bet = await this.bets.lock(tx, betId);
      if (!bet || FINAL.includes(bet.status)) return null;
      const applied = await this.bets.applyStoredResults(tx, betId);
      // A cash-out in its delay stays unless results arrived; then it is refused and the bet settles.
      if (bet.status === 'cashout_in_progress' && applied === 0) return null;
      const rows = await this.bets.selections(betId, tx);
      const settled = await this.settleLocked(tx, bet, rows, by, changes);
      const notice =
        settled?.bet.status === 'done' && this.deps.notifier
          ? await this.deps.notifier.record(tx, betSettled(settled.bet))
          : null;
      return settled && { ...settled, notice };
    });
    if (!outcome) return false;
    await this.deps.wallet.announce(...changes);
    await this.deps.notifier?.announce(outcome.notice);
    await this.deps
      .betChanged(outcome.bet.playerId, toServerBet(outcome.bet, outcome.rows, null))
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error, betId }, 'bet_changed not published');
      });
    return true;
  }

  private async settleLocked(
    tx: Transaction,
    bet: BetRow,
    rows: SelectionRow[],
    by: string,
    changes: BalanceChange[],
  ): Promise<{ bet: BetRow; rows: SelectionRow[] } | null> {
    const plain = settle(bet, rows);
    const bonusId = (bet.bonus as { id?: string } | null)?.id;
    const bonus = bonusId ? await bonusOfBet(tx, bonusId) : null;
    const withBonus = bonus ? settleWithBonus(plain, bet, legsNotVoid(rows), bonus) : null;
    const next = withBonus?.settlement ?? plain;
    const waiting = pendingStatus(rows);
    const unchanged =
      (bet.status === 'done' &&
        next.status === 'done' &&
        bet.result === next.result &&
        bet.winAmount === next.payout) ||
      (bet.status === waiting && next.status === 'waiting_results');
    if (unchanged) return null;
    const post = (
      amount: number,
      type: 'win' | 'refund' | 'bonus' | 'settlement_reversal',
      reference: string,
    ) =>
      this.deps.wallet.post(
        { playerId: bet.playerId, currency: bet.currency, amount, type, reference },
        tx,
      );
    let count = bet.settlements;
    if (bet.status === 'done' && (bet.winAmount ?? 0) > 0) {
      // A results correction: the earlier payout goes back before the bet is settled again.
      changes.push(
        await post(-(bet.winAmount ?? 0), 'settlement_reversal', `bet:${bet.id}:reversal:${count}`),
      );
    }
    if (next.status === 'waiting_results') {
      return { bet: await this.bets.markWaiting(tx, bet.id, waiting), rows };
    }
    count += 1;
    const reference = `bet:${bet.id}:settlement:${count}`;
    const type = next.result === 'refund_entire' ? 'refund' : 'win';
    if (withBonus && bonus) {
      // Real money as a win or refund row; a freebet's winnings and a boost as a bonus row.
      if (withBonus.cash > 0) changes.push(await post(withBonus.cash, type, reference));
      if (withBonus.bonusCash > 0)
        changes.push(await post(withBonus.bonusCash, 'bonus', reference));
      await afterBonusSettlement(tx, bonus, bet.id, withBonus, new Date());
    } else if (next.payout > 0) {
      changes.push(await post(next.payout, type, reference));
    }
    const voided = rows.filter((r) => r.status === 'refund' || r.voidFactor !== null);
    const row = await this.bets.markSettled(tx, bet.id, {
      result: next.result,
      winAmount: next.payout,
      settlements: count,
      voidReason:
        voided.length > 0
          ? `void: ${voided.map((r) => `${r.marketName} ${r.outcomeName}`).join(', ')}`
          : null,
      voidBy: voided.length > 0 ? by : null,
    });
    return { bet: row, rows };
  }

  /** Bets with a selection on these matches that are still open (for cash-out offers). */
  async openBetIds(matchIds: number[]): Promise<number[]> {
    if (matchIds.length === 0) return [];
    return this.bets.withStatusOnMatches(matchIds, ACTIVE_STATUSES);
  }
}
