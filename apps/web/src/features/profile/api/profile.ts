'use client';
// What the profile page reads of the player's details; its accounts are `allAccountsQuery`
// (lib/api/player.ts), shared with the account panel and the wallet.
import type { Profile } from '@sportsbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getPlayer } from '@/lib/api/player';

export const profileQuery = (playerId: string) =>
  queryOptions<Profile>({
    queryKey: ['profile', playerId],
    queryFn: ({ signal }) => getPlayer(signal),
  });
