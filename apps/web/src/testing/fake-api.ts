// The network in component tests: fetch answered by routes the test declares, every request kept
// so a test can say what was sent. Everything above fetch is the product's own code.
import { afterEach, beforeEach, vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

type Responder = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

interface Route {
  method: string;
  path: string;
  responder: Responder;
}

export interface FakeApi {
  /** Answers `method path` (path without the query); the latest route for a path wins. */
  on(method: string, path: string, responder: Responder): FakeApi;
  /** Every request sent so far, oldest first. */
  sent: SentRequest[];
  /** The requests sent to `method path`. */
  sentTo(method: string, path: string): SentRequest[];
}

/**
 * Replaces fetch for the current test file; unknown routes answer 404. Routes declared at the top
 * of the file hold for every test, those a test (or its beforeEach) declares for that test only.
 */
export function fakeApi(): FakeApi {
  const routes: Route[] = [];
  const sent: SentRequest[] = [];
  let fileRoutes: number | null = null;
  beforeEach(() => {
    fileRoutes ??= routes.length;
  });
  afterEach(() => {
    routes.length = fileRoutes ?? routes.length;
    sent.length = 0;
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const text = typeof init.body === 'string' ? init.body : null;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: text === null ? null : JSON.parse(text),
    };
    sent.push(request);
    const route = routes.findLast((r) => r.method === request.method && r.path === request.path);
    const reply = !route
      ? { status: 404, body: { code: 'NOT_FOUND' } }
      : typeof route.responder === 'function'
        ? await route.responder(request)
        : route.responder;
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const api: FakeApi = {
    on(method, path, responder) {
      routes.push({ method, path, responder });
      return api;
    },
    sent,
    sentTo: (method, path) => sent.filter((r) => r.method === method && r.path === path),
  };
  return api;
}

/** An answer the test releases when it chooses: what the page shows while a call is under way. */
export function heldReply(reply: Reply) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    responder: async () => {
      await released;
      return reply;
    },
    release: () => release(),
  };
}
