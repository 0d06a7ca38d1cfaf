'use client';
// One real-time connection per tab, run by a worker (realtime.worker.ts): the WebSocket, its
// messages' decoding and the client library stay off the main thread, which receives a tick's
// prices and states in one message and draws them in one frame. Channels are ref-counted here.
import { channels } from '@sportsbook/contracts/constants';
import { liveCatalogue, type LiveEvent } from './live-catalogue';
import { sweepFlashes } from './price-flash';
import type { ConnectionState, FromWorker, ToWorker } from './realtime-worker-protocol';

type Listener = () => void;
type PrivateEvent = { event_name: string; message: unknown };

/**
 * The event a private channel's listeners get when it is (re)subscribed (after sign-in, after a
 * reconnect): the channel keeps no history, so what it published before may have been missed.
 */
export const PRIVATE_SUBSCRIBED = 'channel_subscribed';

let worker: Worker | null = null;
let state: ConnectionState = 'connecting';
const stateListeners = new Set<Listener>();
const unrecoveredListeners = new Set<Listener>();
/** Held catalogue channels and how many hold each. */
const holds = new Map<string, number>();
/** Who listens to the events of public channels that are not catalogue changes. */
const channelHandlers = new Map<string, Set<(event: PrivateEvent) => void>>();
/** Held private channels and who listens on each. */
const privateHandlers = new Map<string, Set<(event: PrivateEvent) => void>>();
/** Private channels subscribed on the connection as it is now (their subscribed event told). */
const subscribedPrivate = new Set<string>();

/**
 * A message carries a tick's events (the worker gathers them): they are applied in the task that
 * receives it, so every price they move is drawn in the next frame's one restyle and one paint,
 * with the flashes that have run their time cleared in the same frame; a message that moves
 * nothing on screen asks for no frame at all. The flashes are cleared after the prices are
 * written (rows-in-view.ts writes them in a microtask the first move queues, after asking where
 * their rows are): cleared before, they would leave styles to recompute, and that question would
 * have the browser restyle and lay out the page on the spot, then again for the frame.
 */
function receive(events: LiveEvent[]) {
  for (const event of events) liveCatalogue.apply(event);
  queueMicrotask(sweepFlashes);
}

function setState(next: ConnectionState) {
  if (state === next) return;
  state = next;
  // A connection that is back subscribes its private channels again, and says so.
  if (next !== 'connected') subscribedPrivate.clear();
  stateListeners.forEach((listener) => listener());
}

function onWorkerMessage({ data }: MessageEvent<FromWorker>) {
  switch (data.type) {
    case 'state':
      return setState(data.state);
    case 'events':
      return receive(data.events);
    case 'unrecovered':
      return unrecoveredListeners.forEach((listener) => listener());
    case 'private':
      return privateHandlers.get(data.channel)?.forEach((handler) => handler(data.event));
    case 'channel-event':
      return channelHandlers.get(data.channel)?.forEach((handler) => handler(data.event));
    case 'private-subscribed':
      subscribedPrivate.add(data.channel);
      return privateHandlers
        .get(data.channel)
        ?.forEach((handler) => handler({ event_name: PRIVATE_SUBSCRIBED, message: {} }));
  }
}

function send(message: ToWorker) {
  if (!worker) {
    worker = new Worker(new URL('./realtime.worker.ts', import.meta.url), {
      type: 'module',
      name: 'realtime',
    });
    worker.onmessage = onWorkerMessage;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    if (bearer !== null) worker.postMessage({ type: 'bearer', token: bearer } satisfies ToWorker);
    worker.postMessage({
      type: 'start',
      url: `${scheme}://${window.location.host}/connection/websocket`,
    } satisfies ToWorker);
  }
  worker.postMessage(message);
}

let bearer: string | null = null;

/**
 * The page's Bearer token (request.ts) for the worker's own calls: set before the player loads,
 * so the connection reopened for the new session asks its token with it.
 */
export function setConnectionBearer(token: string | null): void {
  bearer = token;
  worker?.postMessage({ type: 'bearer', token } satisfies ToWorker);
}

/** Subscribes to a channel for as long as someone holds the returned release function. */
export function holdChannel(channel: string): () => void {
  const count = holds.get(channel) ?? 0;
  holds.set(channel, count + 1);
  if (count === 0) send({ type: 'hold', channel });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(channel) ?? 1) - 1;
    if (left > 0) return void holds.set(channel, left);
    holds.delete(channel);
    send({ type: 'release', channel });
  };
}

/**
 * Holds a public channel and hears its events that are not catalogue changes (a match poll's
 * votes), until the returned function is called.
 */
export function onChannelEvent(
  channel: string,
  onEvent: (event: { event_name: string; message: unknown }) => void,
): () => void {
  let handlers = channelHandlers.get(channel);
  if (!handlers) {
    handlers = new Set();
    channelHandlers.set(channel, handlers);
  }
  handlers.add(onEvent);
  const release = holdChannel(channel);
  return () => {
    release();
    const current = channelHandlers.get(channel);
    current?.delete(onEvent);
    if (current?.size === 0) channelHandlers.delete(channel);
  };
}

/**
 * The session the connection's token was issued for: a player id, '' for a visitor, undefined
 * until the session is first known (the connection's first token already carries its cookie).
 */
let session: string | undefined;

/**
 * Follows the auth status (spec: real-time connection, auth transitions): on sign-in, sign-out or
 * expiry the connection is closed and opened again with a token of the new session, and the
 * private channel still held for the new player is subscribed again with a token of its own.
 */
export function setConnectionSession(playerId: string | null): void {
  const next = playerId ?? '';
  const previous = session;
  session = next;
  if (previous === undefined || previous === next || !worker) return;
  subscribedPrivate.clear();
  worker.postMessage({ type: 'session' } satisfies ToWorker);
  if (next === '') return;
  const own = channels.user(next);
  if (privateHandlers.has(own)) worker.postMessage({ type: 'hold-private', channel: own });
}

export const connectionState = {
  get: () => state,
  subscribe(listener: Listener) {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
};

export function onUnrecovered(listener: Listener): () => void {
  unrecoveredListeners.add(listener);
  return () => unrecoveredListeners.delete(listener);
}

/**
 * The player's private channel ($user:{id}): balance, bet and cash-out events go to `onEvent`.
 * Its subscription token comes from the product's own authorize call. Returns the release.
 */
export function holdPrivateChannel(
  playerId: string,
  onEvent: (event: PrivateEvent) => void,
): () => void {
  const channel = channels.user(playerId);
  let handlers = privateHandlers.get(channel);
  if (!handlers) {
    handlers = new Set();
    privateHandlers.set(channel, handlers);
    send({ type: 'hold-private', channel });
  }
  handlers.add(onEvent);
  return () => {
    const current = privateHandlers.get(channel);
    if (!current?.delete(onEvent) || current.size > 0) return;
    privateHandlers.delete(channel);
    subscribedPrivate.delete(channel);
    send({ type: 'release-private', channel });
  };
}

/**
 * Whether the player's private channel is subscribed already. A listener that joins a channel
 * someone else holds does not hear its subscribed event again: what it would catch up on at that
 * event (what was published before it listened), it reads when it joins.
 */
export function privateChannelSubscribed(playerId: string): boolean {
  return subscribedPrivate.has(channels.user(playerId));
}
