'use client';
// One real-time connection per tab: ref-counted channel subscriptions feeding the live store.
import type { CatalogueEvent } from '@sportsbook/contracts';
// The client library loads with the first subscription, after the page has hydrated.
import type { Centrifuge, Subscription } from 'centrifuge';
import { liveCatalogue } from './live-catalogue';
import { sweepFlashes } from './price-flash';
import { isCatalogueEvent } from './realtime-events';

type ConnectionState = 'connecting' | 'connected' | 'offline';
type Listener = () => void;

let client: Centrifuge | null = null;
let loading: Promise<Centrifuge> | null = null;
let state: ConnectionState = 'connecting';
const stateListeners = new Set<Listener>();
const unrecoveredListeners = new Set<Listener>();
/** Held channels; `subscription` is null until the client library has loaded. */
const refs = new Map<string, { subscription: Subscription | null; count: number }>();

/**
 * Events are gathered for a moment and applied together in one frame: every price they move is
 * drawn in one restyle and one paint (with the flashes that have run their time cleared in the
 * same frame), however many messages a tick brought and however the server spread them. A tenth
 * of a second is below what a bettor notices and joins the bursts of one feed tick. A hidden tab
 * does not draw frames, so there they apply at once.
 */
const GATHER_MS = 100;
const pendingEvents: CatalogueEvent[] = [];
let applyScheduled = false;

function applyPending() {
  applyScheduled = false;
  sweepFlashes();
  for (const event of pendingEvents.splice(0)) liveCatalogue.apply(event);
}

function receive(event: CatalogueEvent) {
  pendingEvents.push(event);
  if (document.visibilityState === 'hidden') return applyPending();
  if (applyScheduled) return;
  applyScheduled = true;
  window.setTimeout(() => requestAnimationFrame(applyPending), GATHER_MS);
}

function setState(next: ConnectionState) {
  if (state === next) return;
  state = next;
  stateListeners.forEach((listener) => listener());
}

async function connectionToken(): Promise<string> {
  const res = await fetch('/api/sb/websocket/token', {
    method: 'POST',
    headers: { 'X-App': 'sportsbook' },
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`token request failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

function getClient(): Promise<Centrifuge> {
  loading ??= import('centrifuge').then(({ Centrifuge }) => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const created = new Centrifuge(`${scheme}://${window.location.host}/connection/websocket`, {
      getToken: connectionToken,
      minReconnectDelay: 500,
      maxReconnectDelay: 20_000,
    });
    created.on('connecting', () => setState(state === 'connected' ? 'offline' : 'connecting'));
    created.on('connected', () => setState('connected'));
    created.on('disconnected', () => setState('offline'));
    created.connect();
    client = created;
    return created;
  });
  return loading;
}

function subscribeCatalogue(centrifuge: Centrifuge, channel: string): Subscription {
  const subscription = centrifuge.newSubscription(channel, {
    recoverable: true,
    positioned: true,
    // A match channel's publications follow one another closely, so a fossil patch against the
    // last one is small. The language channel's are about different matches: a patch saves few
    // bytes and costs the browser its decoding on every message.
    ...(channel.startsWith('match:') ? { delta: 'fossil' as const } : {}),
  });
  subscription.on('publication', (ctx) => {
    if (isCatalogueEvent(ctx.data)) receive(ctx.data);
  });
  subscription.on('subscribed', (ctx) => {
    // History could not fill the gap: the REST API is the source of truth, so reload.
    if (ctx.wasRecovering && !ctx.recovered) unrecoveredListeners.forEach((listener) => listener());
  });
  subscription.subscribe();
  return subscription;
}

/** Subscribes to a channel for as long as someone holds the returned release function. */
export function holdChannel(channel: string): () => void {
  const existing = refs.get(channel);
  if (existing) {
    existing.count += 1;
  } else {
    const entry: { subscription: Subscription | null; count: number } = {
      subscription: null,
      count: 1,
    };
    refs.set(channel, entry);
    void getClient().then((centrifuge) => {
      // Released while the client loaded: nothing to subscribe.
      if (refs.get(channel) === entry) entry.subscription = subscribeCatalogue(centrifuge, channel);
    });
  }
  return () => {
    const entry = refs.get(channel);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count === 0) {
      refs.delete(channel);
      if (entry.subscription) {
        entry.subscription.unsubscribe();
        client?.removeSubscription(entry.subscription);
      }
    }
  };
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

async function subscriptionToken(channel: string): Promise<string> {
  const res = await fetch('/api/sb/websocket/authorize', {
    method: 'POST',
    headers: { 'X-App': 'sportsbook', 'content-type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ channels: [channel] }),
  });
  if (!res.ok) throw new Error(`subscription token request failed: ${res.status}`);
  const { channels } = (await res.json()) as {
    channels: Array<{ channel: string; token: string }>;
  };
  const found = channels.find((entry) => entry.channel === channel);
  if (!found) throw new Error(`no token for ${channel}`);
  return found.token;
}

/**
 * The player's private channel ($user:{id}): balance, bet and cash-out events go to `onEvent`.
 * Its subscription token comes from the product's own authorize call. Returns the release.
 */
export function holdPrivateChannel(
  playerId: string,
  onEvent: (event: { event_name: string; message: unknown }) => void,
): () => void {
  const channel = `$user:${playerId}`;
  let release: (() => void) | null = null;
  let released = false;
  void getClient().then((centrifuge) => {
    if (released) return;
    const subscription =
      centrifuge.getSubscription(channel) ??
      centrifuge.newSubscription(channel, { getToken: () => subscriptionToken(channel) });
    const handler = (ctx: { data: unknown }) => {
      const data = ctx.data as { event_name?: unknown; message?: unknown };
      if (typeof data?.event_name === 'string')
        onEvent({ event_name: data.event_name, message: data.message });
    };
    subscription.on('publication', handler);
    subscription.subscribe();
    release = () => {
      subscription.removeListener('publication', handler);
      subscription.unsubscribe();
      centrifuge.removeSubscription(subscription);
    };
  });
  return () => {
    released = true;
    release?.();
  };
}
