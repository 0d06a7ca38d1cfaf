'use client';
// Browser calls to the API through the web origin: app header, cookies, a deadline, typed answers.
// A 401 on a player call means the session ended; the player store listens for it (spec 8).
import { useAlerts } from '@/lib/alerts';
import { clientMessage } from '@/lib/i18n/client-messages';
import { reportError, type HttpErrorExtra } from '@/lib/reporting/report-error';
import { sendApiRequest, type ApiRequest } from './request';

/** Spec 9: an ordinary call gives up after 5 s. */
const REQUEST_TIMEOUT_MS = 5000;

export class ClientApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageId: string,
    readonly data?: Record<string, unknown>,
    /** Sent with the error's report, secrets redacted (spec: request/response data of HTTP errors). */
    readonly reportExtra?: HttpErrorExtra,
  ) {
    super(`${status} ${code}`);
    this.name = 'ClientApiError';
  }
}

/**
 * 401 codes that answer a form rather than end a session: wrong credentials, a locked or
 * unconfirmed account, and the activity limit (which has its own dialog).
 */
const NOT_SESSION_401 = new Set([
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'UNCONFIRMED',
  'ACTIVITY_LIMIT_REACHED',
]);

/** Whether an answer says the player's session is gone (spec 8: HTTP 401 on a player call). */
export const endsSession = (status: number, code: string | undefined): boolean =>
  status === 401 && !NOT_SESSION_401.has(code ?? '');

export type FailureAction = 'ignore' | 'expire_session' | 'alert_offline' | 'alert_default';

/**
 * What the product does with a failed call (spec 8): a cancelled request is ignored; a 401
 * signs a logged-in player out as session expired (for a visitor it only means "not signed in");
 * anything else is reported and shown as the offline or the default error alert.
 */
export function failureAction(
  error: unknown,
  context: { loggedIn: boolean; online: boolean },
): FailureAction {
  if (error instanceof DOMException && error.name === 'AbortError') return 'ignore';
  if (error instanceof ClientApiError && endsSession(error.status, error.code)) {
    return context.loggedIn ? 'expire_session' : 'ignore';
  }
  return context.online ? 'alert_default' : 'alert_offline';
}

type SessionEndListener = () => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** Called on every 401 of a player call; the player store decides whether a session ended. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** The global error alert: offline, or the default "something went wrong". */
function showErrorAlert(offline: boolean): void {
  const prefix = offline ? 'error.connection' : 'global-error.default';
  useAlerts.getState().show({
    id: prefix,
    kind: 'error',
    title: clientMessage(`${prefix}.title`),
    description: clientMessage(`${prefix}.description`),
  });
}

/**
 * Handles a failed call the caller does not handle itself: ignored when cancelled or when it
 * ended the session (the 401 listener already acted), else logged and shown as an alert.
 */
export function reportFailure(error: unknown, loggedIn: boolean): void {
  const action = failureAction(error, { loggedIn, online: navigator.onLine });
  if (action === 'ignore' || action === 'expire_session') return;
  console.error(error);
  reportError(error);
  showErrorAlert(action === 'alert_offline');
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export interface ApiFetchInit extends ApiRequest {
  /** False for calls whose 401 is an ordinary answer (comp points: 401 gives empty). */
  sessionCall?: boolean;
  /** The call's deadline in ms; REQUEST_TIMEOUT_MS unless the operation needs longer. */
  timeoutMs?: number;
}

/**
 * Calls the API and answers its JSON body as `T`, the contract type of the answer. The body is
 * not checked here: the API validates every answer against the contract before sending it, and
 * the browser does not ship the schemas (docs/decisions.md). A failed call throws ClientApiError.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const res = await sendApiRequest(path, init, init.timeoutMs ?? REQUEST_TIMEOUT_MS);
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    const body = parseBody(text) as {
      code?: string;
      message?: string;
      data?: Record<string, unknown>;
    };
    if (init.sessionCall !== false && endsSession(res.status, body.code)) {
      for (const listener of sessionEndListeners) listener();
    }
    throw new ClientApiError(
      res.status,
      body.code ?? 'UNKNOWN',
      body.message ?? 'global-error.default.title',
      body.data,
      {
        response_url: res.url,
        response_body: text,
        request_body: init.body ?? null,
      },
    );
  }
  // 204 (sign-out) has no body.
  return (res.status === 204 ? null : await res.json()) as T;
}
