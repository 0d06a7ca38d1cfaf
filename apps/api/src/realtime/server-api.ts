// Centrifugo's server API for backends (publish, broadcast), guarded by an API key.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hub } from './hub';
import type { BroadcastResponse, PublishResult } from './publisher';

/** A publish either lands, or fails with its cause, which the route answers as {error}. */
export type ServerApiOutcome<T> = { ok: true; result: T } | { ok: false; cause: unknown };

const digest = (value: string) => createHash('sha256').update(value).digest();

export class ServerApi {
  private readonly expected: Buffer;

  constructor(
    private readonly hub: Hub,
    apiKey: string,
  ) {
    this.expected = digest(apiKey);
  }

  /** Compared as digests, in constant time, so neither the key nor its length leaks. */
  accepts(givenKey: string): boolean {
    return timingSafeEqual(digest(givenKey), this.expected);
  }

  async publish(
    channel: string,
    data: unknown,
    idempotencyKey?: string,
  ): Promise<ServerApiOutcome<PublishResult>> {
    try {
      const options = idempotencyKey ? { idempotencyKey } : {};
      return { ok: true, result: await this.hub.publish(channel, data, options) };
    } catch (cause) {
      return { ok: false, cause };
    }
  }

  async broadcast(
    channels: string[],
    data: unknown,
  ): Promise<ServerApiOutcome<{ responses: BroadcastResponse[] }>> {
    try {
      return { ok: true, result: { responses: await this.hub.broadcast(channels, data) } };
    } catch (cause) {
      return { ok: false, cause };
    }
  }
}
