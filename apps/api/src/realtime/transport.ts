// What a session needs from a transport, and the per-transport framing of protocol messages.
import type { DisconnectReason } from './protocol';

/** How messages are laid out on the wire: WebSocket frames, newline-delimited stream, SSE events. */
export const Encoding = { WebSocket: 0, HttpStream: 1, Sse: 2 } as const;
export type Encoding = (typeof Encoding)[keyof typeof Encoding];

export interface Transport {
  readonly name: 'websocket' | 'http_stream' | 'sse';
  /** Commands after connect arrive through /emulation, and the connect reply names the session. */
  readonly emulation: boolean;
  readonly encoding: Encoding;
  /** Bytes written but not yet flushed to the network: the slow-consumer check reads this. */
  bufferedBytes(): number;
  /**
   * Writes a message already encoded for this transport (see encodeMessage). A publication
   * (`urgent` false) may wait a few milliseconds for others to share its frame; replies and
   * pings go out at the end of the current turn of the event loop.
   */
  write(message: Buffer, urgent?: boolean): void;
  /** Ends the connection, telling the client why. */
  close(reason: DisconnectReason): void;
}

/** One protocol message (or several joined by \n) in the transport's framing. */
export function encodeMessage(text: string, encoding: Encoding): Buffer {
  switch (encoding) {
    case Encoding.WebSocket:
      return Buffer.from(text);
    case Encoding.HttpStream:
      return Buffer.from(`${text}\n`);
    case Encoding.Sse:
      return Buffer.from(`data: ${text.replaceAll('\n', '\n\ndata: ')}\n\n`);
  }
}
