// Which errors reach error reporting (spec: error-reporting filter, before any event is sent) and
// how its events are labelled. The SDKs describe an error as a ReportedError; nothing here knows them.

/** What error reporting knows about an error before it sends it. */
export interface ReportedError {
  /** The error's name (TypeError, AbortError, ChunkLoadError, …). */
  name?: string;
  message?: string;
  /** The error's stack and the file names of its frames, as one text. */
  stack?: string;
  /** An error code (an HTTP client's ECONNABORTED, ETIMEDOUT, ERR_CANCELED, …). */
  code?: string;
  /** The error was marked by the code that raised it: handled, not worth a report. */
  skipCapture?: boolean;
  /** The error event came from an element (a script or style sheet that failed to load). */
  fromElement?: boolean;
}

export type DiscardReason =
  | 'skip_capture'
  | 'cancelled'
  | 'network'
  | 'aborted'
  | 'timeout'
  | 'tracking_script'
  | 'chunk_load'
  | 'script_element'
  | 'resize_observer';

/** Browsers' words for a request that never got an answer. */
const NETWORK_MESSAGES = [
  /^failed to fetch$/i,
  /^networkerror when attempting to fetch resource\.?$/i,
  /^load failed$/i,
  /^network ?error$/i,
  /^the network connection was lost\.?$/i,
  /^fetch failed$/i,
];
/** Tag managers, analytics and watch-party scripts: their failures are not the product's. */
const TRACKING_STACK =
  /googletagmanager|gtag\/js|gtm\.js|google-analytics|analytics\.js|hotjar|facebook\.net|fbevents|watchers\.io|watchersio|watch\.js|\/tracking\.js|onesignal/i;
const CHUNK_LOAD =
  /loading (?:css )?chunk [\w-]+ failed|failed to load chunk|chunkloaderror|importing a module script failed|failed to fetch dynamically imported module|error loading dynamically imported module/i;

const RESIZE_OBSERVER_MESSAGE = 'ResizeObserver loop limit exceeded';

/** Why an error is not reported, or null when it is. */
export function discardReason(error: ReportedError): DiscardReason | null {
  const message = (error.message ?? '').trim();
  const name = error.name ?? '';
  const code = error.code ?? '';
  if (error.skipCapture) return 'skip_capture';
  if (message === RESIZE_OBSERVER_MESSAGE) return 'resize_observer';
  if (name === 'AbortError' || code === 'ERR_CANCELED' || /^canceled$|^cancelled$/i.test(message)) {
    return 'cancelled';
  }
  if (
    name === 'TimeoutError' ||
    code === 'ETIMEDOUT' ||
    /^timeout of \d+ms exceeded$/i.test(message)
  ) {
    return 'timeout';
  }
  if (code === 'ECONNABORTED' || /^request aborted$/i.test(message)) return 'aborted';
  if (code === 'ERR_NETWORK' || NETWORK_MESSAGES.some((pattern) => pattern.test(message))) {
    return 'network';
  }
  if (name === 'ChunkLoadError' || CHUNK_LOAD.test(message)) return 'chunk_load';
  if (error.fromElement) return 'script_element';
  if (error.stack && TRACKING_STACK.test(error.stack)) return 'tracking_script';
  return null;
}

/** Transactions of the not-found page are not sent, by path (/sports/de/404) or route (/[locale]/404). */
export const dropsTransaction = (name: string | undefined): boolean =>
  name !== undefined && /^(?:[A-Z]+ )?(?:\/[^/\s]+)*\/404\/?$/.test(name);

/** The events' environment: the hosting platform's name prefixed with vercel-, else production. */
export const reportingEnvironment = (platformEnvironment: string | undefined): string =>
  platformEnvironment ? `vercel-${platformEnvironment}` : 'production';

/** The runtime tag every browser event carries. */
export const BROWSER_RUNTIME = 'browser';

/** Request paths starting with api/ carry the trace headers (same origin: matched on the path). */
export const TRACE_PROPAGATION_TARGET = /^\/?api\//;

const SECRET_KEY = /pass|token|secret|card|cvv|cvc|pin$|otp|code$/i;

/** A request body fit to send with a report: the values of secret-looking keys are replaced. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner),
    ]),
  );
}
