// The in-process real-time hub: sessions, channels and their subscribers, fan-out from the broker.
import type { FastifyBaseLogger } from 'fastify';
import { APP_VERSION } from '../version';
import type { Broker, Publication } from './broker';
import type { RealtimeOutcome } from './errors';
import type { HubStatus, HubStatusSource } from './hub-status';
import { PreparedPublication } from './prepared-publication';
import { disconnects, errors, isValidChannel, toPayload } from './protocol';
import {
  RealtimeError,
  toBroadcastResponse,
  type BroadcastResponse,
  type PublishOptions,
  type PublishResult,
  type RealtimePublisher,
} from './publisher';
import { ClientSession, type Subscription } from './session';
import type { RealtimeTokens } from './tokens';
import type { Transport } from './transport';

export interface HubOptions {
  broker: Broker;
  tokens: RealtimeTokens;
  log: FastifyBaseLogger;
  /** Seconds between server pings; a client that does not answer one before the next is dropped. */
  pingIntervalS: number;
  /** Publications kept per channel; recovery can return at most this many. */
  historySize: number;
  /** Bytes a connection may have waiting in its socket before it is dropped as slow (3008). */
  maxQueueBytes?: number;
  maxSubscriptions?: number;
  /** Publications held for one subscription while its subscribe is in flight. */
  maxPendingPublications?: number;
  /** Connections one client (IP address) may hold on this node; more are closed with 3504. */
  maxConnectionsPerClient?: number;
  /** Commands a connection may send per second on average; more disconnect it with 3013. */
  maxCommandsPerSecond?: number;
}

interface ChannelState {
  subscribers: Set<Subscription>;
  /** Resolves when the broker delivers this channel's publications to this node. */
  ready: Promise<void>;
  /** The last publication fanned out: the base of the next fossil delta. */
  previous: Publication | null;
  previousEpoch: string;
}

export class Hub implements HubStatusSource, RealtimePublisher {
  readonly version = APP_VERSION;
  readonly broker: Broker;
  readonly tokens: RealtimeTokens;
  readonly log: FastifyBaseLogger;
  readonly pingIntervalS: number;
  readonly historySize: number;
  readonly maxQueueBytes: number;
  readonly maxSubscriptions: number;
  readonly maxPendingPublications: number;
  readonly maxConnectionsPerClient: number;
  readonly maxCommandsPerSecond: number;
  /**
   * Commands a connection may send at once: a reconnect sends connect and a subscribe for every
   * channel it had in one frame, which must not count as a flood.
   */
  readonly commandBurst: number;
  private readonly clients = new Set<ClientSession>();
  /** Open connections per client address, for the per-client cap. */
  private readonly perClient = new Map<string, number>();
  /** Connected sessions of emulation transports, by session id. */
  private readonly sessions = new Map<string, ClientSession>();
  private readonly channels = new Map<string, ChannelState>();
  private connections = 0;
  /** Until this time (ms since epoch) new connections are refused as during a restart. */
  private refusingUntil = 0;
  private pingTimer: NodeJS.Timeout | null = null;

  constructor(options: HubOptions) {
    this.broker = options.broker;
    this.tokens = options.tokens;
    this.log = options.log;
    this.pingIntervalS = options.pingIntervalS;
    this.historySize = options.historySize;
    this.maxQueueBytes = options.maxQueueBytes ?? 1024 * 1024;
    this.maxSubscriptions = options.maxSubscriptions ?? 128;
    this.maxPendingPublications = options.maxPendingPublications ?? 1000;
    this.maxConnectionsPerClient = options.maxConnectionsPerClient ?? 20;
    this.maxCommandsPerSecond = options.maxCommandsPerSecond ?? 50;
    this.commandBurst = Math.max(this.maxCommandsPerSecond, this.maxSubscriptions + 1);
  }

  get nodeId(): string {
    return this.broker.nodeId;
  }

  async start(): Promise<void> {
    await this.broker.start({
      publication: (channel, publication, epoch) => this.fanOut(channel, publication, epoch),
      nodeMessage: (message) => this.nodeMessage(message),
    });
    // One timer pings every session: cheaper than a timer per connection.
    this.pingTimer = setInterval(() => {
      const now = Date.now();
      for (const session of this.clients) session.tick(now);
    }, this.pingIntervalS * 1000);
    this.pingTimer.unref();
  }

  /**
   * A new transport connection of a client (its IP address); its first command must be connect.
   * One past the client's cap is closed at once with "connection limit" (3504), which the
   * client takes as final: a client opening connections in a loop stops.
   */
  open(transport: Transport, client: string): ClientSession {
    const session = new ClientSession(this, transport, client);
    this.clients.add(session);
    const open = (this.perClient.get(client) ?? 0) + 1;
    this.perClient.set(client, open);
    if (open > this.maxConnectionsPerClient) {
      this.log.debug({ client, open }, 'realtime connection over the per-client limit');
      session.close(disconnects.connectionLimit);
    }
    return session;
  }

