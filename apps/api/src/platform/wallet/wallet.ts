// The wallet: every balance change is a ledger row written with the account update, under a row lock.
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db';
import { players } from '../schema/players';
import type { LEDGER_ENTRY_TYPES } from '../schema/wallet';
import { accounts, ledgerEntries } from '../schema/wallet';
import type { BalancePublisher } from './balance-publisher';

export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];
export type AccountRow = typeof accounts.$inferSelect;

/** Stakes, withdrawals and settlement reversals take money out; every other type puts it in. */
const DEBITS: ReadonlySet<LedgerEntryType> = new Set([
  'stake',
  'withdrawal',
  'settlement_reversal',
]);

export interface Posting {
  playerId: string;
  currency: string;
  /** Signed minor units: negative for stake and withdrawal, positive for the rest. */
  amount: number;
  type: LedgerEntryType;
  /** What caused the change (e.g. `bet:123`); the same type and reference post only once. */
  reference: string;
}

export interface BalanceChange {
  entryId: number;
  playerId: string;
  currency: string;
  type: LedgerEntryType;
  amount: number;
  /** The balance after this posting. */
  balance: number;
  /** True when this type and reference were already posted: nothing changed. */
  replayed: boolean;
}

export type WalletErrorCode =
  'INSUFFICIENT_FUNDS' | 'ACCOUNT_NOT_FOUND' | 'INVALID_AMOUNT' | 'REFERENCE_CONFLICT';

export class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

function checkAmount({ amount, type }: Posting): void {
  const debit = DEBITS.has(type);
  if (!Number.isSafeInteger(amount) || amount === 0 || debit !== amount < 0) {
    throw new WalletError(
      'INVALID_AMOUNT',
      `${type} needs a ${debit ? 'negative' : 'positive'} integer amount`,
    );
  }
}

export class Wallet {
  constructor(
    private readonly db: Database,
    private readonly publisher: BalancePublisher,
  ) {}

  /**
   * Posts one balance change. Without `tx` it runs in its own transaction and announces the new
   * balance after commit. With `tx` (betting code placing a bet and debiting its stake together)
   * it joins that transaction; call `announce(change)` once the caller has committed.
   */
  async post(posting: Posting, tx?: Transaction): Promise<BalanceChange> {
    if (tx) return this.apply(tx, posting);
    const change = await this.db.transaction((own) => this.apply(own, posting));
    await this.announce(change);
    return change;
  }

  /** Publishes balance_changed on the player's private channel (never throws). */
  async announce(...changes: BalanceChange[]): Promise<void> {
    for (const change of changes) {
      if (!change.replayed) await this.publisher.balanceChanged(change);
    }
  }

  async accounts(playerId: string, db: Executor = this.db): Promise<AccountRow[]> {
    return db
      .select()
      .from(accounts)
      .where(eq(accounts.playerId, playerId))
      .orderBy(asc(accounts.id));
  }

  async account(
    playerId: string,
    currency: string,
    db: Executor = this.db,
  ): Promise<AccountRow | null> {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)));
    return row ?? null;
  }

  /** The player's account in a currency, opened (empty) when missing. */
  async openAccount(
    playerId: string,
    currency: string,
    db: Executor = this.db,
  ): Promise<AccountRow> {
    await db.insert(accounts).values({ playerId, currency }).onConflictDoNothing();
    return (await this.account(playerId, currency, db))!;
  }

  /**
   * Makes the account of a currency the active one, opening it when missing; a switch is
   * announced on the player's channel after commit, so the player's other tabs and devices follow.
   */
  async activate(playerId: string, currency: string): Promise<AccountRow> {
    let switched = false;
    const row = await this.db.transaction(async (tx) => {
      // One switch per player at a time: two tabs switching at once would both deactivate the old
      // account and both activate theirs (a unique violation). NO KEY UPDATE leaves FK checks free.
      await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.id, playerId))
        .for('no key update');
      const target = await this.openAccount(playerId, currency, tx);
      if (target.active) return target;
      // One active account per player (a partial unique index): deactivate first.
      await tx
        .update(accounts)
        .set({ active: false, updatedAt: new Date() })
        .where(and(eq(accounts.playerId, playerId), eq(accounts.active, true)));
      const [activated] = await tx
        .update(accounts)
        .set({ active: true, updatedAt: new Date() })
        .where(eq(accounts.id, target.id))
        .returning();
      switched = true;
      return activated!;
    });
    if (switched) {
      await this.publisher.accountChanged({
        playerId,
        currency: row.currency,
        balance: row.balance,
      });
    }
    return row;
  }

  private async apply(tx: Transaction, posting: Posting): Promise<BalanceChange> {
    checkAmount(posting);
    const { playerId, currency, amount, type, reference } = posting;
    // The row lock serializes every posting on this account until the transaction ends.
    const [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)))
      .for('update');
    if (!account) throw new WalletError('ACCOUNT_NOT_FOUND', `no ${currency} account`);

    const [earlier] = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountId, account.id),
          eq(ledgerEntries.type, type),
          eq(ledgerEntries.reference, reference),
        ),
      );
    if (earlier) {
      if (earlier.amount !== amount) {
        throw new WalletError(
          'REFERENCE_CONFLICT',
          `${type} ${reference} was posted with another amount`,
        );
      }
      return { ...this.changeOf(earlier, playerId), balance: account.balance, replayed: true };
    }

    const balance = account.balance + amount;
    if (balance < 0) throw new WalletError('INSUFFICIENT_FUNDS', `not enough ${currency}`);
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        accountId: account.id,
        playerId,
        currency,
        type,
        amount,
        balanceAfter: balance,
        reference,
      })
      .returning();
    await tx
      .update(accounts)
      .set({ balance, updatedAt: new Date() })
      .where(eq(accounts.id, account.id));
    return { ...this.changeOf(entry!, playerId), replayed: false };
  }

  private changeOf(entry: typeof ledgerEntries.$inferSelect, playerId: string): BalanceChange {
    return {
      entryId: entry.id,
      playerId,
      currency: entry.currency,
      type: entry.type as LedgerEntryType,
      amount: entry.amount,
      balance: entry.balanceAfter,
      replayed: false,
    };
  }
}
