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
import { HttpError, notFound } from '../plugins/external/errors';

const devFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/feed/matches/:id/finish',
    {
      schema: {
        tags: ['development'],
        summary: 'Play a live simulated match to its end and publish its results (development)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: z.object({ match_id: z.number().int(), status: z.literal(4) }),
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const feed = app.feed;
      const match = app.catalogue.store.matches.get(id);
      if (!feed || !match) throw notFound('match', id);
      // Only the feed leader runs the simulator; another instance cannot play its matches.
      if (!feed.service.running) {
        throw new HttpError(409, 'FEED_NOT_LEADER', 'error.dev_feed.feed_not_leader');
      }
      if (!feed.provider.playToEnd(id)) {
        throw new HttpError(409, 'MATCH_NOT_LIVE', 'error.dev_feed.match_not_live', {
          status: match.status,
        });
      }
      // Results are written before the answer, so settlement has them when the caller looks.
      await feed.service.flush();
      return { match_id: id, status: MATCH_STATUS.finished };
    },
  );

  app.post(
    '/dev/feed/matches/:id/start',
    {
      schema: {
        tags: ['development'],
        summary: 'Kick a prematch simulated match off now (development)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: {
          200: z.object({ match_id: z.number().int(), status: z.literal(1) }),
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const feed = app.feed;
      const match = app.catalogue.store.matches.get(id);
      if (!feed || !match) throw notFound('match', id);
      if (!feed.service.running) {
        throw new HttpError(409, 'FEED_NOT_LEADER', 'error.dev_feed.feed_not_leader');
      }
      if (!feed.provider.kickOff(id)) {
        throw new HttpError(409, 'MATCH_NOT_PREMATCH', 'error.dev_feed.match_not_prematch', {
          status: match.status,
        });
      }
      // The start is written before the answer; its followers are told right after.
      await feed.service.flush();
      return { match_id: id, status: MATCH_STATUS.live };
    },
  );

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
      if (!feed || !match) throw notFound('match', id);
      if (!feed.service.running) {
        throw new HttpError(409, 'FEED_NOT_LEADER', 'error.dev_feed.feed_not_leader');
      }
      const open = match.status === MATCH_STATUS.prematch || match.status === MATCH_STATUS.live;
      if (match.type !== 'match' || !open) {
        throw new HttpError(409, 'MATCH_NOT_OPEN', 'error.dev_feed.match_not_open', {
          status: match.status,
        });
      }
      const key = marketKey(market_id, specifier);
      const market = match.markets.get(key);
      if (!market) throw notFound('market', key);
      const outcome = market.outcomes.find((o) => o.id === outcome_id);
      if (!outcome) throw notFound('outcome', outcome_id);
      // A suspended price is not on offer: moving it would show nothing to a bettor.
      if (market.status !== MARKET_STATUS.allowed || !outcome.active) {
        throw new HttpError(409, 'OUTCOME_NOT_OPEN', 'error.dev_feed.outcome_not_open', {
          market_status: market.status,
        });
      }
      const odds = feed.provider.nudgeOdds(id, key, outcome_id, steps);
      if (odds === null) {
        throw new HttpError(409, 'ODDS_OFF_LADDER', 'error.dev_feed.odds_off_ladder', { steps });
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
