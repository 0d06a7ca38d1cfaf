// Redis broker: streams (offset, epoch, capped history) live in Redis and fan out over pub/sub.
//
// Why a Lua script: one script assigns the offset (HINCRBY on the channel's meta hash, which also
// holds the epoch), appends to the capped history list (RPUSH + LTRIM + EXPIRE) and PUBLISHes,
// atomically. Redis runs scripts one at a time, so the order of PUBLISH is the order of offsets,
// and every API instance reads the same publications in the same order with the same offsets. The
// epoch lives in Redis with the offset: restarting an API instance keeps it (the history survives
// in Redis); it changes only when the meta hash expires after a long idle time, or Redis loses it.
// Keys share a {channel} hash tag so a Redis Cluster keeps one channel's keys on one slot.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  randomEpoch,
  type Broker,
  type BrokerHandlers,
  type HistoryQuery,
  type HistoryResult,
  type Publication,
  type StreamPosition,
} from './broker';
import { selectHistory, type StreamOptions } from './memory-broker';

// KEYS: meta hash, history list, idempotency key. ARGV: data, history size, history TTL (s),
// meta TTL (s), epoch if new, pub/sub channel, idempotency TTL (s, 0 = none).
const PUBLISH_SCRIPT = `
if ARGV[7] ~= '0' then
  local seen = redis.call('get', KEYS[3])
  if seen then return {'seen', seen} end
end
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('hset', KEYS[1], 'e', epoch)
end
local offset = redis.call('hincrby', KEYS[1], 's', 1)
redis.call('expire', KEYS[1], ARGV[4])
local payload = offset .. ':' .. epoch .. ':' .. ARGV[1]
if ARGV[2] ~= '0' then
  redis.call('rpush', KEYS[2], payload)
  redis.call('ltrim', KEYS[2], -tonumber(ARGV[2]), -1)
  redis.call('expire', KEYS[2], ARGV[3])
end
redis.call('publish', ARGV[6], payload)
if ARGV[7] ~= '0' then
  redis.call('set', KEYS[3], offset .. ':' .. epoch, 'EX', ARGV[7])
end
return {offset, epoch}
`;

