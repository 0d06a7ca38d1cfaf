// Development controls, never in production unless DEV_FEED_CONTROL is set:
// - POST /api/sb/dev/feed/matches/:id/finish plays a live simulated match to its end at once, so a
//   demo or a browser test sees its bets settled without waiting for the final whistle;
// - POST /api/sb/dev/feed/matches/:id/start kicks a prematch simulated match off now, so a
//   demo or a browser test sees it go live (and its followers told) without waiting;
// - POST /api/sb/dev/feed/matches/:id/odds moves one outcome's price of a prematch or live match
//   by ladder steps and publishes it as a feed odds change, so an odds change is seen on demand;
// - POST /api/sb/dev/realtime/disconnect drops every real-time connection of this instance as a
//   restart does (clients reconnect and recover), so the offline alert and recovery can be seen;
//   `?refuse_ms=` keeps refusing connects that long, as a restart that takes a while does.
import { MARKET_STATUS, MATCH_STATUS, oddsToDecimal } from '@sportsbook/domain';
import { errorBodySchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketKey } from '../catalogue/records';
import { feedConflict, feedNotFound, type FeedRefusal } from './errors';

const devFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A route that moves a simulated match on at once (`move` answers false when the match is not
   * in the state it moves from), then writes the change before answering.
   */
  const moveRoute = <S extends number>(move: {
    path: string;
    summary: string;
    status: S;
    act: (provider: NonNullable<typeof app.feed>['provider'], id: number) => boolean;
    refusal: FeedRefusal;
  }) =>
    app.post(
      move.path,
      {
        schema: {
          tags: ['development'],
          summary: move.summary,
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: {
            200: z.object({ match_id: z.number().int(), status: z.literal(move.status) }),
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const feed = app.feed;
        const match = app.catalogue.store.matches.get(id);
        if (!feed || !match) throw feedNotFound('match', id);
        // Only the feed leader runs the simulator; another instance cannot play its matches.
        if (!feed.service.running) throw feedConflict('FEED_NOT_LEADER');
        if (!move.act(feed.provider, id))
          throw feedConflict(move.refusal, { status: match.status });
        // Written before the answer: settlement has the results, followers are told right after.
        await feed.service.flush();
        return { match_id: id, status: move.status };
      },
    );

  moveRoute({
    path: '/dev/feed/matches/:id/finish',
    summary: 'Play a live simulated match to its end and publish its results (development)',
    status: MATCH_STATUS.finished,
    act: (provider, id) => provider.playToEnd(id),
    refusal: 'MATCH_NOT_LIVE',
  });

  moveRoute({
    path: '/dev/feed/matches/:id/start',
    summary: 'Kick a prematch simulated match off now (development)',
    status: MATCH_STATUS.live,
    act: (provider, id) => provider.kickOff(id),
    refusal: 'MATCH_NOT_PREMATCH',
  });

  app.post(
    '/dev/feed/matches/:id/odds',
    {
      schema: {
        tags: ['development'],
        summary: "Move one outcome's price by ladder steps as a feed odds change (development)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({
          market_id: z.number().int().positive(),
          specifier: z.string().max(200).default(''),
          outcome_id: z.string().min(1).max(100),
          steps: z
            .number()
            .int()
            .min(-2000)
            .max(2000)
            .refine((n) => n !== 0, 'steps must not be 0')
            .default(1),
        }),
        response: {
          200: z.object({
            match_id: z.number().int(),
            market_id: z.number().int(),
            specifier: z.string(),
            outcome_id: z.string(),
            previous_odds: z.number(),
            odds: z.number(),
          }),
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { market_id, specifier, outcome_id, steps } = request.body;
      const feed = app.feed;
      const match = app.catalogue.store.matches.get(id);
      if (!feed || !match) throw feedNotFound('match', id);
      if (!feed.service.running) throw feedConflict('FEED_NOT_LEADER');
      const open = match.status === MATCH_STATUS.prematch || match.status === MATCH_STATUS.live;
      if (match.type !== 'match' || !open) {
        throw feedConflict('MATCH_NOT_OPEN', { status: match.status });
      }
      const key = marketKey(market_id, specifier);
      const market = match.markets.get(key);
      if (!market) throw feedNotFound('market', key);
      const outcome = market.outcomes.find((o) => o.id === outcome_id);
      if (!outcome) throw feedNotFound('outcome', outcome_id);
      // A suspended price is not on offer: moving it would show nothing to a bettor.
      if (market.status !== MARKET_STATUS.allowed || !outcome.active) {
        throw feedConflict('OUTCOME_NOT_OPEN', { market_status: market.status });
      }
      const odds = feed.provider.nudgeOdds(id, key, outcome_id, steps);
      if (odds === null) {
        throw feedConflict('ODDS_OFF_LADDER', { steps });
      }
      return {
        match_id: id,
        market_id,
        specifier,
        outcome_id,
        previous_odds: oddsToDecimal(outcome.odds),
        odds: oddsToDecimal(odds),
      };
    },
  );

  app.post(
    '/dev/realtime/disconnect',
    {
      schema: {
        tags: ['development'],
        summary: "Drop this instance's real-time connections as a restart does (development)",
        querystring: z.object({ refuse_ms: z.coerce.number().int().min(0).max(60_000).default(0) }),
        response: { 200: z.object({ disconnected: z.number().int() }) },
      },
    },
    async (request) => {
      const disconnected = app.realtimeHub.status().connections;
      app.realtimeHub.outage(request.query.refuse_ms);
      return { disconnected };
    },
  );
};

export default devFeedRoutes;
