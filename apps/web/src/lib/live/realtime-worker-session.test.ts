// Tests: in the worker, a new session ends the old session's private subscriptions and reopens
// the connection with a fresh token (asked of getToken, with the cookie as it is now), keeping the
// catalogue subscriptions, which recover what they missed.
import { afterAll, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);

vi.mock('centrifuge', () => {
  class FakeSubscription {
    constructor(readonly channel: string) {}
    on() {
      return this;
    }
    subscribe() {
      calls.push(`subscribe ${this.channel}`);
    }
    unsubscribe() {
      calls.push(`unsubscribe ${this.channel}`);
    }
  }
  class Centrifuge {
    state = 'connected';
    private readonly subs: Record<string, FakeSubscription> = {};
    on() {
      return this;
    }
    connect() {
      calls.push('connect');
    }
    disconnect() {
      calls.push('disconnect');
    }
    setToken(token: string) {
      calls.push(`setToken '${token}'`);
    }
    newSubscription(channel: string) {
      return (this.subs[channel] = new FakeSubscription(channel));
    }
    getSubscription(channel: string) {
      return this.subs[channel] ?? null;
    }
    removeSubscription(sub: FakeSubscription) {
      delete this.subs[sub.channel];
    }
    subscriptions() {
      return { ...this.subs };
    }
  }
  return { Centrifuge };
});

const scope = globalThis as unknown as {
  postMessage: (message: unknown) => void;
  onmessage: ((event: { data: unknown }) => void) | null;
};
scope.postMessage = () => undefined;
afterAll(() => {
  scope.onmessage = null;
});

describe('the worker on a new session', () => {
  it('ends the private subscriptions, then reconnects with a new token; catalogue ones stay', async () => {
    await import('./realtime.worker');
    const send = (data: unknown) => scope.onmessage!({ data });
    send({ type: 'start', url: 'ws://localhost/connection/websocket' });
    send({ type: 'hold', channel: 'lang:en' });
    send({ type: 'hold-private', channel: '$user:p1' });
    calls.length = 0;

    send({ type: 'session' });
    expect(calls).toEqual(['unsubscribe $user:p1', 'disconnect', "setToken ''", 'connect']);

    // The new player's channel is subscribed anew (connection.ts asks for it after the session).
    calls.length = 0;
    send({ type: 'hold-private', channel: '$user:p2' });
    send({ type: 'hold', channel: 'lang:en' });
    expect(calls).toEqual(['subscribe $user:p2']);
  });
});
