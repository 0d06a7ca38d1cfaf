// Error reporting on the web server (Sentry for Next.js), started only when a DSN is configured.
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const { startServerReporting } = await import('./lib/reporting/sentry-server');
  startServerReporting(process.env.SENTRY_DSN);
}

/** A request that failed while rendering or in a route: reported with its path and route. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SENTRY_DSN) return;
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(...args);
};
