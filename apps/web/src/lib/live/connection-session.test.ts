// @vitest-environment jsdom
// Tests: the real-time connection follows the auth status (spec: real-time connection): every
// sign-in, sign-out or expiry reopens it with a token of the new session, and the new player's
// private channel is subscribed again with a token of its own.
import { channels } from '@sportsbook/contracts/constants';
import { describe, expect, it } from 'vitest';
import { fakeRealtime } from '@/testing/fake-realtime';
import type { ToWorker } from './realtime-worker-protocol';

const realtime = fakeRealtime();

describe('the connection across auth changes', () => {
  it('reopens with the new session on sign-in, sign-out and expiry, never for the first status', async () => {
    const { holdChannel, holdPrivateChannel, setConnectionSession } = await import('./connection');
    const worker = () =>
      (globalThis as unknown as { Worker: { current: { received: ToWorker[] } } }).Worker.current;
    holdChannel(channels.lang('en'));
    const sent = () => worker().received.filter((m) => m.type !== 'start' && m.type !== 'hold');

    // The first token already carried the page's cookie: the first known status changes nothing.
    setConnectionSession(null);
    expect(sent()).toEqual([]);

    // Sign-in through the dialog: a new connection token; the channel is held once the slip asks.
    setConnectionSession('p1');
    expect(sent()).toEqual([{ type: 'session' }]);
    const release = holdPrivateChannel('p1', () => undefined);
    expect(realtime.holdsPrivate(channels.user('p1'))).toBe(true);

    // The same player again (a profile reload) is no change.
    setConnectionSession('p1');
    expect(sent()).toHaveLength(2);

    // Sign-out or expiry: the connection becomes a visitor's; no private channel is asked again.
    setConnectionSession(null);
    expect(sent().slice(2)).toEqual([{ type: 'session' }]);

    // Signed in again while the slip still holds the channel: it is subscribed again after.
    setConnectionSession('p1');
    expect(sent().slice(3)).toEqual([
      { type: 'session' },
      { type: 'hold-private', channel: channels.user('p1') },
    ]);
    release();
  });
});
