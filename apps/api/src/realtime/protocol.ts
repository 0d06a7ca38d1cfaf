// The Centrifugo client protocol (JSON): command shapes, error and disconnect codes, frame builders.

/** A command from a client; exactly one method field is set. */
export interface Command {
  id?: number;
  connect?: ConnectRequest;
  subscribe?: SubscribeRequest;
  unsubscribe?: { channel?: string };
  publish?: { channel?: string; data?: unknown };
  presence?: { channel?: string };
  presence_stats?: { channel?: string };
  history?: HistoryRequest;
  ping?: Record<string, never>;
  send?: { data?: unknown };
  rpc?: { method?: string; data?: unknown };
  refresh?: { token?: string };
  sub_refresh?: { channel?: string; token?: string };
}

export interface ConnectRequest {
  token?: string;
  data?: unknown;
  name?: string;
  version?: string;
}

export interface SubscribeRequest {
  channel?: string;
  token?: string;
  recover?: boolean;
  offset?: number;
  epoch?: string;
  delta?: string;
  type?: number;
}

export interface HistoryRequest {
  channel?: string;
  limit?: number;
  since?: { offset?: number; epoch?: string };
  reverse?: boolean;
}

export interface ProtocolError {
  code: number;
  message: string;
  temporary?: boolean;
}

/** Errors of a reply (docs server/codes.md). */
export const errors = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  expired: { code: 110, message: 'expired' },
  tooManyRequests: { code: 111, message: 'too many requests' },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} satisfies Record<string, ProtocolError>;

export interface DisconnectReason {
  code: number;
  reason: string;
}

/** Disconnects: 3000–3499 let the client reconnect, 3500–3999 are final. */
export const disconnects = {
  connectionClosed: { code: 3000, reason: 'connection closed' },
  shutdown: { code: 3001, reason: 'shutdown' },
  internal: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  writeError: { code: 3009, reason: 'write error' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceDisconnect: { code: 3503, reason: 'force disconnect' },
  connectionLimit: { code: 3504, reason: 'connection limit' },
} satisfies Record<string, DisconnectReason>;

/** Unsubscribe pushes: 2500 and above make the client subscribe again. */
export const unsubscribes = {
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
} satisfies Record<string, DisconnectReason>;

/** The server ping; a client whose connect reply said pong answers with the same. */
export const PING_FRAME = '{}';

export function replyFrame(id: number, method: string, result: object): string {
  return `{"id":${id},${JSON.stringify(method)}:${JSON.stringify(result)}}`;
}

export function errorFrame(id: number, error: ProtocolError): string {
  return JSON.stringify({ id, error });
}

export function pushFrame(channel: string, kind: string, body: object): string {
  return JSON.stringify({ push: { channel, [kind]: body } });
}

export function disconnectPushFrame(reason: DisconnectReason): string {
  return JSON.stringify({ push: { disconnect: reason } });
}

/**
 * A publication push from data that is already JSON text: the payload is embedded, not re-serialized.
 * With `asString` the payload travels as a JSON string (fossil delta mode).
 */
export function publicationFrame(
  channel: string,
  offset: number,
  data: string,
  mode: 'json' | 'string' | 'delta' = 'json',
): string {
  const body = mode === 'json' ? data : JSON.stringify(data);
  const delta = mode === 'delta' ? ',"delta":true' : '';
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":{"data":${body},"offset":${offset}${delta}}}}`;
}

/** A recovered or historical publication inside a reply, in the same three modes. */
export function publicationJson(
  offset: number,
  data: string,
  mode: 'json' | 'string' = 'json',
): string {
  const body = mode === 'json' ? data : JSON.stringify(data);
  return `{"data":${body},"offset":${offset}}`;
}

const NON_ASCII = /[\u007f-\uffff]/g;

/**
 * Serializes publication data to ASCII-only JSON (non-ASCII characters as \uXXXX escapes). The value
 * is the same, and fossil deltas computed over the bytes never split a multi-byte character, so a
 * patch always survives the trip inside a JSON string.
 */
export function toPayload(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError('publication data must be JSON');
  return json.replace(
    NON_ASCII,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Channel names the hub accepts: 1–255 characters, no whitespace or control characters. */
export function isValidChannel(channel: unknown): channel is string {
  return (
    typeof channel === 'string' &&
    channel.length > 0 &&
    channel.length <= 255 &&
    !/\s/.test(channel)
  );
}

export const isPrivateChannel = (channel: string) => channel.startsWith('$');
