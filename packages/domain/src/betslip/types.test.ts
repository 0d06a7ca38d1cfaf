import { describe, expect, it } from 'vitest';
import { MATCH_STATUS, matchStatusList } from './types';

describe('match status lists', () => {
  it('are the statuses as a list query sends them, comma-separated', () => {
    expect(matchStatusList(MATCH_STATUS.prematch, MATCH_STATUS.live)).toBe('0,1');
    expect(matchStatusList(MATCH_STATUS.closed, MATCH_STATUS.finished)).toBe('3,4');
    expect(matchStatusList(MATCH_STATUS.prematch)).toBe('0');
  });
});
