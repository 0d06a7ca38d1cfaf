'use client';
// What the profile page reads: the player's details and every account with its balance.
import type { Account, Profile } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getAllAccounts, getPlayer } from '@/lib/api/player';

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
