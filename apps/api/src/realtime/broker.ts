// The broker contract: per-channel streams (offset, epoch, bounded history) and fan-out between nodes.
import { randomBytes } from 'node:crypto';

/** Where a channel's stream stands: the offset of its last publication and the epoch of the stream. */
export interface StreamPosition {
  offset: number;
  epoch: string;
}

/** A publication as stored and fanned out: data is JSON text, framed once per broadcast. */
export interface Publication {
  offset: number;
  data: string;
}

export interface HistoryQuery {
  /** Only publications after this position (of the current epoch). */
  since?: StreamPosition;
  /** At most this many publications; 0 asks for the position only. */
  limit: number;
  /** Newest first. */
  reverse?: boolean;
}

export interface HistoryResult {
  position: StreamPosition;
  publications: Publication[];
}

export interface BrokerHandlers {
  /** A publication of a channel this node subscribed to, in offset order. */
  publication(channel: string, publication: Publication, epoch: string): void;
  /** A message another node sent to this one (emulation commands). */
  nodeMessage(message: string): void;
}

export interface Broker {
  readonly kind: 'memory' | 'redis';
  /** This node's id; other nodes reach it with sendToNode. */
  readonly nodeId: string;
  start(handlers: BrokerHandlers): Promise<void>;
  /** Appends to the channel's stream and fans out; the same idempotency key returns the first result. */
  publish(channel: string, data: string, idempotencyKey?: string): Promise<StreamPosition>;
  history(channel: string, query: HistoryQuery): Promise<HistoryResult>;
  /** This node wants the channel's publications (resolves once they flow). */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Delivers a message to another node; false when no such node listens. */
  sendToNode(nodeId: string, message: string): Promise<boolean>;
  healthy(): boolean;
  close(): Promise<void>;
}

export interface Recovery {
  recovered: boolean;
  position: StreamPosition;
  publications: Publication[];
}

/**
 * Recovers the publications after `since`, all or nothing: recovery succeeds only when the epoch is
 * the same and the history still holds every publication after the client's offset.
 */
export async function recover(
  broker: Broker,
  channel: string,
  since: StreamPosition,
  limit: number,
): Promise<Recovery> {
  const { position, publications } = await broker.history(channel, { since, limit });
  if (position.epoch !== since.epoch || since.offset > position.offset) {
    return { recovered: false, position, publications: [] };
  }
  if (since.offset === position.offset) return { recovered: true, position, publications: [] };
  const first = publications[0];
  const last = publications.at(-1);
  const complete =
    first?.offset === since.offset + 1 &&
    last?.offset === position.offset &&
    publications.length === position.offset - since.offset;
  return complete
    ? { recovered: true, position, publications }
    : { recovered: false, position, publications: [] };
}

/** A fresh stream epoch: a new one means the history before it is gone. */
export const randomEpoch = () => randomBytes(4).toString('hex');
