// Bets under /api/sb: placement (v3), history, cash out, max stake, bet builder, share codes, counters.
import rateLimit from '@fastify/rate-limit';
import {
  betsPageSchema,
  betsQuerySchema,
  cashoutBodySchema,
  customBetBodySchema,
  customBetPriceSchema,
  errorBodySchema,
  marketSchema,
  maxStakeBodySchema,
  placeBetsBodySchema,
  placeBetsResponseSchema,
  shareCodeBodySchema,
} from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAppHeader } from '../platform/auth/csrf';
import { unauthorized } from '../platform/auth/identity';
import type { PlayTimeLimitType } from '../platform/responsible/play-time';
import { HttpError, notFound } from '../plugins/external/errors';
import { resolveLocale } from '../catalogue/localised-names';
import { customBetMarkets, quoteCustomBet } from './custom-bet-quote';
import { bettingHttpError } from './errors';
import { maxStakes } from './max-stake';
import { playTimeRefusal } from './placement-error';

/** Bet ids are kept as safe integers: a larger one names no bet, and is refused as bad input. */
const cashoutBody = cashoutBodySchema.extend({
  bet_id: cashoutBodySchema.shape.bet_id.refine((id) => Number.isSafeInteger(Number(id)), {
    message: 'bet id out of range',
  }),
});

/** A real shared slip (a few bets, short specifiers) is a few KB. */
const SHARE_PAYLOAD_LIMIT_BYTES = 16 * 1024;

