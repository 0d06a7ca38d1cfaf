// Player platform wallet: accounts per currency, the demo cashier and the balance_changed event.
import { z } from 'zod';
import { currencyCodeSchema } from './platform-auth';

/** Amounts are integer minor units of the currency (EUR cents, BTC satoshi). */
export const minorUnitsSchema = z.number().int().safe();

/** Spec: Account (currency, available_to_bet_with_locked_cents) and balance. */
export const accountSchema = z.object({
  currency: z.string(),
  balance: minorUnitsSchema,
  available_to_bet_with_locked_cents: minorUnitsSchema,
  subunits: z.number().int(),
  /** The account the player plays with; exactly one is active. */
  active: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountsSchema = z.array(accountSchema);

export const accountsQuerySchema = z.object({
  compatibility: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export const switchAccountRequestSchema = z.object({ currency: currencyCodeSchema });

export const CASHIER_RESULTS = ['success', 'pending', 'error'] as const;
export type CashierResult = (typeof CASHIER_RESULTS)[number];

export const cashierRequestSchema = z.object({
  amount: z.number().int().positive().safe(),
  currency: currencyCodeSchema,
});

export const cashierResponseSchema = z.object({
  result: z.enum(CASHIER_RESULTS),
  /** Message id of the alert: quick-deposit.notification.success, .pending or .failed.title. */
  message: z.string(),
  reason: z.string().nullable(),
  transaction: z.object({
    id: z.number().int(),
    type: z.enum(['deposit', 'withdrawal']),
    amount: minorUnitsSchema,
    currency: z.string(),
    status: z.enum(CASHIER_RESULTS),
    created_at: z.string(),
  }),
  balance: z.object({ currency: z.string(), balance: minorUnitsSchema }),
});
export type CashierResponse = z.infer<typeof cashierResponseSchema>;

export const balanceChangedSchema = z.object({
  event_name: z.literal('balance_changed'),
  message: z.object({
    balance: z.object({ currency: z.string(), balance: minorUnitsSchema }),
    /**
     * The ledger row behind the change. Announcements can arrive out of order (a settlement and a
     * placement published at once); a client keeps the balance of the highest entry it has seen.
     */
    entry_id: z.number().int().optional(),
  }),
});
export type BalanceChanged = z.infer<typeof balanceChangedSchema>;

/**
 * The player's active account changed (another tab or device switched currency): stakes, the
 * header's balance and the wallet follow it. Not in the spec's list of private events; see
 * decisions.
 */
export const accountChangedSchema = z.object({
  event_name: z.literal('account_changed'),
  message: z.object({ account: z.object({ currency: z.string(), balance: minorUnitsSchema }) }),
});
export type AccountChanged = z.infer<typeof accountChangedSchema>;

/** The ledger's row types, as the transaction history shows and filters them. */
export const LEDGER_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_reversal',
  'stake',
  'win',
  'refund',
  'cashout',
  'bonus',
  'settlement_reversal',
  /** A jackpot hit paid to its winner. */
  'jackpot_win',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** One ledger row of the player: a signed amount and the balance after it. */
export const transactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  currency: z.string(),
  amount: minorUnitsSchema,
  balance_after: minorUnitsSchema,
  reference: z.string(),
  created_at: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * The dates a transaction filter may name (UTC days, both included). The database stores no year 0
 * and none past 9999, and a `to` day reaches to the start of the next one, so every bound the
 * history derives from a filter stays a date it can compare with. The filter's date fields take
 * them as their min and max.
 */
export const TRANSACTION_FILTER_DATES = { earliest: '1900-01-01', latest: '9999-12-30' } as const;
const FILTER_MS = {
  earliest: Date.parse(`${TRANSACTION_FILTER_DATES.earliest}T00:00:00Z`),
  /** The last instant of the latest day. */
  latest: Date.parse(`${TRANSACTION_FILTER_DATES.latest}T23:59:59.999Z`),
};
/** Whether a filter date is a whole day (YYYY-MM-DD) rather than an instant. */
export const isFilterDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** Where a filter date starts, in ms: a day from its start in UTC, an instant as it is. */
export const filterDateStart = (value: string) =>
  Date.parse(isFilterDay(value) ? `${value}T00:00:00Z` : value);
const withinFilterDates = (value: string) => {
  const ms = filterDateStart(value);
  return ms >= FILTER_MS.earliest && ms <= FILTER_MS.latest;
};
const dayOrInstant = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .refine(withinFilterDates, {
    message: `a date from ${TRANSACTION_FILTER_DATES.earliest} to ${TRANSACTION_FILTER_DATES.latest}`,
  });

/** Filters of the transaction history: type, currency, and a date range (from and to inclusive). */
export const transactionsQuerySchema = z.object({
  type: z.enum(LEDGER_TYPES).optional(),
  currency: currencyCodeSchema.optional(),
  from: dayOrInstant.optional(),
  to: dayOrInstant.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(25),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

export const transactionsPageSchema = z.object({
  data: z.array(transactionSchema),
  pagination: z.object({
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    last_page: z.number().int().min(1),
  }),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

export const WITHDRAWAL_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A withdrawal of the player: pending until the cashier pays it out or it is cancelled. */
export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: minorUnitsSchema,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Why it was cancelled: player_cancelled or declined (by the cashier). */
  reason: z.string().nullable(),
  created_at: z.string(),
  /** When the cashier settles it, while pending. */
  settle_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalsSchema = z.object({ data: z.array(withdrawalSchema) });

/** What the player may withdraw now in a currency: the balance, and the pending withdrawals. */
export const withdrawableSchema = z.object({
  currency: z.string(),
  withdrawable: minorUnitsSchema,
  pending: minorUnitsSchema,
});
export type Withdrawable = z.infer<typeof withdrawableSchema>;

/**
 * A payment the cashier settled after it waited (a pending deposit credited, a withdrawal paid out
 * or declined), announced on the player's private channel so the page says so at once.
 */
export const paymentChangedSchema = z.object({
  event_name: z.literal('payment_changed'),
  message: z.object({
    transaction: z.object({
      id: z.number().int(),
      type: z.enum(['deposit', 'withdrawal']),
      amount: minorUnitsSchema,
      currency: z.string(),
      /** success: credited or paid out; error: declined by the cashier. */
      status: z.enum(CASHIER_RESULTS),
    }),
    /** Message id of the alert, as the cashier's answers carry it. */
    message: z.string(),
  }),
});
export type PaymentChanged = z.infer<typeof paymentChangedSchema>;
