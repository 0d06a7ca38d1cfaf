'use client';
// TanStack Query for the parts of the page that read through it: account dialogs and panels, my
// bets, the bet builder, search and the player's channel. Each of those loads on demand and wraps
// itself in this provider, so the query library stays out of the first page load; they all share
// one client per browser tab.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

const makeClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: false } },
  });

let browserClient: QueryClient | null = null;

/** The tab's client; on the server a fresh one per render, so requests never share a cache. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeClient();
  return (browserClient ??= makeClient());
}

function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

/** The component inside the provider: for a part that loads on demand and reads through queries. */
export function withQueryClient<P extends object>(Component: ComponentType<P>) {
  return function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
