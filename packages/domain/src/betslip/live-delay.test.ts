import { describe, expect, it } from 'vitest';
import { bet, selection } from './fixtures.test-support';
import { liveDelayOf, placementLiveDelayMs } from './live-delay';
import { MATCH_STATUS } from './types';

const table = { default: 4000, soccer: 5000, tennis: 3000 };

describe('live bet delay', () => {
  it('a sport reads its own delay, the rest the default, none without a default', () => {
    expect(liveDelayOf('soccer', table)).toBe(5000);
    expect(liveDelayOf('darts', table)).toBe(4000);
    expect(liveDelayOf('darts', { soccer: 5000 })).toBe(0);
  });

  it('a placement waits the longest delay among its live selections; prematch adds none', () => {
    const live = (matchId: number, sportKey: string) =>
      selection({ matchId, sportKey, matchStatus: MATCH_STATUS.live });
    const prematch = selection({ matchId: 9, sportKey: 'soccer' });
    expect(placementLiveDelayMs([bet('single', [prematch])], table)).toBe(0);
    expect(placementLiveDelayMs([bet('single', [live(1, 'tennis')])], table)).toBe(3000);
    expect(
      placementLiveDelayMs(
        [bet('single', [live(1, 'tennis')]), bet('combo', [live(2, 'soccer'), prematch])],
        table,
      ),
    ).toBe(5000);
  });
});
