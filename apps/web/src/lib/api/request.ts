// How every browser call to the API is sent: app header, cookies or a Bearer token, JSON, an optional deadline and
// idempotency key. Free of the page's stores, so the real-time worker sends its calls the same way.

export interface ApiRequest {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the API answers a key it has seen with that key's first answer. */
  idempotencyKey?: string;
}

/**
 * A Bearer token the page signs its calls with instead of the session cookie: a frame embedded
 * cross-site gets no cookies, so its host hands in a token (iframe_integration).
 */
let bearer: string | null = null;

export function setBearerToken(token: string | null): void {
  bearer = token;
}

export function sendApiRequest(
  path: string,
  init: ApiRequest,
  timeoutMs: number | null,
): Promise<Response> {
  const signals = [
    ...(timeoutMs === null ? [] : [AbortSignal.timeout(timeoutMs)]),
    ...(init.signal ? [init.signal] : []),
  ];
  return fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      'X-App': 'sportsbook',
      ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.idempotencyKey === undefined ? {} : { 'Idempotency-Key': init.idempotencyKey }),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    ...(signals.length > 0 ? { signal: AbortSignal.any(signals) } : {}),
  });
}
