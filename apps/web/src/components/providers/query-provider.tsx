'use client';
// TanStack Query for the parts of the page that read through it: account dialogs and panels, my
// bets, the bet builder, search and the player's channel. Each of those loads on demand and wraps
// itself in this provider, so the query library stays out of the first page load; they all share
// one client per browser tab.
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { failureAction, reportFailure } from '@/lib/api/client';
import { reportError } from '@/lib/reporting/report-error';
import { usePlayer } from '@/lib/session/player-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** inlineError: the component shows the read's failure itself, so no alert is added. */
    queryMeta: { inlineError?: boolean };
  }
}

/**
 * Spec 8: a failed read is reported and shown. A read whose component shows the failure inline
 * says so in its meta; every other failed read shows the error alert.
 */
/** A failure the page shows inline itself: reported (unless cancelled or a session end), no alert. */
function reportInlineFailure(error: unknown, loggedIn: boolean): void {
  const action = failureAction(error, { loggedIn, online: navigator.onLine });
  if (action === 'alert_default' || action === 'alert_offline') reportError(error);
}

const queryCache = () =>
  new QueryCache({
    onError(error, query) {
      const loggedIn = usePlayer.getState().authStatus === 'LOGGED_IN';
      if (query.meta?.inlineError) reportInlineFailure(error, loggedIn);
      else reportFailure(error, loggedIn);
    },
  });

const makeClient = () =>
  new QueryClient({
    queryCache: queryCache(),
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
