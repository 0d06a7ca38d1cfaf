// The WebSocket transport at /connection/websocket (one JSON message or several per frame).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Hub } from './hub';
import type { DisconnectReason } from './protocol';
import { Encoding, type Transport } from './transport';

const OPEN = 1;

const NEWLINE = Buffer.from('\n');
/** A frame this large goes out without waiting for more publications. */
const MAX_WAITING_BYTES = 64 * 1024;
/**
 * Connections written in one go before the event loop takes its I/O again: each write is a system
 * call, and a burst fanned out to thousands of connections at once would hold every HTTP request
 * (a placement, a page) behind it for as long.
 */
const FLUSH_SLICE = 256;

/**
 * Collects what each connection is sent and writes it as one frame (the protocol allows several
 * messages per frame, one per line). Replies and pings go at the end of the current turn of the
 * event loop; publications wait up to `delayMs` for the rest of their burst (a feed publishes a
 * tick match by match), so a burst costs each client one frame and one write, and the browser one
 * message event, instead of one per publication.
 */
class FrameBatcher {
  private readonly soon = new Set<WebSocketTransport>();
  private readonly later = new Set<WebSocketTransport>();
  private immediate = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly delayMs: number) {}

  add(transport: WebSocketTransport, urgent: boolean): void {
    if (urgent || this.delayMs === 0) {
      this.soon.add(transport);
      if (!this.immediate) {
        this.immediate = true;
        setImmediate(this.flushSoon);
      }
    } else {
      this.later.add(transport);
      this.timer ??= setTimeout(this.flushLater, this.delayMs);
    }
  }

  private readonly flushSoon = () => {
    this.immediate = false;
    FrameBatcher.flush(this.soon);
  };

  private readonly flushLater = () => {
    this.timer = null;
    FrameBatcher.flush(this.later);
  };

  private static flush(pending: Set<WebSocketTransport>) {
    const transports = [...pending];
    pending.clear();
    FrameBatcher.flushFrom(transports, 0);
  }

  /** Flushes a slice of `transports` from `start`, and the rest after the loop's next I/O. */
  private static flushFrom(transports: WebSocketTransport[], start: number) {
    const end = Math.min(start + FLUSH_SLICE, transports.length);
    // A transport flushed already (its reply went first) has nothing left: flush is a no-op.
    for (let i = start; i < end; i++) transports[i]!.flush();
    if (end < transports.length) setImmediate(() => FrameBatcher.flushFrom(transports, end));
  }
}

class WebSocketTransport implements Transport {
  readonly name = 'websocket';
  readonly emulation = false;
  readonly encoding = Encoding.WebSocket;
  private queue: Buffer[] = [];
  private queuedBytes = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly batcher: FrameBatcher,
  ) {}

  bufferedBytes(): number {
    return this.socket.bufferedAmount + this.queuedBytes;
  }

  write(message: Buffer, urgent = true): void {
    if (this.socket.readyState !== OPEN) return;
    this.queue.push(message);
    this.queuedBytes += message.length;
    // The first message schedules the frame; an urgent one, or a full frame, brings it forward.
    const now = urgent || this.queuedBytes >= MAX_WAITING_BYTES;
    if (this.queue.length === 1 || now) this.batcher.add(this, now);
  }

  flush(): void {
    const queue = this.queue;
    this.queue = [];
    this.queuedBytes = 0;
    if (this.socket.readyState !== OPEN || queue.length === 0) return;
    // A single message is the broadcast's shared Buffer: ws frames it without copying it.
    const frame =
      queue.length === 1
        ? queue[0]!
        : Buffer.concat(queue.flatMap((message, i) => (i === 0 ? [message] : [NEWLINE, message])));
    this.socket.send(frame, { binary: false });
  }

  close(reason: DisconnectReason): void {
    // What was written before the close still goes out first, as it would on a stream.
    this.flush();
    if (this.socket.readyState === OPEN) this.socket.close(reason.code, reason.reason);
  }
}

/**
 * The upgrade's HTTP response, by request, until the connection is open: the socket would keep it
 * (and through it the request, Fastify's request and reply and their logger) for as long as the
 * connection lives — a few KB per connection a hub holding tens of thousands cannot spare.
 */
const upgrades = new WeakMap<FastifyRequest, ServerResponse>();

/** What a connection needs of its upgrade is kept; the HTTP exchange is let go. */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  const response = upgrades.get(request);
  upgrades.delete(request);
  if (response?.socket) response.detachSocket(response.socket);
  // The plugin's error listener closes over the request and reply; this one needs neither.
  socket.removeAllListeners('error');
  socket.on('error', () => socket.terminate());
}

export async function websocketRoutes(
  app: FastifyInstance,
  { hub, writeDelayMs }: { hub: Hub; writeDelayMs: number },
) {
  const batcher = new FrameBatcher(writeDelayMs);
  const options = {
    websocket: true,
    onRequest: (request: FastifyRequest, reply: { raw: ServerResponse }, done: () => void) => {
      upgrades.set(request, reply.raw);
      done();
    },
  } as const;
  app.get('/connection/websocket', options, (socket, request) => {
    releaseUpgrade(socket, request);
    const session = hub.open(new WebSocketTransport(socket, batcher), request.ip);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) session.close({ code: 3506, reason: 'inappropriate protocol' });
      else void session.receive(data.toString('utf8'));
    });
    socket.on('close', () => session.transportClosed());
  });
}
