// The page's one way to report an error. Error reporting's SDK arrives after the page is idle
// (sentry-browser.ts); until then reports wait in the queue the head's script started, and without
// a DSN nothing waits and nothing is sent.

/** Extra data sent with a failed HTTP call (spec: error-reporting filter). */
export interface HttpErrorExtra {
  response_url: string;
  response_body: unknown;
  request_body: unknown;
}

export type QueuedError =
  | { kind: 'event'; event: Event }
  | { kind: 'report'; error: unknown; extra?: Record<string, unknown> | undefined };

declare global {
  interface Window {
    /** Errors recorded before the SDK loaded (set up by the head's script when a DSN is set). */
    __sbErrorQueue?: QueuedError[];
    /** Set once the SDK runs: reports go straight to it. */
    __sbReportError?: (error: unknown, extra?: Record<string, unknown>) => void;
  }
}

/** Reports an error (with extra data), now or once error reporting has loaded. */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  if (window.__sbReportError) window.__sbReportError(error, extra);
  else window.__sbErrorQueue?.push({ kind: 'report', error, extra });
}
