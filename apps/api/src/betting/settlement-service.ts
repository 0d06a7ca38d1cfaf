// Settles bets from the feed's results: exactly once per result set, corrections re-settle.
import type { ServerBetBody } from '@sportsbook/contracts';
import {
  minorUnits,
  settleCombo,
  settleSystem,
  type OddsInt,
  type SettledSelection,
  type Settlement,
} from '@sportsbook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { marketKey, type OutcomeResultRecord } from '../catalogue/records';
import type { CatalogueStore } from '../catalogue/store';
import type { Database } from '../platform/db';
import type { BalanceChange, Wallet } from '../platform/wallet/wallet';
import { ACTIVE_STATUSES, toServerBet, type BetRow, type SelectionRow } from './bet-dto';
import { betSelections, bets } from './schema';

export interface SettlementDeps {
  db: Database;
  store: CatalogueStore;
  wallet: Wallet;
  log: FastifyBaseLogger;
  betChanged: (playerId: string, bet: ServerBetBody) => Promise<void>;
}

const STATUS_OF: Record<OutcomeResultRecord['result'], string> = {
  win: 'win',
  lose: 'lose',
  void: 'refund',
  half_win: 'half_win',
  half_lose: 'half_lose',
};

/** Bets that settlement no longer touches. */
const FINAL = new Set(['cashed_out', 'cancelled', 'rejected', 'withdrawn', 'cashout_in_progress']);

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

/** The settlement of a bet from its selections, by bet type (custom bets pay at their price). */
export function settle(bet: BetRow, rows: readonly SelectionRow[]): Settlement {
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
  constructor(private readonly deps: SettlementDeps) {}

  /** Applies the results the catalogue holds for a match to its bets' selections, then settles them. */
  async settleMatch(matchId: number): Promise<number> {
    const match = this.deps.store.matches.get(matchId);
    if (!match) return 0;
    const rows = await this.deps.db
      .select()
      .from(betSelections)
      .where(eq(betSelections.matchId, matchId));
    const affected = new Set<number>();
    for (const row of rows) {
      const result = match.markets.get(marketKey(row.marketId, row.specifier))?.results?.[
        row.outcomeId
      ];
      if (!result) continue;
      const status = STATUS_OF[result.result];
      const deadHeat = result.dead_heat_factor ?? null;
      const voidFactor = result.void_factor ?? null;
      if (
        row.status === status &&
        row.deadHeatFactor === deadHeat &&
        row.voidFactor === voidFactor
      ) {
        continue;
      }
      await this.deps.db
        .update(betSelections)
        .set({ status, deadHeatFactor: deadHeat, voidFactor })
        .where(eq(betSelections.id, row.id));
      affected.add(row.betId);
    }
    let settled = 0;
    for (const betId of affected) if (await this.settleBet(betId)) settled++;
    return settled;
  }

  /** Settles one bet from its stored selections; a changed result on a settled bet re-settles it. */
  async settleBet(betId: number, by = 'automated:feed'): Promise<boolean> {
    const changes: BalanceChange[] = [];
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [bet] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
      if (!bet || FINAL.has(bet.status)) return null;
      const rows = await tx
        .select()
        .from(betSelections)
        .where(eq(betSelections.betId, betId))
        .orderBy(asc(betSelections.position));
      const next = settle(bet, rows);
      const unchanged =
        (bet.status === 'done' &&
          next.status === 'done' &&
          bet.result === next.result &&
          bet.winAmount === next.payout) ||
        (bet.status === 'waiting_results' && next.status === 'waiting_results');
      if (unchanged) return null;
      const post = (
        amount: number,
        type: 'win' | 'refund' | 'settlement_reversal',
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
          await post(
            -(bet.winAmount ?? 0),
            'settlement_reversal',
            `bet:${bet.id}:reversal:${count}`,
          ),
        );
      }
      if (next.status === 'waiting_results') {
        const [row] = await tx
          .update(bets)
          .set({
            status: 'waiting_results',
            result: 'no_results',
            winAmount: null,
            settledAt: null,
          })
          .where(eq(bets.id, bet.id))
          .returning();
        return { bet: row!, rows };
      }
      count += 1;
      if (next.payout > 0) {
        const type = next.result === 'refund_entire' ? 'refund' : 'win';
        changes.push(await post(next.payout, type, `bet:${bet.id}:settlement:${count}`));
      }
      const voided = rows.filter((r) => r.status === 'refund' || r.voidFactor !== null);
      const [row] = await tx
        .update(bets)
        .set({
          status: 'done',
          result: next.result,
          winAmount: next.payout,
          settledAt: new Date(),
          settlements: count,
          voidReason:
            voided.length > 0
              ? `void: ${voided.map((r) => `${r.marketName} ${r.outcomeName}`).join(', ')}`
              : null,
          voidBy: voided.length > 0 ? by : null,
        })
        .where(eq(bets.id, bet.id))
        .returning();
      return { bet: row!, rows };
    });
    if (!outcome) return false;
    await this.deps.wallet.announce(...changes);
    await this.deps
      .betChanged(outcome.bet.playerId, toServerBet(outcome.bet, outcome.rows, null))
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error, betId }, 'bet_changed not published');
      });
    return true;
  }

  /** Bets with a selection on these matches that are still open (for cash-out offers). */
  async openBetIds(matchIds: number[]): Promise<number[]> {
    if (matchIds.length === 0) return [];
    const rows = await this.deps.db
      .selectDistinct({ betId: betSelections.betId })
      .from(betSelections)
      .innerJoin(bets, eq(bets.id, betSelections.betId))
      .where(and(inArray(betSelections.matchId, matchIds), inArray(bets.status, ACTIVE_STATUSES)));
    return rows.map((r) => r.betId);
  }
}
