import { describe, expect, it } from 'vitest';
import { matchTabs } from './match-tabs';

const base = { customBetEnabled: true, videoEnabled: true, hasVideo: true, hasChat: true };

describe('match tabs are shown only when there is something behind them', () => {
  it('every tab when custom bets, video with a stream and a chat are there', () => {
    expect(matchTabs(base)).toEqual(['markets', 'builder', 'statistics', 'stream', 'chat']);
  });

  it('the bet-builder tab hides when custom bets are off (customBetEnabled)', () => {
    expect(matchTabs({ ...base, customBetEnabled: false })).not.toContain('builder');
  });

  it('STREAM shows only when the site shows video and the match has a stream', () => {
    expect(matchTabs({ ...base, videoEnabled: false })).not.toContain('stream');
    expect(matchTabs({ ...base, hasVideo: false })).not.toContain('stream');
  });

  it('CHAT shows only when a chat is open', () => {
    expect(matchTabs({ ...base, hasChat: false })).toEqual([
      'markets',
      'builder',
      'statistics',
      'stream',
    ]);
  });
});
