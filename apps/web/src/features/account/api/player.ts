'use client';
// The platform profile as a query (its auth_fields_missed, its login; GET is the shared
// fetcher of lib/api/player); PATCH /player fills the missing fields in.
import type { Profile } from '@sportsbook/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { getPlayer } from '@/lib/api/player';

export type ProfileFields = Partial<Record<'first_name' | 'last_name' | 'nickname', string>>;

export function updatePlatformPlayer(fields: ProfileFields): Promise<Profile> {
  return apiFetch<Profile>('/api/platform/player', { method: 'PATCH', body: fields });
}

/** Keyed by the player, so another sign-in reads afresh. */
export const platformPlayerQuery = (playerId: string) =>
  queryOptions({
    queryKey: ['platform-player', playerId] as const,
    queryFn: ({ signal }) => getPlayer(signal),
    retry: false,
  });

/** The signed-in player's platform profile; idle while nobody is signed in. */
export function usePlatformPlayer(playerId: string | null) {
  return useQuery({ ...platformPlayerQuery(playerId ?? ''), enabled: playerId !== null });
}