// KEYS: meta hash, history list. ARGV: epoch if new, meta TTL (s), '1' to read the history.
const HISTORY_SCRIPT = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[1], 'e', epoch)
end
redis.call('expire', KEYS[1], ARGV[2])
local offset = redis.call('hget', KEYS[1], 's') or '0'
local list = {}
if ARGV[3] == '1' then list = redis.call('lrange', KEYS[2], 0, -1) end
return {offset, epoch, list}
`;

interface ScriptedRedis extends Redis {
  sbPublish(...args: (string | number)[]): Promise<[number | string, string]>;
  sbHistory(...args: (string | number)[]): Promise<[string, string, string[]]>;
}

/** "offset:epoch:data" — the form of a publication in the history list and on pub/sub. */
function parseEntry(entry: string): { publication: Publication; epoch: string } | null {
  const first = entry.indexOf(':');
  const second = entry.indexOf(':', first + 1);
  if (first < 0 || second < 0) return null;
  const offset = Number(entry.slice(0, first));
  if (!Number.isSafeInteger(offset)) return null;
  return {
    publication: { offset, data: entry.slice(second + 1) },
    epoch: entry.slice(first + 1, second),
  };
}

function reportConnectionError(error: Error): void {
  console.warn(`real-time broker: Redis connection lost (${error.message}); reconnecting`);
}

export class RedisBroker implements Broker {
  readonly kind = 'redis';
  readonly nodeId = randomUUID();
  private readonly commands: ScriptedRedis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private handlers: BrokerHandlers | null = null;

  constructor(
    url: string,
    private readonly options: StreamOptions & {
      prefix?: string;
      /** Told of a lost or refused Redis connection (ioredis reconnects by itself). */
      onConnectionError?: (error: Error) => void;
    },
  ) {
    this.prefix = options.prefix ?? 'sb:rt:';
    const common = { lazyConnect: true, maxRetriesPerRequest: 3 };
    this.commands = new Redis(url, common) as ScriptedRedis;
    this.subscriber = new Redis(url, common);
    // Without a listener ioredis prints every failed reconnect attempt with its stack; the
    // outage is reported once, and healthy() tells the health check.
    for (const client of [this.commands, this.subscriber]) {
      let reported = false;
      client.on('ready', () => (reported = false));
      client.on('error', (error: Error) => {
        if (reported) return;
        reported = true;
        (options.onConnectionError ?? reportConnectionError)(error);
      });
    }
    this.commands.defineCommand('sbPublish', { numberOfKeys: 3, lua: PUBLISH_SCRIPT });
    this.commands.defineCommand('sbHistory', { numberOfKeys: 2, lua: HISTORY_SCRIPT });
  }

  private metaKey = (channel: string) => `${this.prefix}{${channel}}:meta`;
  private historyKey = (channel: string) => `${this.prefix}{${channel}}:history`;
  private pubsubChannel = (channel: string) => `${this.prefix}pub:${channel}`;
  private nodeChannel = (nodeId: string) => `${this.prefix}node:${nodeId}`;

  private get metaTtlS(): number {
    return Math.ceil((this.options.metaTtlMs ?? 24 * 3600 * 1000) / 1000);
  }

  async start(handlers: BrokerHandlers): Promise<void> {
    this.handlers = handlers;
    await Promise.all([this.commands.connect(), this.subscriber.connect()]);
    const pubPrefix = this.pubsubChannel('');
    const nodeChannel = this.nodeChannel(this.nodeId);
    this.subscriber.on('message', (redisChannel: string, message: string) => {
      if (redisChannel === nodeChannel) {
        this.handlers?.nodeMessage(message);
        return;
      }
      if (!redisChannel.startsWith(pubPrefix)) return;
      const entry = parseEntry(message);
      if (entry) {
        this.handlers?.publication(
          redisChannel.slice(pubPrefix.length),
          entry.publication,
          entry.epoch,
        );
      }
    });
    await this.subscriber.subscribe(nodeChannel);
  }

  async publish(channel: string, data: string, idempotencyKey?: string): Promise<StreamPosition> {
    const idempotencyTtlS = idempotencyKey
      ? Math.ceil((this.options.idempotencyTtlMs ?? 5 * 60_000) / 1000)
      : 0;
    const [first, second] = await this.commands.sbPublish(
      this.metaKey(channel),
      this.historyKey(channel),
      `${this.prefix}{${channel}}:idem:${idempotencyKey ?? ''}`,
      data,
      this.options.historySize,
      Math.max(1, Math.ceil(this.options.historyTtlMs / 1000)),
      this.metaTtlS,
      randomEpoch(),
      this.pubsubChannel(channel),
      idempotencyTtlS,
    );
    if (first === 'seen') {
      const [offset, epoch] = second.split(':');
      return { offset: Number(offset), epoch: epoch ?? '' };
    }
    return { offset: Number(first), epoch: second };
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    const [offset, epoch, entries] = await this.commands.sbHistory(
      this.metaKey(channel),
      this.historyKey(channel),
      randomEpoch(),
      this.metaTtlS,
      query.limit > 0 ? '1' : '0',
    );
    const position = { offset: Number(offset), epoch };
    const history: Publication[] = [];
    for (const raw of entries) {
      const entry = parseEntry(raw);
      if (entry && entry.epoch === epoch) history.push(entry.publication);
    }
    return { position, publications: selectHistory(history, position, query) };
  }

  async subscribe(channel: string): Promise<void> {
    await this.subscriber.subscribe(this.pubsubChannel(channel));
  }

  async unsubscribe(channel: string): Promise<void> {
    await this.subscriber.unsubscribe(this.pubsubChannel(channel));
  }

  async sendToNode(nodeId: string, message: string): Promise<boolean> {
    if (nodeId === this.nodeId) {
      this.handlers?.nodeMessage(message);
      return true;
    }
    return (await this.commands.publish(this.nodeChannel(nodeId), message)) > 0;
  }

  healthy(): boolean {
    return this.commands.status === 'ready' && this.subscriber.status === 'ready';
  }

  async close(): Promise<void> {
    this.handlers = null;
    await Promise.allSettled([this.commands.quit(), this.subscriber.quit()]);
  }
}
