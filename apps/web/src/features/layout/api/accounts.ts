'use client';
// /player/accounts: every account the player holds, one per currency.
import type { Account } from '@sportsbook/contracts';
import { apiFetch } from '@/lib/api/client';

export function getAccounts(signal?: AbortSignal): Promise<Account[]> {
  return apiFetch<Account[]>('/api/platform/player/accounts?compatibility=true', { signal });
}
