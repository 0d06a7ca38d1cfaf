import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashPrice, sweepFlashes } from './price-flash';

const price = () => ({ dataset: {} as DOMStringMap }) as HTMLElement;

describe('price flash', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('lasts two seconds and is cleared by the frame that draws the next moves', () => {
    const element = price();
    flashPrice(element, 'up');
    expect(element.dataset.flash).toBe('up');
    vi.advanceTimersByTime(1500);
    sweepFlashes();
    expect(element.dataset.flash).toBe('up');
    vi.advanceTimersByTime(500);
    sweepFlashes();
    expect(element.dataset.flash).toBeUndefined();
  });

  it('a new move restarts the two seconds', () => {
    const element = price();
    flashPrice(element, 'up');
    vi.advanceTimersByTime(1500);
    flashPrice(element, 'down');
    vi.advanceTimersByTime(1500);
    sweepFlashes();
    expect(element.dataset.flash).toBe('down');
  });

  it('a quiet page clears its flashes by itself a second later', () => {
    const first = price();
    const second = price();
    flashPrice(first, 'down');
    vi.advanceTimersByTime(1500);
    flashPrice(second, 'up');
    vi.advanceTimersByTime(1500);
    expect(first.dataset.flash).toBeUndefined();
    expect(second.dataset.flash).toBe('up');
    vi.advanceTimersByTime(1500);
    expect(second.dataset.flash).toBeUndefined();
  });
});
