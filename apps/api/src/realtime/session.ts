// One client connection: parses frames, runs its commands in order, pings, and writes to its transport.
import { randomUUID } from 'node:crypto';
import { history, subRefresh, subscribe, unsubscribe } from './channel-commands';
import type { Hub } from './hub';
import type { PreparedPublication } from './prepared-publication';
import {
  disconnects,
  errorFrame,
  errors,
  PING_FRAME,
  pushFrame,
  replyFrame,
  unsubscribes,
  type Command,
  type ConnectRequest,
  type DisconnectReason,
  type ProtocolError,
} from './protocol';
import { encodeMessage, type Transport } from './transport';

/** One subscription of a session to a channel. */
export interface Subscription {
  readonly session: ClientSession;
  readonly channel: string;
  /** False while subscribing: publications wait in `pending` until the reply is written. */
  live: boolean;
  pending: PreparedPublication[];
  /** Too many publications arrived while subscribing: the client subscribes again and recovers. */
  lost: boolean;
  epoch: string;
  /** Offset of the last publication the client has. */
  offset: number;
  /** Fossil delta negotiated; `deltaBase` is the offset of the payload the client decodes against. */
  delta: boolean;
  deltaBase: number;
  /** Subscription token expiry, seconds since the epoch. */
  expiresAt: number | null;
}

const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;

/** How long a client may take to send connect, and to refresh an expired connection token. */
const STALE_MS = 10_000;
const EXPIRED_GRACE_S = 25;

export class ClientSession {
  readonly id = randomUUID();
  /** The capability to send commands through /emulation. */
  readonly session = randomUUID();
  user = '';
  connected = false;
  closed = false;
  readonly subscriptions = new Map<string, Subscription>();
  private expiresAt: number | null = null;
  private awaitingPong = false;
  private readonly createdAt = Date.now();
  private queue: Promise<void> = Promise.resolve();
  /** Commands the connection may still send now; refilled at the hub's rate per second. */
  private commandAllowance: number;
  private allowanceAt = Date.now();

  constructor(
    readonly hub: Hub,
    readonly transport: Transport,
    /** The client's address, for the hub's per-client connection cap. */
    readonly client: string,
  ) {
    this.commandAllowance = hub.commandBurst;
  }

  /** Token bucket: the hub's burst at once, then its rate per second on average. */
  private allowCommands(count: number): boolean {
    const now = Date.now();
    const rate = this.hub.maxCommandsPerSecond;
    this.commandAllowance = Math.min(
      this.hub.commandBurst,
      this.commandAllowance + ((now - this.allowanceAt) * rate) / 1000,
    );
    this.allowanceAt = now;
    if (this.commandAllowance < count) return false;
    this.commandAllowance -= count;
    return true;
  }

