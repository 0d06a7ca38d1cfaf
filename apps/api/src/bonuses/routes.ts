// /api/sb/bonuses: the lists and details of section 7 (GET with the filters in the query, POST
// /bonuses and /bonuses/freebets/amb with them in the body), terms, activation, boost,
// mark-as-seen and promo codes. Only a signed-in player has bonuses; a visitor gets 401.
import rateLimit from '@fastify/rate-limit';
import {
  bonusKindBodySchema,
  bonusKindQuerySchema,
  bonusListBodySchema,
  bonusListQuerySchema,
  bonusListSchema,
  bonusPageSchema,
  bonusSchema,
  bonusTermsSchema,
  errorBodySchema,
  markBonusesSeenSchema,
  promoCodeBonusSchema,
  promoCodeRequestSchema,
} from '@sportsbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAppHeader } from '../platform/auth/csrf';
import { sessionKey, unauthorized } from '../platform/auth/identity';
import { inLocale, type StoredTerms } from './bonus-dto';
import { bonusError } from './bonus-error';
import { bonusHttpError, orThrow } from './errors';
import { BONUS_KIND_PATHS, type BonusKindPath } from './bonus-lists';
import huntingRoutes from './hunting-routes';

const idParams = z.object({ id: z.string().max(40) });
const localeQuery = z.object({ locale: z.string().max(10).optional() });

const bonusesRoutes: FastifyPluginAsyncZod = async (app) => {
  const bonuses = app.bonuses;
  const tags = ['bonuses'];
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
  };
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });
  await app.register(huntingRoutes);

  const requirePlayer = async (request: FastifyRequest) => {
    const playerId = await app.resolvePlayerId(request);
    if (!playerId) throw unauthorized();
    return playerId;
  };

  app.get(
    '/bonuses',
    {
      schema: {
        tags,
        summary: "The player's bonuses: status, available, unseen, limit_per_type (4), type",
        querystring: bonusListQuerySchema,
        response: { 200: bonusListSchema, ...errors },
      },
    },
    async (request) => ({ data: await bonuses.list(await requirePlayer(request), request.query) }),
  );

  app.post(
    '/bonuses',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: "The player's bonuses with the filters in the body (as GET /bonuses, and ids)",
        body: bonusListBodySchema,
        response: { 200: bonusListSchema, ...errors },
      },
    },
    async (request) => ({ data: await bonuses.list(await requirePlayer(request), request.body) }),
  );

  app.post(
    '/bonuses/freebets/amb',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: "A page of the player's amb freebets with the filters in the body, and ids",
        body: bonusKindBodySchema,
        response: { 200: bonusPageSchema, ...errors },
      },
    },
    async (request) => bonuses.page(await requirePlayer(request), 'freebets/amb', request.body),
  );

  for (const kind of Object.keys(BONUS_KIND_PATHS) as BonusKindPath[]) {
    app.get(
      `/bonuses/${kind}`,
      {
        schema: {
          tags,
          summary: `A page of the player's ${kind} (isAvailable, status, page, limit 4)`,
          querystring: bonusKindQuerySchema,
          response: { 200: bonusPageSchema, ...errors },
        },
      },
      async (request) => bonuses.page(await requirePlayer(request), kind, request.query),
    );

    app.get(
      `/bonuses/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `One of the player's ${kind}`,
          params: idParams,
          querystring: localeQuery,
          response: { 200: bonusSchema, ...errors },
        },
      },
      async (request) =>
        orThrow(
          await bonuses.detail(
            await requirePlayer(request),
            kind,
            request.params.id,
            request.query.locale,
          ),
        ),
    );

    app.get(
      `/bonuses/${kind}/:id/terms`,
      {
        schema: {
          tags,
          summary: `The terms of one of the player's ${kind}, in the locale asked`,
          params: idParams,
          querystring: localeQuery,
          response: { 200: bonusTermsSchema, ...errors },
        },
      },
      async (request) => {
        const playerId = await requirePlayer(request);
        const row = orThrow(await bonuses.one(playerId, kind, request.params.id));
        const { texts } = row.terms as StoredTerms;
        return {
          id: String(row.id),
          name: inLocale(texts.name, request.query.locale),
          terms: inLocale(texts.terms, request.query.locale),
        };
      },
    );
  }

  const activation = {
    onRequest: requireAppHeader,
    schema: {
      tags,
      params: idParams,
      querystring: localeQuery,
      response: {
        200: bonusSchema,
        ...errors,
        409: errorBodySchema,
        410: errorBodySchema,
        422: errorBodySchema,
      },
    },
  };

  app.post(
    '/bonuses/:id/activate',
    { ...activation, schema: { ...activation.schema, summary: 'Activate an available bonus' } },
    async (request) =>
      orThrow(
        await bonuses.activate(
          await requirePlayer(request),
          request.params.id,
          request.query.locale,
        ),
      ),
  );

  app.post(
    '/bonuses/:id/boost',
    {
      ...activation,
      schema: { ...activation.schema, summary: 'Switch a comboboost on (its activation)' },
    },
    async (request) => {
      const playerId = await requirePlayer(request);
      const row = orThrow(await bonuses.one(playerId, null, request.params.id));
      if (row.type !== 'comboboost') throw bonusHttpError(bonusError('BONUS_NOT_BOOSTABLE'));
      return orThrow(await bonuses.activate(playerId, String(row.id), request.query.locale));
    },
  );

  app.post(
    '/bonuses/mark-as-seen',
    {
      onRequest: requireAppHeader,
      schema: {
        tags,
        summary: 'Mark bonuses as seen (those not yet seen)',
        body: markBonusesSeenSchema,
        response: { 200: z.object({ ids: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => ({
      ids: await bonuses.markSeen(await requirePlayer(request), request.body.ids),
    }),
  );

  app.post(
    '/bonuses/promo-code',
    {
      onRequest: requireAppHeader,
      // Guessing codes is slow: a few tries per client and window, even with the global limit off.
      // Counted per session (or client address without one), so players behind one address
      // do not share a count.
      config: {
        rateLimit: {
          max: app.config.PROMO_CODE_RATE_LIMIT_MAX,
          timeWindow: app.config.PROMO_CODE_RATE_LIMIT_WINDOW,
          keyGenerator: (request: FastifyRequest) => sessionKey(request) ?? `ip:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Redeem a promo code: unknown, used, expired and not eligible are refused',
        body: promoCodeRequestSchema,
        querystring: localeQuery,
        response: {
          200: promoCodeBonusSchema,
          ...errors,
          409: errorBodySchema,
          410: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const playerId = await requirePlayer(request);
      const { bonus } = orThrow(
        await bonuses.redeemPromoCode(playerId, request.body.code, request.query.locale),
      );
      return { bonus_id: bonus.id, bonus_type: bonus.type, name: bonus.name };
    },
  );
};

export default bonusesRoutes;