const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bettors, bets, history, placement, cashout } = app.betting;
  const tags = ['bets'];
  /**
   * A used-up session or activity limit refuses every bet (403, the limit's own code); `limits`
   * are the player's play-time limits, read with their session.
   */
  const refuseOverPlayTime = async (playerId: string, limits: readonly PlayTimeLimitType[]) => {
    const limit = await app.playTime.refusalUnder(playerId, limits);
    if (limit) throw bettingHttpError(playTimeRefusal(limit));
  };
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
  // Anonymous writes keep a per-client limit even when the global limit is off (RATE_LIMIT_MAX=0).
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });
  const publicWrite = {
    rateLimit: {
      max: app.config.PUBLIC_WRITE_RATE_LIMIT_MAX,
      timeWindow: app.config.PUBLIC_WRITE_RATE_LIMIT_WINDOW,
    },
  };

  const requirePlayer = async (request: FastifyRequest) => {
    const playerId = await app.resolvePlayerId(request);
    if (!playerId) throw unauthorized();
    return playerId;
  };

  app.post(
    '/bets',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'Place bets (v3): every bet is checked, then all are placed together or none',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: placeBetsBodySchema,
        response: {
          201: placeBetsResponseSchema,
          ...errors,
          402: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The session and everything placement needs of its player come in one round trip.
      const found = await app.identity.sessionWith(request, bettors.read);
      if (!found) throw unauthorized();
      const bettor = bettors.bettor(found.row);
      await refuseOverPlayTime(bettor.playerId, bettor.playTimeLimits);
      const outcome = await placement.placeBets(
        bettor,
        request.body,
        request.headers['idempotency-key'],
      );
      if (!outcome.ok) throw bettingHttpError(outcome.error);
      return reply.code(201).send({ data: outcome.bets });
    },
  );

  app.get(
    '/bets',
    {
      schema: {
        tags,
        summary: "The player's bets, newest first, with cash-out offers",
        querystring: betsQuerySchema,
        response: { 200: betsPageSchema, ...errors },
      },
    },
    async (request) =>
      history.page(
        await requirePlayer(request),
        request.query,
        resolveLocale(request.query.locale, app.config.LOCALES),
      ),
  );

  app.post(
    '/bets/cashout',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'Cash out a bet at the offer the player accepted',
        body: cashoutBody,
        response: {
          200: z.object({ data: placeBetsResponseSchema.shape.data.element }),
          ...errors,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const playerId = await requirePlayer(request);
      const { bet_id: betId, to_cashout: accepted } = request.body;
      const outcome = await cashout.cashout(playerId, Number(betId), accepted);
      if (!outcome.ok) throw bettingHttpError(outcome.error);
      return { data: outcome.bet };
    },
  );

  app.post(
    '/bets/max-stake',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'The largest stake the limits allow for each bet',
        body: maxStakeBodySchema,
        response: {
          200: z.object({ data: z.array(z.object({ max_stake: z.number().int().nullable() })) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const playerId = await requirePlayer(request);
      // No more than the player's own wager and loss limits let through.
      const room = new Map<string, number>();
      for (const currency of new Set(request.body.bets.map((bet) => bet.stake.currency))) {
        // A currency the site does not offer has no bets, and no rate to convert a limit into.
        if (!app.site.isCurrencyEnabled(currency)) {
          throw new HttpError(422, 'UNSUPPORTED_CURRENCY', 'error.platform.unsupported_currency', {
            currency,
          });
        }
        const left = await app.userLimits.stakeRoom(app.database.query, playerId, currency);
        if (left !== null) room.set(currency, left);
      }
      return { data: maxStakes(app.catalogue.store, app.site.config, request.body.bets, room) };
    },
  );

  // ---- Bet builder ----

  app.get(
    '/bets/custom/markets/:matchId',
    {
      schema: {
        tags,
        summary: 'Markets of a match that can go into a bet builder',
        params: z.object({ matchId: z.coerce.number().int().positive() }),
        response: { 200: z.object({ data: z.array(marketSchema) }), 404: errorBodySchema },
      },
    },
    async (request) => {
      const markets = customBetMarkets(app.catalogue.store, request.params.matchId);
      if (!markets) throw notFound('match', request.params.matchId);
      return { data: markets };
    },
  );

  const price = async (request: FastifyRequest<{ Body: z.infer<typeof customBetBodySchema> }>) => {
    const locale = (request.headers['accept-language'] ?? 'en').split(',')[0]!.trim();
    return quoteCustomBet(app.catalogue.store, request.body.selections, locale);
  };
  for (const path of ['/bets/custom/calculate', '/bets/custom/odds']) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'Price a same-match combination (with correlation) or explain why it cannot be',
          body: customBetBodySchema,
          response: { 200: customBetPriceSchema },
        },
      },
      price,
    );
  }

  // ---- Share codes and counters ----

  app.post(
    '/bets/share-code',
    {
      onRequest: requireAppHeader,
      bodyLimit: SHARE_PAYLOAD_LIMIT_BYTES,
      config: publicWrite,
      schema: {
        tags,
        summary: 'Store a bet slip to share (at most 16 KB); answers a short unguessable code',
        body: shareCodeBodySchema,
        response: {
          201: z.object({ code: z.string() }),
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const playerId = await app.resolvePlayerId(request);
      const code = await bets.shareSlip(request.body.bets, playerId);
      return reply.code(201).send({ code });
    },
  );

  app.get(
    '/bets/share-code',
    {
      schema: {
        tags,
        summary: 'The shared bet slip of a code',
        querystring: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/) }),
        response: { 200: shareCodeBodySchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const payload = await bets.sharedSlip(request.query.code);
      // A slip stored before the share call took only what a slip can hold is not handed out.
      const shared = payload === null ? null : shareCodeBodySchema.safeParse({ bets: payload });
      if (!shared?.success) throw notFound('share_code', request.query.code);
      return shared.data;
    },
  );

  app.post(
    '/counters',
    {
      bodyLimit: 1024,
      config: publicWrite,
      schema: {
        tags,
        summary: 'Count an event of the front end (e.g. a shared slip opened)',
        body: z.object({ key: z.string().regex(/^[a-z0-9_.:-]{1,64}$/) }),
        response: {
          204: z.null(),
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await bets.countEvent(request.body.key, new Date().toISOString().slice(0, 10));
      return reply.code(204).send(null);
    },
  );
};

export default betsRoutes;
