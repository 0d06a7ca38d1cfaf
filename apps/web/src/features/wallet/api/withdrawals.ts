'use client';
// /player/withdrawals: request one, list them, cancel a pending one; /player/withdrawable.
import type { CashierResponse, Withdrawable, Withdrawal } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function requestWithdrawal(amount: number, currency: string): Promise<CashierResponse> {
  return apiFetch<CashierResponse>('/api/platform/player/withdrawals', {
    method: 'POST',
    body: { amount, currency },
  });
}

export async function getWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  const answer = await apiFetch<{ data: Withdrawal[] }>('/api/platform/player/withdrawals', {
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

export function getWithdrawable(currency: string, signal?: AbortSignal): Promise<Withdrawable> {
  return apiFetch<Withdrawable>(
    `/api/platform/player/withdrawable?currency=${encodeURIComponent(currency)}`,
    { ...(signal ? { signal } : {}) },
  );
}

export function cancelWithdrawal(id: number): Promise<Withdrawal> {
  return apiFetch<Withdrawal>(`/api/platform/player/withdrawals/${id}/cancel`, {
    method: 'POST',
  });
}
