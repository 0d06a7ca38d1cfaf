// The WebSocket transport at /connection/websocket (one JSON message or several per frame).
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Hub } from './hub';
import type { DisconnectReason } from './protocol';
import { Encoding, type Transport } from './transport';

const OPEN = 1;

class WebSocketTransport implements Transport {
  readonly name = 'websocket';
  readonly emulation = false;
  readonly encoding = Encoding.WebSocket;

  constructor(private readonly socket: WebSocket) {}

  bufferedBytes(): number {
    return this.socket.bufferedAmount;
  }

  write(message: Buffer): void {
    // The same Buffer goes to every subscriber of a broadcast; ws frames it without copying it.
    if (this.socket.readyState === OPEN) this.socket.send(message, { binary: false });
  }

  close(reason: DisconnectReason): void {
    if (this.socket.readyState === OPEN) this.socket.close(reason.code, reason.reason);
  }
}

export async function websocketRoutes(app: FastifyInstance, { hub }: { hub: Hub }) {
  app.get('/connection/websocket', { websocket: true }, (socket) => {
    const session = hub.open(new WebSocketTransport(socket));
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) session.close({ code: 3506, reason: 'inappropriate protocol' });
      else void session.receive(data.toString('utf8'));
    });
    socket.on('close', () => session.transportClosed());
  });
}
