// Runs one simulated match: goes live, advances its model, suspends on danger, finishes and settles.
import { MATCH_STATUS, MARKET_STATUS } from '@sportsbook/domain';
import { marketKey, type MatchRecord } from '../../catalogue/records';
import type { FeedMessage } from '../messages';
import { hashSeed } from './fixtures';
import { buildMarkets, changedMarkets, settleMarkets } from './market-builder';
import { createRng } from './rng';
import type { SportModel } from './sport-model';

/** What the simulator stores per match (as the match's feed state) to resume after a restart. */
export interface Envelope {
  sport: string;
  model: unknown;
  /** Simulated seconds since kick-off. */
  simTime: number;
  step: number;
  suspendedUntil: number | null;
  endedAt: number | null;
  nextDriftAt: number;
}

export interface RunContext {
  seed: number;
  speed: number;
  now: number;
  mainMarketId: number;
  providerUp: boolean;
  /** Force a full price refresh (provider came back). */
  refresh: boolean;
}

const STEP_S = 5;
/**
 * Simulated seconds a score keeps a match's markets suspended, by sport: long after a goal, a
 * touchdown or a wicket, which move every price; a few seconds after an esports kill, which comes
 * every minute or so; not at all after a basket (every half minute, each moving the prices a
 * little: they are re-priced at once, and the live delay guards a bet against a late price).
 */
const SCORE_SUSPENSION_S: Record<string, number> = {
  basketball: 0,
  cs2: 5,
  dota2: 5,
  lol: 5,
};
const GOAL_SUSPENSION_S = 20;
const MIN_SUSPENSION_WALL_S = 3;
const CLOSE_AFTER_MS = 60_000;
const DRIFT_EVERY_MS = 5 * 60_000;

export function newEnvelope(
  sport: string,
  model: SportModel<unknown>,
  seed: number,
  matchId: number,
  now: number,
  teams?: { home: string; away: string },
): Envelope {
  const rng = createRng(hashSeed(seed, 'create', matchId));
  const state = model.createState(rng, teams);
  return {
    sport,
    model: teams && model.withTeams ? model.withTeams(state, teams) : state,
    simTime: 0,
    step: 0,
    suspendedUntil: null,
    endedAt: null,
    nextDriftAt: now + rng.int(1, 5) * 60_000,
  };
}

function statisticsOf(model: SportModel<unknown>, state: unknown, now: number) {
  const statistics = model.statistics(state);
  if (statistics.clock)
    statistics.clock = { ...statistics.clock, clock_updated_at: new Date(now).toISOString() };
  return statistics;
}

/** Statuses of a market still on offer or about to be again. */
const OPEN_STATUSES: ReadonlySet<number> = new Set([
  MARKET_STATUS.allowed,
  MARKET_STATUS.suspended,
]);

function priced(match: MatchRecord, model: SportModel<unknown>, env: Envelope, ctx: RunContext) {
  const suspended =
    !ctx.providerUp || (env.suspendedUntil !== null && env.simTime < env.suspendedUntil);
  const built = buildMarkets(model.markets(env.model), {
    matchId: match.id,
    provider: match.provider,
    mainMarketId: ctx.mainMarketId,
    suspended,
  });
  // Before kick-off a line with a side priced under the ladder's floor (Over 0.5 goals) is not
  // offered: it would show a padlock on a match that has not started. In play such a side is a
  // moment of the match and stays shown as closed.
  const next =
    match.status === MATCH_STATUS.prematch
      ? built.filter((market) => market.outcomes.every((outcome) => outcome.active))
      : built;
  // A line the model no longer prices (a live total or handicap that moved on with the score) is
  // taken off, not left open at its last price; it is settled with the match like any other.
  const offered = new Set(next.map((m) => marketKey(m.marketId, m.specifier)));
  for (const [key, market] of match.markets)
    if (!offered.has(key) && OPEN_STATUSES.has(market.status))
      next.push({ ...market, status: MARKET_STATUS.deactivated });
  return ctx.refresh ? next : changedMarkets(match, next);
}

