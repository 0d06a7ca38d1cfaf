// The demo cashier: deposits and withdrawals succeed, wait (large amounts) or fail (absurd amounts).
// Every withdrawal waits: it is debited at once, then paid out or declined after a delay; a
// pending deposit is credited after the same delay. Pending ones survive a restart (resumePending).
import type {
  CashierResponse,
  CashierResult,
  Withdrawable,
  Withdrawal,
  WithdrawalStatus,
} from '@sportsbook/contracts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Site } from '../../site/site';
import { unsupportedCurrency } from '../auth/errors';
import type { Database } from '../db';
import { PlatformError } from '../errors';
import type { UserLimits } from '../responsible/limits';
import { cashierTransactions } from '../schema/wallet';
import type { PlayerEventPublisher } from '../player-events';
import type { Notifications } from '../../notifications/notification-service';
import { noticeLimitRefusal } from '../../notifications/limit-notices';
import { paymentResult } from '../../notifications/notices';
import { WalletError, type BalanceChange, type Wallet } from './wallet';

type CashierType = 'deposit' | 'withdrawal';
type Row = typeof cashierTransactions.$inferSelect;

/** Rolls back a deposit that a limit or an exclusion refused. */
class DepositRefused extends Error {
  constructor(readonly refusal: PlatformError) {
    super(refusal.code);
  }
}

const MESSAGES: Record<CashierType, Record<CashierResult, string>> = {
  deposit: {
    success: 'quick-deposit.notification.success',
    pending: 'quick-deposit.notification.pending',
    error: 'quick-deposit.notification.failed.title',
  },
  withdrawal: {
    success: 'withdrawal.notification.completed',
    pending: 'withdrawal.notification.pending',
    error: 'withdrawal.notification.failed',
  },
};

/** What a stored status reads as for the player: success is a completed payout. */
function withdrawalStatus(status: string): WithdrawalStatus {
  if (status === 'pending') return 'pending';
  return status === 'success' ? 'completed' : 'cancelled';
}

function toWithdrawal(row: Row): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: withdrawalStatus(row.status),
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    settle_at: row.status === 'pending' && row.settleAt ? row.settleAt.toISOString() : null,
  };
}

/** Longest a timer may wait in Node (about 24.8 days); later ones are re-armed when it fires. */
const MAX_TIMER_MS = 2_147_483_647;
/** How soon a payment whose settling failed (a lost database connection) is tried again. */
const SETTLE_RETRY_MS = 1_000;

