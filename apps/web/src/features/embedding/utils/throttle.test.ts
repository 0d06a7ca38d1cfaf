import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('layout size reports are throttled to 100 ms (spec 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the first size at once and the last of a burst once the interval ends', () => {
    const reports: number[] = [];
    const report = throttle((height: number) => reports.push(height), 100);
    for (let height = 1; height <= 20; height += 1) report(height);
    expect(reports).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(reports).toEqual([1, 20]);
    vi.advanceTimersByTime(1000);
    expect(reports).toEqual([1, 20]);
  });

  it('reports again at once after a quiet interval, and nothing after cancel', () => {
    const reports: number[] = [];
    const report = throttle((height: number) => reports.push(height), 100);
    report(1);
    vi.advanceTimersByTime(150);
    report(2);
    expect(reports).toEqual([1, 2]);
    report(3);
    report.cancel();
    vi.advanceTimersByTime(200);
    expect(reports).toEqual([1, 2]);
  });
});
