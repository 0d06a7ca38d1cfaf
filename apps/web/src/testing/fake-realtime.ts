// The real-time connection's boundary in component tests: the worker that holds the WebSocket.
// The page's connection code talks to this stand-in, and a test delivers live events through it.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { LiveEvent, LiveMarket } from '@/lib/live/live-catalogue';
import type { FromWorker, ToWorker } from '@/lib/live/realtime-worker-protocol';

class FakeWorker {
  static current: FakeWorker | null = null;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  readonly received: ToWorker[] = [];
  constructor() {
    FakeWorker.current = this;
  }
  postMessage(message: ToWorker) {
    this.received.push(message);
  }
  terminate() {}
}

/** Installs the stand-in worker; returns what the test uses to speak for the server. */
export function fakeRealtime() {
  vi.stubGlobal('Worker', FakeWorker);
  const deliver = (data: FromWorker) => {
    const worker = FakeWorker.current;
    // The page opens its connection with the first channel it holds: nothing can reach it before.
    if (!worker?.onmessage) throw new Error('the page holds no real-time channel');
    act(() => worker.onmessage!({ data } as MessageEvent<FromWorker>));
  };
  return {
    /** The channels the page holds now. */
    held(): string[] {
      const held = new Set<string>();
      for (const message of FakeWorker.current?.received ?? []) {
        if (message.type === 'hold') held.add(message.channel);
        if (message.type === 'release') held.delete(message.channel);
      }
      return [...held];
    },
    /** Whether the page follows a private channel ($user:{id}) now. */
    holdsPrivate(channel: string): boolean {
      let held = false;
      for (const message of FakeWorker.current?.received ?? []) {
        if (message.type === 'hold-private' && message.channel === channel) held = true;
        if (message.type === 'release-private' && message.channel === channel) held = false;
      }
      return held;
    },
    /** The private channel is (re)subscribed: what it published before may have been missed. */
    subscribed: (channel: string) => deliver({ type: 'private-subscribed', channel }),
    /** An event of a public channel that is not a catalogue change (a match poll's votes). */
    channel: (channel: string, event: { event_name: string; message: unknown }) =>
      deliver({ type: 'channel-event', channel, event }),
    /** An event published on the player's private channel. */
    private: (channel: string, event: { event_name: string; message: unknown }) =>
      deliver({ type: 'private', channel, event }),
    events: (events: LiveEvent[]) => deliver({ type: 'events', events }),
    markets: (markets: LiveMarket[]) =>
      deliver({
        type: 'events',
        events: [
          { event_name: 'markets_changed', message: { match_id: markets[0]!.match_id, markets } },
        ],
      }),
  };
}
