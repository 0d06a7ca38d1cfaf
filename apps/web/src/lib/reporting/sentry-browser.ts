// Error reporting in the browser (Sentry for Next.js), loaded after the page is idle and only when
// a DSN is configured: the first page load carries none of it. It sends what the spec's filter
// lets through and replays what the head's queue recorded before it arrived.
import {
  BROWSER_RUNTIME,
  discardReason,
  dropsTransaction,
  redactSecrets,
  TRACE_PROPAGATION_TARGET,
  type ReportedError,
} from '@sportsbook/domain';
import {
  browserTracingIntegration,
  captureException,
  init,
  type ErrorEvent,
  type EventHint,
} from '@sentry/nextjs';
import type { QueuedError } from './report-error';
import type { BrowserReportingConfig } from './reporting-config';

/** An error the code has handled in full carries `skipCapture: true`; it is not reported. */
const isMarkedSkipCapture = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { skipCapture?: unknown }).skipCapture === true;

/** What the filter needs to know of whatever was thrown or captured. */
function describeError(thrown: unknown, event?: ErrorEvent): ReportedError {
  const fromEvent = event?.exception?.values?.at(-1);
  const frames = (event?.exception?.values ?? []).flatMap(
    (value) => value.stacktrace?.frames?.map((frame) => frame.filename ?? '') ?? [],
  );
  const described: ReportedError = {
    skipCapture: isMarkedSkipCapture(thrown),
    fromElement: thrown instanceof Event && thrown.target instanceof Element,
    stack: [thrown instanceof Error ? (thrown.stack ?? '') : '', ...frames].join('\n'),
  };
  const name = thrown instanceof Error ? thrown.name : fromEvent?.type;
  const message = thrown instanceof Error ? thrown.message : (fromEvent?.value ?? event?.message);
  const code = (thrown as { code?: unknown } | null)?.code;
  if (name !== undefined) described.name = name;
  if (message !== undefined) described.message = message;
  if (typeof code === 'string') described.code = code;
  return described;
}

/** A failed HTTP call carries its URL and bodies; they go with its event as extra data. */
const httpExtra = (thrown: unknown): Record<string, unknown> | undefined =>
  (thrown as { reportExtra?: Record<string, unknown> } | null)?.reportExtra;

function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  if (discardReason(describeError(hint.originalException, event))) return null;
  const extra = httpExtra(hint.originalException);
  // The request body may hold a password or a token: they never leave for the third party.
  if (extra)
    event.extra = { ...event.extra, ...extra, request_body: redactSecrets(extra.request_body) };
  return event;
}

function replay(entry: QueuedError): void {
  if (entry.kind === 'report') {
    captureException(entry.error, entry.extra ? { extra: entry.extra } : undefined);
    return;
  }
  const { event } = entry;
  if (event.type === 'unhandledrejection') {
    captureException((event as PromiseRejectionEvent).reason, {
      mechanism: { type: 'onunhandledrejection', handled: false },
    });
  } else if (event instanceof ErrorEvent && event.target === window) {
    captureException(event.error ?? event.message, {
      mechanism: { type: 'onerror', handled: false },
    });
  } else {
    // A script or style sheet that failed to load: the filter discards it.
    captureException(event);
  }
}

export function startErrorReporting(config: BrowserReportingConfig): void {
  if (window.__sbReportError) return;
  const tracing = config.tracesSampleRate > 0;
  init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    initialScope: { tags: { runtime: BROWSER_RUNTIME } },
    tracesSampleRate: config.tracesSampleRate,
    tracePropagationTargets: [TRACE_PROPAGATION_TARGET],
    integrations: tracing ? [browserTracingIntegration()] : [],
    beforeSend,
    // Whole transactions, so the /404 rule sees each one (span streaming, the SDK's default,
    // skips beforeSendTransaction).
    traceLifecycle: 'static',
    beforeSendTransaction: (event) => (dropsTransaction(event.transaction) ? null : event),
  });
  const stop = (window as unknown as { __sbErrorQueueStop?: () => void }).__sbErrorQueueStop;
  stop?.();
  const queued = window.__sbErrorQueue ?? [];
  window.__sbErrorQueue = [];
  window.__sbReportError = (error, extra) =>
    void captureException(error, extra ? { extra } : undefined);
  for (const entry of queued) replay(entry);
}
