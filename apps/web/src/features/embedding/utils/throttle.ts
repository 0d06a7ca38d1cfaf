// A report that runs at most once per interval: the first at once, the last of a burst at the
// end of the interval, so the host always ends up with the latest value.

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function throttle<A extends unknown[]>(
  run: (...args: A) => void,
  intervalMs: number,
  clock: { now(): number } = Date,
): Throttled<A> {
  let last = -Infinity;
  let pending: A | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = clock.now();
    run(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + intervalMs - clock.now();
    if (wait <= 0 && !timer) {
      last = clock.now();
      run(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(flush, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
