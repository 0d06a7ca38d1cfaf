// What a bonus changes when its bet settles: a comboboost boosts a win, a freebet pays by its
// variant (to bonus ledger rows) and may come back, a lost no-risk bet gives a new freebet.
import {
  boostedPayout,
  capPayout,
  freebetSettlement,
  minorUnits,
  type ComboboostTerms,
  type FreebetTerms,
  type MinorUnits,
  type Settlement,
} from '@sportsbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../platform/db';
import type { BonusRow, StoredTerms } from './bonus-dto';
import { playerBonuses } from './schema';

/** How long a freebet given back for a lost no-risk bet lasts. */
const NO_RISK_REFUND_DAYS = 7;

/** A bet's settlement with its bonus: the cash split by ledger type, and what happens after. */
export interface BonusSettlement {
  settlement: Settlement;
  /** Paid as a win (or refund) row: real-money winnings. */
  cash: MinorUnits;
  /** Paid as a bonus row: a freebet's winnings, a comboboost's boost. */
  bonusCash: MinorUnits;
  /** The freebet goes back to the player (its bet was fully void). */
  tokenReturned: boolean;
  /** A new stake-not-returned freebet of this amount (a lost no-risk bet). */
  refundFreebet: MinorUnits;
}

interface SettledBet {
  stake: number;
  payoutCap: number | null;
}

/** Legs not fully void count towards a comboboost's range at settlement. */
export const legsNotVoid = (rows: readonly { status: string; voidFactor: number | null }[]) =>
  rows.filter((r) => r.status !== 'refund' && r.voidFactor !== 1).length;

export function settleWithBonus(
  plain: Settlement,
  bet: SettledBet,
  legs: number,
  bonus: BonusRow,
): BonusSettlement {
  const { terms } = bonus.terms as StoredTerms;
  const none = minorUnits(0);
  const cap = bet.payoutCap === null ? null : minorUnits(bet.payoutCap);
  if (terms.type === 'comboboost') {
    const boosted = boostedPayout(plain, (terms as ComboboostTerms).ranges, legs);
    const payout = capPayout(boosted.payout, cap);
    return {
      settlement: { ...plain, payout },
      cash: plain.payout,
      bonusCash: minorUnits(Math.max(0, payout - plain.payout)),
      tokenReturned: false,
      refundFreebet: none,
    };
  }
  const freebet = terms as FreebetTerms;
  const paid = freebetSettlement(freebet.type, minorUnits(bet.stake), plain);
  if (!paid) {
    return {
      settlement: plain,
      cash: none,
      bonusCash: none,
      tokenReturned: false,
      refundFreebet: none,
    };
  }
  const noRisk = freebet.type === 'freebet_no_risk';
  return {
    settlement: { ...plain, payout: paid.cash },
    cash: noRisk ? paid.cash : none,
    bonusCash: noRisk ? none : paid.cash,
    tokenReturned: paid.tokenReturned,
    refundFreebet: paid.refundFreebet,
  };
}

/** The bonus a bet used, read under the bet's settlement transaction. */
export async function bonusOfBet(tx: Transaction, bonusId: string): Promise<BonusRow | null> {
  if (!/^\d{1,18}$/.test(bonusId)) return null;
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.id, Number(bonusId)))
    .for('update');
  return row ?? null;
}

/** After settlement: gives a void freebet back, or issues a lost no-risk bet's freebet (once). */
export async function afterBonusSettlement(
  tx: Transaction,
  bonus: BonusRow,
  betId: number,
  outcome: BonusSettlement,
  now: Date,
): Promise<BonusRow | null> {
  if (outcome.tokenReturned && bonus.usedInBet === betId) {
    await tx
      .update(playerBonuses)
      .set({
        status: 'active',
        usedInBet: null,
        endedAt: null,
        timesUsed: sql`greatest(${playerBonuses.timesUsed} - 1, 0)`,
      })
      .where(and(eq(playerBonuses.id, bonus.id), eq(playerBonuses.usedInBet, betId)));
  }
  if (outcome.refundFreebet <= 0) return null;
  const stored = bonus.terms as StoredTerms;
  const validTo = new Date(now.getTime() + NO_RISK_REFUND_DAYS * 86_400_000);
  const terms: FreebetTerms = {
    ...(stored.terms as FreebetTerms),
    type: 'freebet',
    amount: outcome.refundFreebet,
    validTo: validTo.toISOString(),
  };
  const [issued] = await tx
    .insert(playerBonuses)
    .values({
      playerId: bonus.playerId,
      definitionKey: bonus.definitionKey,
      type: 'freebet',
      status: 'available',
      terms: { terms, texts: stored.texts } satisfies StoredTerms,
      currency: bonus.currency,
      amount: outcome.refundFreebet,
      validTo,
      source: 'no_risk_refund',
      sourceRef: String(betId),
      issuedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return issued ?? null;
}
