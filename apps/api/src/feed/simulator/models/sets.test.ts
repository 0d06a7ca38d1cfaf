import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { tableTennisModel, tennisModel } from './sets';

describe('set sports on the live clock', () => {
  for (const model of [tennisModel, tableTennisModel]) {
    it(`${model.sportKey}: one-second ticks, shorter than a point, still play the match out`, () => {
      const rng = createRng(7);
      let state = model.createState(rng);
      let seconds = 0;
      while (!model.isFinished(state) && seconds < 6 * 3600) {
        state = model.advance(state, 1, rng).state;
        seconds += 1;
      }
      expect(model.isFinished(state)).toBe(true);
      const stats = model.statistics(state);
      expect(stats.total_score).not.toBeNull();
      expect(stats.period_score.length).toBeGreaterThan(1);
    });
  }
});
