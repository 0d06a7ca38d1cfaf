// Which tabs a match page offers: a tab is shown only when there is something behind it.

export const MATCH_TABS = ['markets', 'builder', 'statistics', 'stream', 'chat'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

export interface MatchTabsInput {
  /** The site's client flag customBetEnabled (settings custom_bet_enabled). */
  customBetEnabled: boolean;
  /** The site's client flag videoEnabled (settings video_settings.enabled). */
  videoEnabled: boolean;
  /** The feed has a stream for this match (has_video). */
  hasVideo: boolean;
  /** A chat room is open for this match. */
  hasChat: boolean;
}

/**
 * The tabs of a match page in order: markets and statistics always; the bet builder while custom
 * bets are on; the stream when the site shows video and the match has one; the chat when open.
 */
export function matchTabs(input: MatchTabsInput): MatchTab[] {
  return MATCH_TABS.filter((tab) => {
    if (tab === 'builder') return input.customBetEnabled;
    if (tab === 'stream') return input.videoEnabled && input.hasVideo;
    if (tab === 'chat') return input.hasChat;
    return true;
  });
}
