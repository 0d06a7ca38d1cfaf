// A test app whose simulated feed runs on a clock the test moves.
import { buildTestApp, type TestApp } from './helper';
import type { DatabaseKind } from './databases';
import { signUp, type Client } from './platform';

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

/**
 * A feed app whose matches play at 60× (a development kick-off or finish plays them through) and
 * one signed-up player with 100.00 EUR to bet: what the settlement-from-the-feed tests start from.
 */
export async function buildFeedSettlementApp(): Promise<{ t: FeedTestApp; player: Client }> {
  const t = await buildFeedTestApp('pglite', {
    FEED_SPEED: '60',
    AUTH_RATE_LIMIT_MAX: '10000',
    SEED_DEMO_PLAYERS: 'false',
  });
  const player = (await signUp(t.app)).client;
  await player.post('/api/platform/player/deposits', { amount: 10_000, currency: 'EUR' });
  return { t, player };
}