  connected(session: ClientSession): void {
    this.connections += 1;
    if (session.transport.emulation) this.sessions.set(session.session, session);
  }

  remove(session: ClientSession): void {
    if (!this.clients.delete(session)) return;
    const open = (this.perClient.get(session.client) ?? 1) - 1;
    if (open > 0) this.perClient.set(session.client, open);
    else this.perClient.delete(session.client);
    if (session.connected) this.connections -= 1;
    this.sessions.delete(session.session);
    for (const sub of session.subscriptions.values()) this.detach(sub);
    session.subscriptions.clear();
  }

  /** Adds a subscriber; resolves once the channel's publications reach this node. */
  attach(sub: Subscription): Promise<void> {
    let state = this.channels.get(sub.channel);
    if (!state) {
      const created: ChannelState = {
        subscribers: new Set(),
        ready: Promise.resolve(),
        previous: null,
        previousEpoch: '',
      };
      created.ready = this.broker.subscribe(sub.channel).catch((error: unknown) => {
        if (this.channels.get(sub.channel) === created) this.channels.delete(sub.channel);
        throw error;
      });
      this.channels.set(sub.channel, created);
      state = created;
    }
    state.subscribers.add(sub);
    return state.ready;
  }

  detach(sub: Subscription): void {
    const state = this.channels.get(sub.channel);
    if (!state?.subscribers.delete(sub) || state.subscribers.size > 0) return;
    this.channels.delete(sub.channel);
    this.broker.unsubscribe(sub.channel).catch((error: unknown) => {
      this.log.warn({ err: error, channel: sub.channel }, 'realtime unsubscribe failed');
    });
  }

  /** Frames the publication once and hands it to every local subscriber of the channel. */
  private fanOut(channel: string, publication: Publication, epoch: string): void {
    const state = this.channels.get(channel);
    if (!state) return;
    const { previous } = state;
    const base =
      previous && state.previousEpoch === epoch && previous.offset === publication.offset - 1
        ? previous
        : null;
    state.previous = publication;
    state.previousEpoch = epoch;
    const prepared = new PreparedPublication(channel, publication, epoch, base);
    for (const sub of state.subscribers) sub.session.deliver(sub, prepared);
  }

  /**
   * Commands POSTed to /emulation for a session of an SSE or HTTP-stream connection, which may live
   * on another node: the broker carries them there.
   */
  async emulate(nodeId: string, sessionId: string, data: string): Promise<RealtimeOutcome<object>> {
    if (nodeId !== this.nodeId) {
      const delivered = await this.broker.sendToNode(nodeId, JSON.stringify({ sessionId, data }));
      return delivered
        ? { ok: true }
        : { ok: false, error: { code: 'NODE_NOT_FOUND', node: nodeId } };
    }
    await this.sessions.get(sessionId)?.receive(data);
    return { ok: true };
  }

  private nodeMessage(message: string): void {
    try {
      const { sessionId, data } = JSON.parse(message) as { sessionId: string; data: string };
      void this.sessions.get(sessionId)?.receive(data);
    } catch (error) {
      this.log.warn({ err: error }, 'bad realtime node message');
    }
  }

  async publish(channel: string, data: unknown, options?: PublishOptions): Promise<PublishResult> {
    if (!isValidChannel(channel)) throw new RealtimeError(errors.badRequest.code, 'bad request');
    return this.broker.publish(channel, toPayload(data), options?.idempotencyKey);
  }

  async broadcast(channels: string[], data: unknown): Promise<BroadcastResponse[]> {
    const payload = toPayload(data);
    const outcomes = await Promise.allSettled(
      channels.map((channel) =>
        isValidChannel(channel)
          ? this.broker.publish(channel, payload)
          : Promise.reject(new RealtimeError(errors.badRequest.code, 'bad request')),
      ),
    );
    return outcomes.map(toBroadcastResponse);
  }

  status(): HubStatus {
    return {
      status: this.broker.healthy() ? 'ok' : 'degraded',
      broker: this.broker.kind,
      connections: this.connections,
      channels: this.channels.size,
    };
  }

  /** Tells every client the server is shutting down: they reconnect, to another instance if any. */
  disconnectAll(): void {
    for (const session of this.clients) session.close(disconnects.shutdown);
  }

  /**
   * An outage as a restart gives: every client is dropped with "shutdown" and connects are refused
   * for `ms`, so clients keep reconnecting (and miss what is published) until it is over.
   */
  outage(ms: number): void {
    this.refusingUntil = Date.now() + ms;
    this.disconnectAll();
  }

  refusesConnects(): boolean {
    return Date.now() < this.refusingUntil;
  }

  async close(): Promise<void> {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.disconnectAll();
    await this.broker.close();
  }
}