export class Cashier {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly site: Site,
    private readonly log?: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    /** Deposits are refused when an exclusion or a deposit limit forbids them. */
    private readonly limits?: UserLimits,
    /** Tells the player live that a waiting payment was settled (not one they cancelled). */
    private readonly announcePayment?: PlayerEventPublisher,
    /** Writes the player's deposit or withdrawal result notification with the settled payment. */
    private readonly notifier?: Notifications,
  ) {}

  /** Deposits are credited at once when they succeed; a pending one waits for the (demo) provider. */
  deposit(playerId: string, amount: number, currency: string) {
    return this.run('deposit', playerId, amount, currency);
  }

  /** Withdrawals debit at once and wait for the cashier, so money on its way out cannot be staked. */
  withdraw(playerId: string, amount: number, currency: string) {
    return this.run('withdrawal', playerId, amount, currency);
  }

  /** The player's withdrawals, newest first. */
  async withdrawals(playerId: string, limit = 50): Promise<Withdrawal[]> {
    const rows = await this.db
      .select()
      .from(cashierTransactions)
      .where(
        and(eq(cashierTransactions.playerId, playerId), eq(cashierTransactions.type, 'withdrawal')),
      )
      .orderBy(desc(cashierTransactions.id))
      .limit(limit);
    return rows.filter((row) => row.status !== 'error').map(toWithdrawal);
  }

  /**
   * What may be withdrawn: the balance. A pending bet's stake already left it when the bet was
   * placed, so it is locked by construction (docs/decisions.md).
   */
  async withdrawable(playerId: string, currency: string): Promise<Withdrawable> {
    const account = await this.wallet.account(playerId, currency);
    const [pending] = await this.db
      .select({ sum: sql<string | null>`sum(${cashierTransactions.amount})` })
      .from(cashierTransactions)
      .where(
        and(
          eq(cashierTransactions.playerId, playerId),
          eq(cashierTransactions.currency, currency),
          eq(cashierTransactions.type, 'withdrawal'),
          eq(cashierTransactions.status, 'pending'),
        ),
      );
    return { currency, withdrawable: account?.balance ?? 0, pending: Number(pending?.sum ?? 0) };
  }

  /** The player cancels a pending withdrawal: its amount goes back to the balance. */
  async cancelWithdrawal(playerId: string, id: number): Promise<Withdrawal | PlatformError> {
    const settled = await this.settle(id, { playerId, reason: 'player_cancelled' });
    if (settled) return toWithdrawal(settled);
    const [row] = await this.db
      .select()
      .from(cashierTransactions)
      .where(
        and(
          eq(cashierTransactions.id, id),
          eq(cashierTransactions.playerId, playerId),
          eq(cashierTransactions.type, 'withdrawal'),
        ),
      );
    if (!row || row.status === 'error') return new PlatformError('WITHDRAWAL_NOT_FOUND');
    return new PlatformError('WITHDRAWAL_NOT_PENDING', { status: withdrawalStatus(row.status) });
  }

  /** Arms the settlement of every pending payment (at start: the ones a restart left waiting). */
  async resumePending(): Promise<number> {
    const rows = await this.db
      .select({ id: cashierTransactions.id, settleAt: cashierTransactions.settleAt })
      .from(cashierTransactions)
      .where(
        and(eq(cashierTransactions.status, 'pending'), isNotNull(cashierTransactions.settleAt)),
      );
    for (const row of rows) this.schedule(row.id, row.settleAt!);
    return rows.length;
  }

  /** Stops the timers; pending payments stay pending in the database for the next start. */
  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * Settles one pending payment, once however many instances try: a deposit is credited, a
   * withdrawal is paid out, or declined (above the manual-review threshold) or cancelled by its
   * player, which gives the money back. Answers the row settled, or null when it was not pending.
   */
  async settle(
    id: number,
    cancel?: { playerId: string; reason: 'player_cancelled' },
  ): Promise<Row | null> {
    const done = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(cashierTransactions)
        .where(
          and(
            eq(cashierTransactions.id, id),
            eq(cashierTransactions.status, 'pending'),
            ...(cancel
              ? [
                  eq(cashierTransactions.playerId, cancel.playerId),
                  eq(cashierTransactions.type, 'withdrawal'),
                ]
              : []),
          ),
        )
        .for('update');
      if (!row) return null;
      const declined =
        row.type === 'withdrawal' && row.amount > this.threshold(row.currency, 'pending_above');
      const status = cancel || declined ? 'cancelled' : 'success';
      const reason = cancel?.reason ?? (declined ? 'declined' : row.reason);
      const [updated] = await tx
        .update(cashierTransactions)
        .set({ status, reason, updatedAt: this.now() })
        .where(eq(cashierTransactions.id, id))
        .returning();
      let change: BalanceChange | null = null;
      const reference = `cashier:${row.id}`;
      if (row.type === 'deposit') {
        await this.wallet.openAccount(row.playerId, row.currency, tx);
        change = await this.wallet.post(
          {
            playerId: row.playerId,
            currency: row.currency,
            type: 'deposit',
            amount: row.amount,
            reference,
          },
          tx,
        );
      } else if (status === 'cancelled') {
        change = await this.wallet.post(
          {
            playerId: row.playerId,
            currency: row.currency,
            type: 'withdrawal_reversal',
            amount: row.amount,
            reference,
          },
          tx,
        );
      }
      // A payment the player cancelled needs no telling; one the cashier finished does.
      const notice =
        !cancel && this.notifier ? await this.notifier.record(tx, paymentResult(updated!)) : null;
      return { row: updated!, change, notice };
    });
    // Nothing settled (not pending, or a cancel by someone else or of another kind): the
    // payment's own timer stays armed.
    if (!done) return null;
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    if (done.change) await this.wallet.announce(done.change);
    await this.notifier?.announce(done.notice);
    if (!cancel) await this.announceSettled(done.row);
    return done.row;
  }

  private async announceSettled(row: Row): Promise<void> {
    if (!this.announcePayment) return;
    const type: CashierType = row.type === 'deposit' ? 'deposit' : 'withdrawal';
    const status: CashierResult = row.status === 'success' ? 'success' : 'error';
    await this.announcePayment(row.playerId, {
      event_name: 'payment_changed',
      message: {
        transaction: { id: row.id, type, amount: row.amount, currency: row.currency, status },
        message: MESSAGES[type][status],
      },
    });
  }

  private schedule(id: number, at: Date): void {
    if (this.closed || this.timers.has(id)) return;
    const wait = Math.min(Math.max(0, at.getTime() - this.now().getTime()), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(id);
      if (at.getTime() > this.now().getTime()) return this.schedule(id, at);
      this.settle(id).catch((error: unknown) => {
        // Still pending (its transaction rolled back): tried again shortly, and by the next start
        // if this instance stops first.
        this.log?.error({ err: error, cashierTransaction: id }, 'settling a payment failed');
        this.schedule(id, new Date(this.now().getTime() + SETTLE_RETRY_MS));
      });
    }, wait);
    timer.unref();
    this.timers.set(id, timer);
  }

  private threshold(currency: string, key: 'pending_above' | 'max_amount'): number {
    return this.site.config.demo_cashier[key][currency] ?? Number.MAX_SAFE_INTEGER;
  }

  private decide(
    type: CashierType,
    amount: number,
    currency: string,
  ): { result: CashierResult; reason: string | null } {
    if (amount > this.threshold(currency, 'max_amount'))
      return { result: 'error', reason: 'amount_above_maximum' };
    const review = amount > this.threshold(currency, 'pending_above');
    if (type === 'withdrawal')
      return { result: 'pending', reason: review ? 'manual_review' : null };
    if (review) return { result: 'pending', reason: 'manual_review' };
    return { result: 'success', reason: null };
  }

  private async run(
    type: CashierType,
    playerId: string,
    amount: number,
    currency: string,
  ): Promise<CashierResponse | PlatformError> {
    if (!this.site.isCurrencyEnabled(currency)) return unsupportedCurrency(currency);
    const decision = this.decide(type, amount, currency);
    const moves =
      type === 'withdrawal' ? decision.result !== 'error' : decision.result === 'success';
    const settleAt =
      decision.result === 'pending'
        ? new Date(this.now().getTime() + this.site.config.demo_cashier.settle_after_ms)
        : null;
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
            settleAt,
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
      if (error instanceof DepositRefused) {
        // Rolled back with the refusal: the player is told of the limit reached apart.
        if (this.notifier)
          await noticeLimitRefusal(this.notifier, playerId, error.refusal, this.now());
        return error.refusal;
      }
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
    if (row.status === 'pending' && row.settleAt) this.schedule(row.id, row.settleAt);
    const balance =
      change?.balance ?? (await this.wallet.account(playerId, currency))?.balance ?? 0;
    return {
      result: outcome.result,
      message: MESSAGES[type][outcome.result],
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
