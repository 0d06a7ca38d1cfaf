import { describe, expect, it, vi } from 'vitest';
import { cachedPing } from './ping-cache';

describe('cached database ping for health probes', () => {
  it('shares one round-trip between concurrent probes and reuses it while fresh', async () => {
    let clock = 0;
    const ping = vi.fn(async () => true);
    const probe = cachedPing(ping, 1000, () => clock);
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(ping).toHaveBeenCalledTimes(1);
    clock = 999;
    await probe();
    expect(ping).toHaveBeenCalledTimes(1);
    clock = 1000;
    await probe();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('reports a failed ping until the next check', async () => {
    let clock = 0;
    let up = false;
    const probe = cachedPing(
      async () => up,
      1000,
      () => clock,
    );
    expect(await probe()).toBe(false);
    up = true;
    expect(await probe()).toBe(false);
    clock = 2000;
    expect(await probe()).toBe(true);
  });
});
