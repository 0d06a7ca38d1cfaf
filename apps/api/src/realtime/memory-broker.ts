// In-process broker: streams live in this process, so every restart starts new epochs.
import { randomUUID } from 'node:crypto';
import {
  randomEpoch,
  type Broker,
  type BrokerHandlers,
  type HistoryQuery,
  type HistoryResult,
  type Publication,
  type StreamPosition,
} from './broker';

export interface StreamOptions {
  /** Publications kept per channel for recovery (0 disables history). */
  historySize: number;
  /** History is dropped when the channel has had no publication for this long. */
  historyTtlMs: number;
  /** A stream (offset and epoch) untouched this long is forgotten; the next one starts a new epoch. */
  metaTtlMs?: number;
  /** How long a publish result is remembered under its idempotency key. */
  idempotencyTtlMs?: number;
  now?: () => number;
}

interface Stream {
  epoch: string;
  offset: number;
  history: Publication[];
  historyExpiresAt: number;
  touchedAt: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** Reads a window of publications the way both brokers answer history queries. */
export function selectHistory(
  history: Publication[],
  position: StreamPosition,
  query: HistoryQuery,
): Publication[] {
  if (query.limit <= 0) return [];
  const since = query.since && query.since.epoch === position.epoch ? query.since.offset : -1;
  const after = since >= 0 ? history.filter((pub) => pub.offset > since) : history;
  if (query.reverse) return after.slice(-query.limit).reverse();
  return after.slice(0, query.limit);
}

export class MemoryBroker implements Broker {
  readonly kind = 'memory';
  readonly nodeId = randomUUID();
  private readonly streams = new Map<string, Stream>();
  private readonly idempotency = new Map<string, { position: StreamPosition; expiresAt: number }>();
  private handlers: BrokerHandlers | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(private readonly options: StreamOptions) {
    this.now = options.now ?? Date.now;
  }

  async start(handlers: BrokerHandlers): Promise<void> {
    this.handlers = handlers;
    this.sweepTimer = setInterval(() => this.sweep(), 60_000);
    this.sweepTimer.unref();
  }

  private stream(channel: string): Stream {
    const now = this.now();
    let stream = this.streams.get(channel);
    if (!stream) {
      stream = {
        epoch: randomEpoch(),
        offset: 0,
        history: [],
        historyExpiresAt: 0,
        touchedAt: now,
      };
      this.streams.set(channel, stream);
    }
    stream.touchedAt = now;
    if (stream.history.length > 0 && stream.historyExpiresAt <= now) stream.history = [];
    return stream;
  }

  async publish(channel: string, data: string, idempotencyKey?: string): Promise<StreamPosition> {
    const now = this.now();
    const key = idempotencyKey ? `${channel}\n${idempotencyKey}` : null;
    if (key) {
      const seen = this.idempotency.get(key);
      if (seen && seen.expiresAt > now) return seen.position;
    }
    const stream = this.stream(channel);
    stream.offset += 1;
    const publication = { offset: stream.offset, data };
    if (this.options.historySize > 0) {
      stream.history.push(publication);
      if (stream.history.length > this.options.historySize) stream.history.shift();
      stream.historyExpiresAt = now + this.options.historyTtlMs;
    }
    const position = { offset: stream.offset, epoch: stream.epoch };
    if (key) {
      const ttl = this.options.idempotencyTtlMs ?? 5 * 60_000;
      this.idempotency.set(key, { position, expiresAt: now + ttl });
    }
    this.handlers?.publication(channel, publication, stream.epoch);
    return position;
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    const stream = this.stream(channel);
    const position = { offset: stream.offset, epoch: stream.epoch };
    return { position, publications: selectHistory(stream.history, position, query) };
  }

  /** Every publication of this process already reaches the hub: nothing to join. */
  async subscribe(): Promise<void> {}

  async unsubscribe(): Promise<void> {}

  /** There is only this node. */
  async sendToNode(nodeId: string, message: string): Promise<boolean> {
    if (nodeId !== this.nodeId) return false;
    this.handlers?.nodeMessage(message);
    return true;
  }

  healthy(): boolean {
    return true;
  }

  private sweep(): void {
    const now = this.now();
    const metaTtl = this.options.metaTtlMs ?? DAY_MS;
    for (const [channel, stream] of this.streams) {
      if (stream.touchedAt + metaTtl <= now) this.streams.delete(channel);
      else if (stream.history.length > 0 && stream.historyExpiresAt <= now) stream.history = [];
    }
    for (const [key, entry] of this.idempotency) {
      if (entry.expiresAt <= now) this.idempotency.delete(key);
    }
  }

  async close(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.handlers = null;
  }
}
