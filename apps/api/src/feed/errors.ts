// The one place the development feed's refusals become HTTP answers (codes and message ids).
import { HttpError, notFound } from '../plugins/external/errors';

/** Each refusal of a development feed action (all 409) and the message id the UI localizes. */
const MESSAGE_IDS = {
  /** Only the feed leader runs the simulator; another instance cannot play its matches. */
  FEED_NOT_LEADER: 'error.dev_feed.feed_not_leader',
  MATCH_NOT_LIVE: 'error.dev_feed.match_not_live',
  MATCH_NOT_PREMATCH: 'error.dev_feed.match_not_prematch',
  MATCH_NOT_OPEN: 'error.dev_feed.match_not_open',
  OUTCOME_NOT_OPEN: 'error.dev_feed.outcome_not_open',
  ODDS_OFF_LADDER: 'error.dev_feed.odds_off_ladder',
} as const;

export type FeedRefusal = keyof typeof MESSAGE_IDS;

/** An action the feed's role or the match's (or market's) state does not allow. */
export const feedConflict = (code: FeedRefusal, data?: Record<string, unknown>): HttpError =>
  new HttpError(409, code, MESSAGE_IDS[code], data);

export const feedNotFound = (
  resource: 'match' | 'market' | 'outcome',
  id: string | number,
): HttpError => notFound(resource, id);
