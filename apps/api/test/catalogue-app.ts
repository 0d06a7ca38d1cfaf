// A test app whose simulated feed runs on a clock the test moves.
import { buildTestApp, type TestApp } from './helper';
import type { DatabaseKind } from './databases';

export const T0 = Date.parse('2026-11-23T12:00:00Z');

export interface FeedTestApp extends TestApp {
  clock: { now: number };
  /** Moves the clock and runs one feed tick. */
  advance(ms: number): void;
}

export async function buildFeedTestApp(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
): Promise<FeedTestApp> {
  const clock = { now: T0 };
  const t = await buildTestApp(
    kind,
    {
      FEED_ENABLED: 'true',
      FEED_OUTAGES: 'false',
      FEED_TICK_MS: '3600000',
      FEED_FLUSH_MS: '3600000',
      // Two days of fixtures (the product's default is seven): a quarter of the first catalogue
      // to generate and write, enough of every sport and state for a test; tests of the week's
      // catalogue ask for seven.
      FEED_HORIZON_DAYS: '2',
      ...env,
    },
    () => clock.now,
  );
  return {
    ...t,
    clock,
    advance(ms: number) {
      clock.now += ms;
      t.app.feed?.provider.tick();
    },
  };
}
