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
