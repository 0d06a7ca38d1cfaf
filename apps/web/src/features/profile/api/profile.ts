'use client';
// What the profile page reads: the player's details and every account with its balance.
import type { Account, Profile } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { getPlayer } from '@/lib/api/player';

function getAllAccounts(signal?: AbortSignal): Promise<Account[]> {
  return apiFetch<Account[]>('/api/platform/player/accounts', signal ? { signal } : {});
}

export const profileQuery = (playerId: string) =>
  queryOptions<Profile>({
    queryKey: ['profile', playerId],
    queryFn: ({ signal }) => getPlayer(signal),
  });

export const accountsQuery = (playerId: string) =>
  queryOptions<Account[]>({
    queryKey: ['profile-accounts', playerId],
    queryFn: ({ signal }) => getAllAccounts(signal),
  });
