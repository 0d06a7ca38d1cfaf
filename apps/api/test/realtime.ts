// Real-time test tools: the real `centrifuge` client over `ws`, a raw socket, and waiting helpers.
import { Centrifuge, type Options, type SubscribedContext, type Subscription } from 'centrifuge';
import WebSocket from 'ws';
import type { TestApp } from './helper';

export const API_KEY = 'test-realtime-api-key';
export const TOKEN_SECRET = 'test-realtime-token-secret';

/** Config of a test app whose hub uses known secrets. */
export const realtimeEnv = (env: Record<string, string> = {}) => ({
  REALTIME_API_KEY: API_KEY,
  REALTIME_TOKEN_SECRET: TOKEN_SECRET,
  ...env,
});

export const wsUrl = (base: string) => `${base.replace(/^http/, 'ws')}/connection/websocket`;

/** A centrifuge client on the app's WebSocket endpoint; closed by `clients.closeAll()`. */
export function clientPool() {
  const clients: Centrifuge[] = [];
  return {
    create(base: string, options: Partial<Options> = {}) {
      const client = new Centrifuge(wsUrl(base), { websocket: WebSocket, ...options });
      clients.push(client);
      return client;
    },
    /** A client on the HTTP-streaming or SSE transport, commands POSTed to /emulation. */
    createOn(base: string, transport: 'http_stream' | 'sse', options: Partial<Options> = {}) {
      const endpoint = `${base}/connection/${transport}`;
      const client = new Centrifuge([{ transport, endpoint }], {
        emulationEndpoint: `${base}/emulation`,
        eventsource: FetchEventSource,
        ...options,
      });
      clients.push(client);
      return client;
    },
    closeAll() {
      for (const client of clients.splice(0)) client.disconnect();
    },
  };
}

export async function waitFor(check: () => boolean, timeoutMs = 5000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Data of every publication the subscription receives, in order. */
export function received<T = unknown>(sub: Subscription): T[] {
  const data: T[] = [];
  sub.on('publication', (ctx) => data.push(ctx.data as T));
  return data;
}

export async function publish(t: TestApp, channel: string, data: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/realtime/publish',
    headers: { 'x-api-key': API_KEY },
    payload: { channel, data },
  });
  return res.json() as { result: { offset: number; epoch: string } };
}

/** A WebSocket speaking the protocol by hand, for what the real client never sends. */
export async function rawSocket(base: string) {
  const socket = new WebSocket(wsUrl(base));
  const messages: Record<string, unknown>[] = [];
  /** Messages per WebSocket frame, in arrival order. */
  const frames: number[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data: Buffer) => {
    const lines = data.toString().split('\n').filter(Boolean);
    frames.push(lines.length);
    for (const line of lines) messages.push(JSON.parse(line));
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    messages,
    frames,
    closed,
    send: (...commands: object[]) => socket.send(commands.map((c) => JSON.stringify(c)).join('\n')),
    reply: async (id: number) => {
      await waitFor(() => messages.some((m) => m.id === id), 5000, `reply ${id}`);
      return messages.find((m) => m.id === id) as Record<string, unknown>;
    },
  };
}

/**
 * A `ws` WebSocket class whose connections fail while the gate is shut (they go to a path the app
 * does not serve): a client dropped while shut keeps reconnecting in vain until `open()`, so
 * whatever happens in between happens while it is certainly disconnected.
 */
export function gatedWebSocket(): {
  WebSocket: Options['websocket'];
  shut: () => void;
  open: () => void;
} {
  const gate = { shut: false };
  class GatedWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      const url = String(address);
      super(
        gate.shut ? url.replace('/connection/websocket', '/connection/closed') : url,
        protocols,
      );
    }
  }
  return {
    WebSocket: GatedWebSocket,
    shut: () => {
      gate.shut = true;
    },
    open: () => {
      gate.shut = false;
    },
  };
}

/** Subscribed contexts of a subscription, in order (the first subscribe, then each resubscribe). */
export function subscribedEvents(sub: Subscription) {
  const events: SubscribedContext[] = [];
  sub.on('subscribed', (ctx) => events.push(ctx));
  return events;
}

/**
 * The part of the browser's EventSource the centrifuge SSE transport uses, on top of fetch (Node 20
 * has no EventSource, and the project adds no dependency for one). Unlike a browser it never
 * reconnects by itself: the end of the stream is an error, and the client reconnects.
 */
class FetchEventSource {
  onopen: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  private readonly abort = new AbortController();

  constructor(readonly url: string) {
    void this.run();
  }

  private async run() {
    try {
      const response = await fetch(this.url, {
        headers: { accept: 'text/event-stream' },
        signal: this.abort.signal,
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      this.onopen?.();
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true }).replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const data = lines
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(l.startsWith('data: ') ? 6 : 5));
          if (data.length > 0) this.onmessage?.({ data: data.join('\n') });
        }
      }
      throw new Error('event stream ended');
    } catch (error) {
      if (!this.abort.signal.aborted) this.onerror?.(error);
    }
  }

  close() {
    this.abort.abort();
  }
}

/**
 * Closes an app that served real clients. After a streaming fetch (http_stream, SSE) is aborted,
 * undici opens a spare connection that never sends a request, and server.close() waits for such
 * a connection until headersTimeout (60 s): every client is gone by now, so all are dropped.
 */
export async function closeServing(t: TestApp) {
  t.app.server.closeAllConnections();
  await t.close();
}