/** Advances a match to `ctx.now` and returns the feed messages that describe what happened. */
export function runMatch(
  match: MatchRecord,
  model: SportModel<unknown>,
  env: Envelope,
  ctx: RunContext,
): { envelope: Envelope; messages: FeedMessage[] } {
  const messages: FeedMessage[] = [];
  let next = { ...env };
  // A state from before the teams' squads played (or a fixture's first run) learns them now.
  if (model.withTeams && match.home && match.away)
    next.model = model.withTeams(next.model, { home: match.home.name, away: match.away.name });

  if (match.status === MATCH_STATUS.prematch && match.startTime > ctx.now) {
    if (ctx.now < next.nextDriftAt && !ctx.refresh) return { envelope: next, messages };
    const rng = createRng(hashSeed(ctx.seed, 'drift', match.id, next.step));
    next = {
      ...next,
      model: model.drift(next.model, rng),
      step: next.step + 1,
      nextDriftAt: ctx.now + DRIFT_EVERY_MS,
    };
    const markets = priced(match, model, next, ctx);
    messages.push({ type: 'odds_change', matchId: match.id, feedState: next, markets });
    return { envelope: next, messages };
  }

  if (match.status === MATCH_STATUS.prematch || match.status === MATCH_STATUS.live) {
    const target = Math.min(
      ((ctx.now - match.startTime) / 1000) * ctx.speed,
      model.expectedDurationS * 2,
    );
    while (next.simTime < target && !model.isFinished(next.model)) {
      const dt = Math.min(STEP_S, target - next.simTime);
      const rng = createRng(hashSeed(ctx.seed, 'live', match.id, next.step));
      const { state, events } = model.advance(next.model, dt, rng);
      next = { ...next, model: state, simTime: next.simTime + dt, step: next.step + 1 };
      for (const event of events) {
        // A suspension lasts its simulated time, and at least a few wall seconds at demo speeds.
        const floor = ctx.speed * MIN_SUSPENSION_WALL_S;
        const hold = SCORE_SUSPENSION_S[next.sport] ?? GOAL_SUSPENSION_S;
        if (event.kind === 'score') {
          if (hold > 0)
            next.suspendedUntil = Math.max(
              next.suspendedUntil ?? 0,
              next.simTime + Math.max(hold, floor),
            );
        } else if (event.kind === 'danger') {
          next.suspendedUntil = Math.max(
            next.suspendedUntil ?? 0,
            next.simTime + Math.max(event.seconds, floor / 2),
          );
        }
      }
    }
    const statistics = statisticsOf(model, next.model, ctx.now);
    if (model.isFinished(next.model)) {
      next.endedAt = ctx.now;
      const markets =
        match.markets.size > 0
          ? [...match.markets.values()].map((m) => ({ ...m, status: MARKET_STATUS.settled }))
          : [];
      messages.push({
        type: 'odds_change',
        matchId: match.id,
        status: MATCH_STATUS.finished,
        statistics,
        feedState: next,
        markets,
      });
      messages.push({
        type: 'bet_settlement',
        matchId: match.id,
        markets: settleMarkets(match, model.results(next.model)),
      });
      return { envelope: next, messages };
    }
    const markets = priced(match, model, next, ctx);
    messages.push({
      type: 'odds_change',
      matchId: match.id,
      status: MATCH_STATUS.live,
      statistics,
      feedState: next,
      markets,
    });
    return { envelope: next, messages };
  }

  if (
    match.status === MATCH_STATUS.finished &&
    next.endedAt !== null &&
    ctx.now - next.endedAt >= CLOSE_AFTER_MS
  ) {
    messages.push({
      type: 'odds_change',
      matchId: match.id,
      status: MATCH_STATUS.closed,
      feedState: next,
      markets: [],
    });
  }
  return { envelope: next, messages };
}
