'use client';
// The site's system data (feature flags, currencies, locales) on the client, fetched once.
import { systemSchema } from '@sportsbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export function useSystem() {
  return useQuery({
    queryKey: ['sb-system'],
    queryFn: ({ signal }) => apiFetch('/api/sb/system', systemSchema, { signal }),
    staleTime: Infinity,
  });
}
