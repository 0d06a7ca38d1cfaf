'use client';
// The site's system data (feature flags, currencies, locales) on the client, fetched once per tab
// by the first component that asks; a failed read is tried again by the next one (or `refetch`).
// A small store rather than a query: the header and the slip need it on every first load.
import type { SystemData } from '@sportsbook/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { apiFetch } from './client';

interface SystemState {
  data: SystemData | undefined;
  isPending: boolean;
  isError: boolean;
}

const useSystemStore = create<SystemState>(() => ({
  data: undefined,
  isPending: true,
  isError: false,
}));

let request: Promise<void> | null = null;

function load(): Promise<void> {
  if (!request && useSystemStore.getState().isError) {
    useSystemStore.setState({ isPending: true, isError: false });
  }
  request ??= apiFetch<SystemData>('/api/sb/system').then(
    (data) => useSystemStore.setState({ data, isPending: false, isError: false }),
    () => {
      request = null;
      useSystemStore.setState({ isPending: false, isError: true });
    },
  );
  return request;
}

export function useSystem(): SystemState & { refetch: () => Promise<void> } {
  const state = useSystemStore();
  useEffect(() => {
    if (!state.data) void load();
  }, [state.data]);
  return { ...state, refetch: load };
}

/** The system data as last read, for code outside React (undefined until the first read ends). */
export const systemSnapshot = (): SystemData | undefined => useSystemStore.getState().data;
