import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('a bounded map', () => {
  it('keeps at most its capacity, dropping the least recently written first', () => {
    const map = new BoundedMap<number, string>(2);
    map.set(1, 'a').set(2, 'b');
    map.set(1, 'a again'); // 1 is now the most recent
    map.set(3, 'c');
    expect(map.size).toBe(2);
    expect(map.has(2)).toBe(false);
    expect(map.get(1)).toBe('a again');
    expect(map.get(3)).toBe('c');
    for (let i = 0; i < 1000; i++) map.set(i, String(i));
    expect(map.size).toBe(2);
  });

  it('refuses a capacity below one', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
