'use client';
// The platform's player endpoints the session store reads and writes: profile, accounts, comp
// points, status groups, locale and sign-out (spec: states 4). Shared by every feature, so here.
import type {
  Account,
  CompPoints,
  Profile,
  StatusGroups,
  UpdateLocaleResponse,
} from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';

export function getPlayer(signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>('/api/platform/player', signal ? { signal } : {});
}

/** Only the active account(s). */
export function getActiveAccounts(): Promise<Account[]> {
  return apiFetch<Account[]>('/api/platform/player/accounts?compatibility=false');
}

/** Every account the player holds, one per currency. */
function getAllAccounts(signal?: AbortSignal): Promise<Account[]> {
  return apiFetch<Account[]>(
    '/api/platform/player/accounts?compatibility=true',
    signal ? { signal } : {},
  );
}

/**
 * The query of every account the player holds: one cache entry for the account panel, the profile
 * and the wallet, which a currency switch (here or in another tab) invalidates.
 */
export const allAccountsQuery = (playerId: string | undefined) =>
  queryOptions<Account[]>({
    queryKey: ['player-accounts', playerId],
    queryFn: ({ signal }) => getAllAccounts(signal),
  });

/** Makes `currency` the active account, opening one when the player holds none in it. */
export function openAccount(currency: string): Promise<Account> {
  return apiFetch<Account>('/api/platform/player/accounts', {
    method: 'POST',
    body: { currency },
  });
}

/** A 401 here answers "no points", not an ended session. */
export function getCompPoints(): Promise<CompPoints> {
  return apiFetch<CompPoints>('/api/platform/player/comp_points', { sessionCall: false });
}

export function getStatusGroups(): Promise<StatusGroups> {
  return apiFetch<StatusGroups>('/api/platform/player/status_groups');
}

export function savePlayerLocale(locale: string): Promise<UpdateLocaleResponse> {
  return apiFetch<UpdateLocaleResponse>('/api/platform/player/update_locale', {
    method: 'PATCH',
    body: { locale },
  });
}

/** A 401 means the session had already ended, so it must not end it again. */
export function signOutPlayer(): Promise<null> {
  return apiFetch<null>('/api/platform/users/sign_out', { method: 'DELETE', sessionCall: false });
}
