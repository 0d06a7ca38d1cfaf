// The demo cashier: deposits and withdrawals succeed, wait (large amounts) or fail (absurd amounts).
import type { CashierResponse, CashierResult } from '@sportsbook/contracts';
import type { Site } from '../../site/site';
import { unsupportedCurrency } from '../auth/errors';
import type { Database } from '../db';
import type { PlatformError } from '../errors';
import type { UserLimits } from '../responsible/limits';
import { cashierTransactions } from '../schema/wallet';
import { WalletError, type BalanceChange, type Wallet } from './wallet';

type CashierType = 'deposit' | 'withdrawal';

/** Rolls back a deposit that a limit or an exclusion refused. */
class DepositRefused extends Error {
  constructor(readonly refusal: PlatformError) {
    super(refusal.code);
  }
}

const MESSAGES: Record<CashierResult, string> = {
  success: 'quick-deposit.notification.success',
  pending: 'quick-deposit.notification.pending',
  error: 'quick-deposit.notification.failed.title',
};

export class Cashier {
  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly site: Site,
    /** Deposits are refused when an exclusion or a deposit limit forbids them. */
    private readonly limits?: UserLimits,
  ) {}

  /** Deposits are credited at once when they succeed; a pending one waits for the (demo) provider. */
  deposit(playerId: string, amount: number, currency: string) {
    return this.run('deposit', playerId, amount, currency);
  }

  /** Withdrawals debit at once when they succeed or wait, so pending money cannot be staked. */
  withdraw(playerId: string, amount: number, currency: string) {
    return this.run('withdrawal', playerId, amount, currency);
  }

  private decide(
    amount: number,
    currency: string,
  ): { result: CashierResult; reason: string | null } {
    const limits = this.site.config.demo_cashier;
    if (amount > limits.max_amount[currency]!)
      return { result: 'error', reason: 'amount_above_maximum' };
    if (amount > limits.pending_above[currency]!)
      return { result: 'pending', reason: 'manual_review' };
    return { result: 'success', reason: null };
  }

  private async run(
    type: CashierType,
    playerId: string,
    amount: number,
    currency: string,
  ): Promise<CashierResponse | PlatformError> {
    if (!this.site.isCurrencyEnabled(currency)) return unsupportedCurrency(currency);
    const decision = this.decide(amount, currency);
    const moves =
      type === 'withdrawal' ? decision.result !== 'error' : decision.result === 'success';
    type Row = typeof cashierTransactions.$inferSelect;
    let outcome = decision;
    let done: { row: Row; change: BalanceChange | null };
    try {
      done = await this.db.transaction(async (tx) => {
        if (type === 'deposit' && this.limits) {
          const refusal = await this.limits.depositRefusal(tx, playerId, currency, amount);
          if (refusal) throw new DepositRefused(refusal);
        }
        if (type === 'deposit') await this.wallet.openAccount(playerId, currency, tx);
        const [row] = await tx
          .insert(cashierTransactions)
          .values({
            playerId,
            type,
            currency,
            amount,
            status: decision.result,
            reason: decision.reason,
          })
          .returning();
        const signed = type === 'deposit' ? amount : -amount;
        const change = moves
          ? await this.wallet.post(
              { playerId, currency, type, amount: signed, reference: `cashier:${row!.id}` },
              tx,
            )
          : null;
        return { row: row!, change };
      });
    } catch (error) {
      if (error instanceof DepositRefused) return error.refusal;
      if (!(error instanceof WalletError)) throw error;
      outcome = {
        result: 'error',
        reason: error.code === 'INSUFFICIENT_FUNDS' ? 'insufficient_funds' : 'no_account',
      };
      const [row] = await this.db
        .insert(cashierTransactions)
        .values({ playerId, type, currency, amount, status: 'error', reason: outcome.reason })
        .returning();
      done = { row: row!, change: null };
    }
    const { row, change } = done;
    if (change) await this.wallet.announce(change);
    const balance =
      change?.balance ?? (await this.wallet.account(playerId, currency))?.balance ?? 0;
    return {
      result: outcome.result,
      message: MESSAGES[outcome.result],
      reason: outcome.reason,
      transaction: {
        id: row.id,
        type,
        amount,
        currency,
        status: outcome.result,
        created_at: row.createdAt.toISOString(),
      },
      balance: { currency, balance },
    };
  }
}
