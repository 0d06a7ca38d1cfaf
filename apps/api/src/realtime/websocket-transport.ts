// The WebSocket transport at /connection/websocket (one JSON message or several per frame).
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Hub } from './hub';
import type { DisconnectReason } from './protocol';
import { Encoding, type Transport } from './transport';

const OPEN = 1;

const NEWLINE = Buffer.from('\n');

/**
 * Collects what each connection is sent during one turn of the event loop and writes it as one
 * frame (the protocol allows several messages per frame, one per line): a burst of publications
 * costs each client one frame and one write instead of one per message.
 */
class FrameBatcher {
  private readonly pending = new Set<WebSocketTransport>();
  private scheduled = false;

  add(transport: WebSocketTransport): void {
    this.pending.add(transport);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
  }

  private readonly flush = () => {
    this.scheduled = false;
    const transports = [...this.pending];
    this.pending.clear();
    for (const transport of transports) transport.flush();
  };
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

  write(message: Buffer): void {
    if (this.socket.readyState !== OPEN) return;
    this.queue.push(message);
    this.queuedBytes += message.length;
    if (this.queue.length === 1) this.batcher.add(this);
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

export async function websocketRoutes(app: FastifyInstance, { hub }: { hub: Hub }) {
  const batcher = new FrameBatcher();
  app.get('/connection/websocket', { websocket: true }, (socket) => {
    const session = hub.open(new WebSocketTransport(socket, batcher));
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) session.close({ code: 3506, reason: 'inappropriate protocol' });
      else void session.receive(data.toString('utf8'));
    });
    socket.on('close', () => session.transportClosed());
  });
}
