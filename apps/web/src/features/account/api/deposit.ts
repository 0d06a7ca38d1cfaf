'use client';
// /player/deposits: a deposit through the cashier, answering the result and the new balance.
import type { CashierResponse } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function deposit(amount: number, currency: string): Promise<CashierResponse> {
  return apiFetch<CashierResponse>('/api/platform/player/deposits', {
    method: 'POST',
    body: { amount, currency },
  });
}
