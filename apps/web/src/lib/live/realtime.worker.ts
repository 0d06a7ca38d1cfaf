// The real-time connection, off the page's main thread: the WebSocket, the client library's
// decoding, recovery and reconnection run here, and the page receives, once per gathering window,
// only the catalogue events' prices and states (see connection.ts).
import type { CatalogueEvent } from '@sportsbook/contracts';
import { channels } from '@sportsbook/contracts/constants';
import { Centrifuge, type Subscription } from 'centrifuge';
import { sendApiRequest, setBearerToken } from '../api/request';
import { liveEventOf, type LiveEvent } from './live-catalogue';
import { isCatalogueEvent } from './realtime-events';
import type { ConnectionState, FromWorker, ToWorker } from './realtime-worker-protocol';

const scope = globalThis as unknown as {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
const post = (message: FromWorker) => scope.postMessage(message);

/**
 * Events are gathered for a tenth of a second and handed over together: one message for the page
 * per feed tick however the server spread the tick's publications, and the page applies them in
 * one frame. A tenth of a second is below what a bettor notices.
 */
const GATHER_MS = 100;
let gathered: LiveEvent[] = [];
let gatherTimer: ReturnType<typeof setTimeout> | null = null;

function gather(event: CatalogueEvent) {
  gathered.push(liveEventOf(event));
  gatherTimer ??= setTimeout(() => {
    gatherTimer = null;
    const events = gathered;
    gathered = [];
    post({ type: 'events', events });
  }, GATHER_MS);
}

async function connectionToken(): Promise<string> {
  const res = await sendApiRequest('/api/sb/websocket/token', { method: 'POST' }, null);
  if (!res.ok) throw new Error(`token request failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function subscriptionToken(channel: string): Promise<string> {
  const res = await sendApiRequest(
    '/api/sb/websocket/authorize',
    { method: 'POST', body: { channels: [channel] } },
    null,
  );
  if (!res.ok) throw new Error(`subscription token request failed: ${res.status}`);
  const { channels } = (await res.json()) as {
    channels: Array<{ channel: string; token: string }>;
  };
  const found = channels.find((entry) => entry.channel === channel);
  if (!found) throw new Error(`no token for ${channel}`);
  return found.token;
}

let client: Centrifuge | null = null;
let state: ConnectionState = 'connecting';
/**
 * While the connection reopens for a new session the page keeps seeing it connected (no offline
 * alert for a sign-in); if it is not back within this time, the page is told it is offline.
 */
const RENEW_GRACE_MS = 5000;
let renewing: ReturnType<typeof setTimeout> | null = null;

function setState(next: ConnectionState) {
  if (state === next) return;
  state = next;
  post({ type: 'state', state });
}

function start(url: string) {
  if (client) return;
  client = new Centrifuge(url, {
    getToken: connectionToken,
    minReconnectDelay: 500,
    maxReconnectDelay: 20_000,
  });
  client.on('connecting', () => {
    if (!renewing) setState(state === 'connected' ? 'offline' : 'connecting');
  });
  client.on('connected', () => {
    if (renewing) clearTimeout(renewing);
    renewing = null;
    setState('connected');
  });
  client.on('disconnected', () => {
    if (!renewing) setState('offline');
  });
  client.connect();
}

function catalogueSubscription(centrifuge: Centrifuge, channel: string): Subscription {
  const subscription = centrifuge.newSubscription(channel, {
    recoverable: true,
    positioned: true,
    // A match channel's publications follow one another closely, so a fossil patch against the
    // last one is small. The language channel's are about different matches: a patch saves few
    // bytes and costs its decoding on every message.
    ...(channels.isMatch(channel) ? { delta: 'fossil' as const } : {}),
  });
  subscription.on('publication', (ctx) => {
    if (isCatalogueEvent(ctx.data)) return gather(ctx.data);
    // Other events of a public channel (a match poll's votes) go to whoever listens to it.
    const data = ctx.data as { event_name?: unknown; message?: unknown };
    if (typeof data?.event_name === 'string')
      post({
        type: 'channel-event',
        channel,
        event: { event_name: data.event_name, message: data.message },
      });
  });
  subscription.on('subscribed', (ctx) => {
    // History could not fill the gap: the REST API is the source of truth, so the page reloads.
    if (ctx.wasRecovering && !ctx.recovered) post({ type: 'unrecovered' });
  });
  return subscription;
}

function privateSubscription(centrifuge: Centrifuge, channel: string): Subscription {
  const subscription = centrifuge.newSubscription(channel, {
    getToken: () => subscriptionToken(channel),
  });
  subscription.on('publication', (ctx) => {
    const data = ctx.data as { event_name?: unknown; message?: unknown };
    if (typeof data?.event_name === 'string')
      post({
        type: 'private',
        channel,
        event: { event_name: data.event_name, message: data.message },
      });
  });
  subscription.on('subscribed', () => post({ type: 'private-subscribed', channel }));
  return subscription;
}

function release(channel: string) {
  const subscription = client?.getSubscription(channel);
  if (!subscription) return;
  subscription.unsubscribe();
  client?.removeSubscription(subscription);
}

/** Channels beginning with $ need a subscription token of the connection's player. */
const isPrivateChannel = (channel: string) => channel.startsWith('$');

/**
 * A new session (sign-in, sign-out, expiry): the connection's token names a player, so it is
 * closed and opened again with a token of the new session. The private subscriptions belonged to
 * the old session and end; the page holds its new player's channel again. Catalogue
 * subscriptions stay, and recover the moment they missed when the connection is back.
 */
function renewSession() {
  if (!client) return;
  for (const channel of Object.keys(client.subscriptions())) {
    if (isPrivateChannel(channel)) release(channel);
  }
  if (renewing) clearTimeout(renewing);
  renewing = setTimeout(() => {
    renewing = null;
    if (client?.state !== 'connected') setState('offline');
  }, RENEW_GRACE_MS);
  client.disconnect();
  // An empty token makes the client ask getToken for one, with the session's cookie as it is now.
  client.setToken('');
  client.connect();
}

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'start':
      return start(data.url);
    case 'hold':
    case 'hold-private': {
      if (!client || client.getSubscription(data.channel)) return;
      const make = data.type === 'hold' ? catalogueSubscription : privateSubscription;
      make(client, data.channel).subscribe();
      return;
    }
    case 'release':
    case 'release-private':
      return release(data.channel);
    case 'session':
      return renewSession();
    case 'bearer':
      return setBearerToken(data.token);
  }
};
