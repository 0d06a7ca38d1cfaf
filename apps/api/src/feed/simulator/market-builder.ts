// Prices a model's markets into market records and finds the ones that changed.
import {
  marketKey,
  type MarketRecord,
  type MatchRecord,
  type OutcomeResultRecord,
} from '../../catalogue/records';
import { oddsInt, MARKET_STATUS } from '@sportsbook/domain';
import { imbalance, priceOutcome } from '../pricing';
import type { PricedMarket, SettledOutcome } from './sport-model';

const MAIN_MARGIN = 0.05;
const OTHER_MARGIN = 0.07;
/** An outcome without a price keeps the floor price and is marked inactive. */
const INACTIVE_ODDS = oddsInt(10_100);

export interface BuildOptions {
  matchId: number;
  provider: string;
  mainMarketId: number;
  /** Suspend everything (dangerous moment, provider down). */
  suspended: boolean;
}

export function buildMarkets(priced: PricedMarket[], options: BuildOptions): MarketRecord[] {
  const bestLine = new Map<number, { key: string; score: number }>();
  for (const market of priced) {
    if (market.closed) continue;
    const score = imbalance(market.outcomes.map((o) => o.probability));
    const current = bestLine.get(market.id);
    if (!current || score < current.score) {
      bestLine.set(market.id, { key: marketKey(market.id, market.specifier), score });
    }
  }
  return priced.map((market) => {
    const margin = market.id === options.mainMarketId ? MAIN_MARGIN : OTHER_MARGIN;
    const outcomes = market.outcomes.map((outcome) => {
      const odds = priceOutcome(outcome.probability, margin);
      return {
        id: outcome.id,
        name: outcome.name,
        active: odds !== null,
        odds: odds ?? INACTIVE_ODDS,
      };
    });
    const anyActive = outcomes.some((outcome) => outcome.active);
    const status: MarketRecord['status'] = market.closed
      ? MARKET_STATUS.deactivated
      : options.suspended || !anyActive
        ? MARKET_STATUS.suspended
        : MARKET_STATUS.allowed;
    return {
      matchId: options.matchId,
      marketId: market.id,
      specifier: market.specifier,
      name: market.name,
      status,
      outcomes,
      groups: market.groups,
      priority: market.priority,
      mostBalanced: bestLine.get(market.id)?.key === marketKey(market.id, market.specifier),
      customBetGroups: market.customBetGroups,
      provider: options.provider,
      nextBetStop: null,
      results: null,
    };
  });
}

/** Whether two versions of a market show the same status, balance and prices. */
export function sameMarket(a: MarketRecord, b: MarketRecord): boolean {
  if (a.status !== b.status || a.mostBalanced !== b.mostBalanced) return false;
  if (a.outcomes.length !== b.outcomes.length) return false;
  return a.outcomes.every((outcome, i) => {
    const other = b.outcomes[i];
    return other?.odds === outcome.odds && other.active === outcome.active;
  });
}

/** Markets that are new or whose status, balance or any price differs from the match's. */
export function changedMarkets(
  match: MatchRecord | undefined,
  next: MarketRecord[],
): MarketRecord[] {
  if (!match) return next;
  return next.filter((market) => {
    const current = match.markets.get(marketKey(market.marketId, market.specifier));
    return !current || !sameMarket(current, market);
  });
}

/** Results for every market of the match; markets the model cannot settle are voided. */
export function settleMarkets(
  match: MatchRecord,
  results: Map<string, Map<string, SettledOutcome>>,
): Pick<MarketRecord, 'marketId' | 'specifier' | 'results'>[] {
  return [...match.markets.values()].map((market) => {
    const settled = results.get(marketKey(market.marketId, market.specifier));
    const byOutcome: Record<string, OutcomeResultRecord> = {};
    for (const outcome of market.outcomes) {
      const result = settled?.get(outcome.id);
      byOutcome[outcome.id] = result
        ? {
            result: result.result,
            ...(result.voidFactor !== undefined ? { void_factor: result.voidFactor } : {}),
            ...(result.deadHeatFactor !== undefined
              ? { dead_heat_factor: result.deadHeatFactor }
              : {}),
          }
        : { result: 'void', void_factor: 1 };
    }
    return { marketId: market.marketId, specifier: market.specifier, results: byOutcome };
  });
}