  /** A frame from the client: one or more commands separated by \n, run in order. */
  receive(text: string): Promise<void> {
    this.awaitingPong = false;
    const commands: Command[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        const command: unknown = JSON.parse(line);
        if (typeof command !== 'object' || command === null || Array.isArray(command)) throw 0;
        commands.push(command as Command);
      } catch {
        this.close(disconnects.badRequest);
        return this.queue;
      }
    }
    if (!this.allowCommands(commands.length)) {
      this.close(disconnects.tooManyRequests);
      return this.queue;
    }
    this.queue = this.queue.then(async () => {
      for (const command of commands) {
        if (this.closed) return;
        try {
          await this.handle(command);
        } catch (error) {
          this.hub.log.error({ err: error }, 'realtime command failed');
          if (command.id) this.error(command.id, errors.internal);
        }
      }
    });
    return this.queue;
  }

  private async handle(command: Command): Promise<void> {
    const id = command.id ?? 0;
    const method = METHODS.find((name) => command[name] !== undefined);
    if (!this.connected && method !== 'connect') {
      this.close(disconnects.badRequest); // the first command must be connect
      return;
    }
    if (id === 0) {
      // No id: a pong (empty command) or an asynchronous send; anything else expects a reply.
      if (method !== undefined && method !== 'send') this.close(disconnects.badRequest);
      return;
    }
    switch (method) {
      case 'connect':
        return this.connect(id, command.connect ?? {});
      case 'refresh':
        return this.refresh(id, command.refresh?.token ?? '');
      case 'subscribe':
        return subscribe(this, id, command.subscribe ?? {});
      case 'unsubscribe':
        return unsubscribe(this, id, command.unsubscribe?.channel);
      case 'sub_refresh':
        return subRefresh(this, id, command.sub_refresh ?? {});
      case 'history':
        return history(this, id, command.history ?? {});
      case 'ping':
        return this.reply(id, 'ping', {});
      case 'publish':
        return this.error(id, errors.permissionDenied); // clients never publish; the backend does
      default:
        return this.error(id, errors.methodNotFound);
    }
  }

  private async connect(id: number, request: ConnectRequest): Promise<void> {
    if (this.connected) return this.close(disconnects.badRequest);
    if (this.hub.refusesConnects()) return this.close(disconnects.shutdown);
    if (request.token) {
      const check = await this.hub.tokens.verifyConnection(request.token);
      if (!check.ok) {
        if (check.reason === 'expired') return this.error(id, errors.tokenExpired);
        return this.close(disconnects.invalidToken);
      }
      this.user = check.value.user;
      this.expiresAt = check.value.exp ?? null;
    }
    this.connected = true;
    this.hub.connected(this);
    const result: Record<string, unknown> = {
      client: this.id,
      version: this.hub.version,
      ping: this.hub.pingIntervalS,
      pong: true,
      ...this.expiry(this.expiresAt),
    };
    if (this.transport.emulation) {
      result.session = this.session;
      result.node = this.hub.nodeId;
    }
    this.reply(id, 'connect', result);
  }

  private async refresh(id: number, token: string): Promise<void> {
    const check = await this.hub.tokens.verifyConnection(token);
    if (!check.ok) {
      if (check.reason === 'expired') return this.error(id, errors.tokenExpired);
      return this.close(disconnects.invalidToken);
    }
    if (check.value.user !== this.user) return this.close(disconnects.invalidToken);
    this.expiresAt = check.value.exp ?? null;
    this.reply(id, 'refresh', {
      client: this.id,
      version: this.hub.version,
      ...this.expiry(this.expiresAt),
    });
  }

  /** `expires` and `ttl` (seconds left) of a reply, for a token with an expiry. */
  expiry(expiresAt: number | null): { expires?: true; ttl?: number } {
    if (expiresAt === null) return {};
    return { expires: true, ttl: Math.max(1, expiresAt - Math.floor(Date.now() / 1000)) };
  }

  reply(id: number, method: string, result: object): void {
    this.write(replyFrame(id, method, result));
  }

  error(id: number, error: ProtocolError): void {
    this.write(errorFrame(id, error));
  }

  write(text: string): void {
    this.send(encodeMessage(text, this.transport.encoding));
  }

  /** Writes unless the client has fallen too far behind, which disconnects it as slow. */
  send(message: Buffer, urgent = true): void {
    if (this.closed) return;
    if (this.transport.bufferedBytes() > this.hub.maxQueueBytes) {
      this.close(disconnects.slow);
      return;
    }
    this.transport.write(message, urgent);
  }

  /** A publication of a subscribed channel, in the form this subscription needs. */
  deliver(sub: Subscription, prepared: PreparedPublication): void {
    if (!sub.live) {
      if (sub.pending.length < this.hub.maxPendingPublications) sub.pending.push(prepared);
      else sub.lost = true;
      return;
    }
    const offset = prepared.offset;
    if (prepared.epoch === sub.epoch && offset <= sub.offset) return; // already delivered
    if (prepared.epoch !== sub.epoch || offset !== sub.offset + 1) {
      this.resubscribe(sub); // a gap: the client recovers it from history
      return;
    }
    let mode: 'json' | 'string' | 'delta' = 'json';
    if (sub.delta) mode = sub.deltaBase === offset - 1 && prepared.canDelta() ? 'delta' : 'string';
    this.send(prepared.frame(mode, this.transport.encoding), false);
    sub.offset = offset;
    sub.deltaBase = offset;
  }

  /** Ends the subscription with a code that makes the client subscribe again (and recover). */
  resubscribe(sub: Subscription, reason: DisconnectReason = unsubscribes.insufficientState): void {
    this.hub.detach(sub);
    this.subscriptions.delete(sub.channel);
    this.write(pushFrame(sub.channel, 'unsubscribe', reason));
  }

  /** Called by the hub's timer every ping interval. */
  tick(now: number): void {
    if (!this.connected) {
      if (now - this.createdAt > STALE_MS) this.close(disconnects.stale);
      return;
    }
    const nowS = Math.floor(now / 1000);
    if (this.expiresAt !== null && nowS > this.expiresAt + EXPIRED_GRACE_S) {
      return this.close(disconnects.expired);
    }
    for (const sub of this.subscriptions.values()) {
      if (sub.expiresAt !== null && nowS > sub.expiresAt + EXPIRED_GRACE_S) {
        this.resubscribe(sub, unsubscribes.expired);
      }
    }
    if (this.awaitingPong) return this.close(disconnects.noPong);
    this.awaitingPong = true;
    this.write(PING_FRAME);
  }

  close(reason: DisconnectReason): void {
    if (this.closed) return;
    this.closed = true;
    this.hub.remove(this);
    this.transport.close(reason);
  }

  /** The transport went away on its own (the client left or the network dropped). */
  transportClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.hub.remove(this);
  }
}
