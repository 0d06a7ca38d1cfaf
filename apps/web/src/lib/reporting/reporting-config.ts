// Error reporting's settings for the browser, read on the server (docs/operations.md): nothing of
// it reaches the page without a DSN.
import { reportingEnvironment } from '@sportsbook/domain';

export interface BrowserReportingConfig {
  dsn: string;
  release: string;
  environment: string;
  /** 0 sends no transactions and loads no tracing. */
  tracesSampleRate: number;
}

/** The release this build belongs to, fixed when it was built (next.config.ts). */
export const RELEASE = process.env.SB_RELEASE ?? 'dev';

export function browserReportingConfig(
  env: NodeJS.ProcessEnv = process.env,
): BrowserReportingConfig | null {
  const dsn = env.SENTRY_BROWSER_DSN ?? env.SENTRY_DSN;
  if (!dsn) return null;
  const rate = Number(env.SENTRY_TRACES_SAMPLE_RATE ?? 0);
  return {
    dsn,
    release: RELEASE,
    environment: reportingEnvironment(env.VERCEL_ENV),
    tracesSampleRate: Number.isFinite(rate) && rate > 0 ? Math.min(rate, 1) : 0,
  };
}

/** The DSN's origin, which the page's Content-Security-Policy lets the browser post to. */
export function reportingOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const dsn = env.SENTRY_BROWSER_DSN ?? env.SENTRY_DSN;
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}
