// Real-time test tools: the real `centrifuge` client over `ws`, a raw socket, and waiting helpers.
import { Centrifuge, type Options, type Subscription } from 'centrifuge';
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
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data: Buffer) => {
    for (const line of data.toString().split('\n')) if (line) messages.push(JSON.parse(line));
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    messages,
    closed,
    send: (...commands: object[]) => socket.send(commands.map((c) => JSON.stringify(c)).join('\n')),
    reply: async (id: number) => {
      await waitFor(() => messages.some((m) => m.id === id), 5000, `reply ${id}`);
      return messages.find((m) => m.id === id) as Record<string, unknown>;
    },
  };
}
