// Error reporting's set-up on the web server: the spec's filter, labels and /404 rule as in the
// browser, without the browser's runtime tag.
import { discardReason, dropsTransaction, reportingEnvironment } from '@sportsbook/domain';
import { init } from '@sentry/nextjs';
import { RELEASE } from './reporting-config';

export function startServerReporting(dsn: string): void {
  const rate = Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 0);
  init({
    dsn,
    release: RELEASE,
    environment: reportingEnvironment(process.env.VERCEL_ENV),
    initialScope: { tags: { runtime: 'node', tier: 'web' } },
    tracesSampleRate: Number.isFinite(rate) && rate > 0 ? Math.min(rate, 1) : 0,
    beforeSend(event, hint) {
      const thrown = hint.originalException;
      const error = thrown instanceof Error ? thrown : null;
      const code = (thrown as { code?: unknown } | null)?.code;
      const reason = discardReason({
        ...(error ? { name: error.name, message: error.message, stack: error.stack ?? '' } : {}),
        ...(typeof code === 'string' ? { code } : {}),
      });
      return reason ? null : event;
    },
    // Whole transactions, so the /404 rule sees each one (span streaming, the SDK's default,
    // skips beforeSendTransaction).
    traceLifecycle: 'static',
    beforeSendTransaction: (event) => (dropsTransaction(event.transaction) ? null : event),
  });
}
