// How the backend (feed, betting) publishes real-time messages, whichever server the clients use.
import type { StreamPosition } from './broker';

export type PublishResult = StreamPosition;

export type BroadcastResponse =
  { result: PublishResult } | { error: { code: number; message: string } };

export interface PublishOptions {
  /** A retried publish with the same key is not published twice (kept a few minutes). */
  idempotencyKey?: string;
}

export interface RealtimePublisher {
  publish(channel: string, data: unknown, options?: PublishOptions): Promise<PublishResult>;
  /** The same data to several channels; each channel answers on its own. */
  broadcast(channels: string[], data: unknown): Promise<BroadcastResponse[]>;
}

/** A publish the real-time server refused, with its protocol error code (e.g. 107 bad request). */
export class RealtimeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RealtimeError';
  }
}

export function toBroadcastResponse(
  outcome: PromiseSettledResult<PublishResult>,
): BroadcastResponse {
  if (outcome.status === 'fulfilled') return { result: outcome.value };
  const reason: unknown = outcome.reason;
  if (reason instanceof RealtimeError)
    return { error: { code: reason.code, message: reason.message } };
  return { error: { code: 100, message: 'internal server error' } };
}
