// The bet tests' kit: a feed app with one funded player, selections picked from its catalogue,
// bet bodies, placement, the player's EUR balance and results stored as the feed stores them.
import { MARKET_STATUS, MATCH_STATUS, oddsToDecimal } from '@sportsbook/domain';
import { expect } from 'vitest';
import type { MarketRecord, MatchRecord } from '../src/catalogue/records';
import { buildFeedTestApp, type FeedTestApp } from './catalogue-app';
import type { DatabaseKind } from './databases';
import { signUp, type Client } from './platform';

export type Sel = {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
};

/** A feed app with a player holding 1,000.00 EUR. */
export async function bettingApp(kind: DatabaseKind) {
  const t = await buildFeedTestApp(kind, {
    AUTH_RATE_LIMIT_MAX: '10000',
    SEED_DEMO_PLAYERS: 'false',
  });
  const signed = await signUp(t.app);
  const deposit = await signed.client.post('/api/platform/player/deposits', {
    amount: 100_000,
    currency: 'EUR',
  });
  expect(deposit.statusCode).toBeLessThan(300);
  return { t, player: signed.client, playerId: signed.profile.id as string };
}

/** Prematch matches (not outrights) with at least one open market. */
export const prematchMatches = (t: FeedTestApp) =>
  [...t.app.catalogue.store.matches.values()].filter(
    (m) =>
      m.status === MATCH_STATUS.prematch &&
      m.type === 'match' &&
      m.home &&
      [...m.markets.values()].some((k) => k.status === MARKET_STATUS.allowed),
  );

export const allowedMarkets = (match: MatchRecord) =>
  [...match.markets.values()].filter((m) => m.status === MARKET_STATUS.allowed);

export const pick = (
  match: MatchRecord,
  market: MarketRecord = allowedMarkets(match)[0]!,
  index = 0,
): Sel => ({
  match_id: match.id,
  market_id: market.marketId,
  specifier: market.specifier,
  outcome_id: market.outcomes[index]!.id,
  odds: oddsToDecimal(market.outcomes[index]!.odds),
});

export const bet = (selections: Sel[], stake = 1_000, extra: Record<string, unknown> = {}) => ({
  stake: { value: stake, currency: 'EUR' },
  selections,
  ...extra,
});

export const place = (client: Client, bets: unknown[], headers: Record<string, string> = {}) =>
  client.post('/api/sb/bets', { meta: { device_id: 'device-1', locale: 'en' }, bets }, headers);

export const eurBalance = async (client: Client) => {
  const res = await client.get('/api/platform/player/accounts?compatibility=false');
  const accounts = res.json() as Array<{ currency: string; balance: number }>;
  return accounts.find((a) => a.currency === 'EUR')!.balance;
};

/** Results reach settlement as the feed stores them: with the match's markets in the database. */
export const storeResults = (t: FeedTestApp, match: MatchRecord) =>
  t.app.catalogue.repository.saveMatches([
    { match, fixture: true, marketKeys: match.markets.keys() },
  ]);
