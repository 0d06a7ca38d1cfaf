// What the page and the real-time connection's worker tell each other.
import type { LiveEvent } from './live-catalogue';

export type ConnectionState = 'connecting' | 'connected' | 'offline';

export type ToWorker =
  /** Opens the connection (once, before anything else). */
  | { type: 'start'; url: string }
  /** Subscribes to a catalogue channel (lang:…, match:…) until released. */
  | { type: 'hold'; channel: string }
  | { type: 'release'; channel: string }
  /** Subscribes to the player's private channel ($user:…), with a token from the API. */
  | { type: 'hold-private'; channel: string }
  | { type: 'release-private'; channel: string }
  /**
   * The player signed in, out or their session expired: the private subscriptions end and the
   * connection reopens with a token of the new session (the catalogue channels resubscribe and
   * recover what they missed).
   */
  | { type: 'session' }
  /** The Bearer token the page's calls carry (a cross-site frame's session), or none. */
  | { type: 'bearer'; token: string | null };

export type FromWorker =
  | { type: 'state'; state: ConnectionState }
  /** Catalogue events gathered over a moment, in the order they came. */
  | { type: 'events'; events: LiveEvent[] }
  /** A channel came back after a gap its history could not fill. */
  | { type: 'unrecovered' }
  | { type: 'private'; channel: string; event: { event_name: string; message: unknown } }
  /** An event of a public channel that is not a catalogue change (a match poll's votes). */
  | { type: 'channel-event'; channel: string; event: { event_name: string; message: unknown } }
  /** A private channel is (re)subscribed: what it published before may have been missed. */
  | { type: 'private-subscribed'; channel: string };
