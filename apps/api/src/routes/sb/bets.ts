// Bets under /api/sb: placement (v3), history, cash out, max stake, bet builder, share codes, counters.
import { randomBytes } from 'node:crypto';
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
import {
  isMaxStakeSupported,
  maxStakeFor,
  minorUnits,
  multiplyOdds,
  oddsFromDecimal,
  oddsToDecimal,
  ODDS_DIVISOR,
} from '@sportsbook/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isListedMarket, toMarketDto } from '../../catalogue/dto';
import { OPEN_STATUSES, toServerBet } from '../../betting/bet-dto';
import { Bettors } from '../../betting/bettor';
import { CashoutError } from '../../betting/cashout-service';
import { resolveSelection } from '../../betting/catalogue-check';
import { priceCustomBet } from '../../betting/custom-bet';
import { localizedBetError } from '../../betting/messages';
import { domainLimits, PlacementError, siteConverter } from '../../betting/placement';
import { betSelections, bets, counters, shareCodes } from '../../betting/schema';
import { requireAppHeader } from '../../platform/auth/csrf';
import { HttpError, notFound } from '../../plugins/external/errors';
import { currency as currencyOf } from '../../site/currencies';

const SETTLED = ['done', 'cashed_out', 'cancelled', 'rejected', 'withdrawn'];
const RESULTS: Record<string, string[]> = {
  win: ['win_entire', 'refund_half_win_other', 'cashed_out'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
};

const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', 'error.unauthorized');

/** Bet ids are kept as safe integers: a larger one names no bet, and is refused as bad input. */
const cashoutBody = cashoutBodySchema.extend({
  bet_id: cashoutBodySchema.shape.bet_id.refine((id) => Number.isSafeInteger(Number(id)), {
    message: 'bet id out of range',
  }),
});

/** A real shared slip (a few bets, short specifiers) is a few KB. */
const SHARE_PAYLOAD_LIMIT_BYTES = 16 * 1024;

const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const bettors = new Bettors(db, app.site.config.default_currency);
  const tags = ['bets'];
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
      const playerId = bettor.playerId;
      if (bettor.restriction) {
        const messageId =
          bettor.restriction === 'PVE_PLAYER_BET_FORBIDDEN'
            ? 'error.platform.pve_player_bet_forbidden'
            : 'error.platform.spamf_player_bet_forbidden';
        throw new HttpError(403, bettor.restriction, messageId);
      }
      if (!bettor.canBet) {
        throw new HttpError(403, 'ACCOUNT_BLOCKED', 'error.platform.account_blocked');
      }
      const acceptMode = bettor.acceptMode ?? app.site.config.sportsbook.auto_accept_odds_change;
      const locale = request.body.meta.locale ?? bettor.language;
      try {
        const result = await app.betting.placement.place({
          playerId,
          activeCurrency: bettor.activeCurrency,
          acceptMode,
          locale,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
        });
        await app.wallet.announce(...result.balanceChanges);
        if (!result.replayed && app.hasDecorator('realtime')) {
          for (const bet of result.bets) {
            await app.realtime
              .publish(`$user:${playerId}`, { event_name: 'bet_changed', message: { bet } })
              .catch(() => undefined);
          }
        }
        return reply.code(201).send({ data: result.bets });
      } catch (error) {
        if (error instanceof PlacementError) {
          throw new HttpError(error.statusCode, error.code, error.messageId, error.data);
        }
        throw error;
      }
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
    async (request) => {
      const playerId = await requirePlayer(request);
      const { status, filter, result, page, limit } = request.query;
      const where: SQL[] = [eq(bets.playerId, playerId)];
      if (status)
        where.push(
          inArray(
            bets.status,
            status.split(',').map((s) => s.trim()),
          ),
        );
      if (filter === 'open') where.push(inArray(bets.status, OPEN_STATUSES));
      if (filter === 'settled') where.push(inArray(bets.status, SETTLED));
      if (result !== 'all') where.push(inArray(bets.result, RESULTS[result]!));
      const condition = and(...where);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(bets)
        .where(condition);
      const rows = await db
        .select()
        .from(bets)
        .where(condition)
        .orderBy(desc(bets.createdAt), desc(bets.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const selections =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(betSelections)
              .where(
                inArray(
                  betSelections.betId,
                  rows.map((r) => r.id),
                ),
              )
              .orderBy(asc(betSelections.position));
      const data = rows.map((bet) => {
        const own = selections.filter((s) => s.betId === bet.id);
        return toServerBet(bet, own, app.betting.cashout.offer(bet, own));
      });
      return {
        data,
        pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
      };
    },
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
      try {
        const { bet } = await app.betting.cashout.cashout(
          playerId,
          Number(request.body.bet_id),
          request.body.to_cashout,
        );
        if (app.hasDecorator('realtime')) {
          await app.realtime
            .publish(`$user:${playerId}`, { event_name: 'bet_changed', message: { bet } })
            .catch(() => undefined);
        }
        return { data: bet };
      } catch (error) {
        if (!(error instanceof CashoutError)) throw error;
        if (error.code === 'BET_NOT_FOUND') throw notFound('bet', request.body.bet_id);
        throw new HttpError(422, error.code, `error.cashout.${error.code.toLowerCase()}`, {
          to_cashout: error.toCashout,
        });
      }
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
      await requirePlayer(request);
      const config = app.site.config;
      const limits = domainLimits(config);
      const data = request.body.bets.map((bet) => {
        const resolved = bet.selections.map((s) => resolveSelection(app.catalogue.store, s, 'any'));
        const providers = resolved.flatMap((r) => (r.ok ? [r.selection.market.provider] : []));
        const selections = providers.map((provider) => ({ provider }));
        if (resolved.some((r) => !r.ok)) return { max_stake: null };
        const [primary] = Object.keys(config.sportsbook.multi_bet_available_by_provider);
        const supported = isMaxStakeSupported(
          selections as never,
          primary ?? providers[0]!,
          config.betting.max_stake_second_provider ?? undefined,
        );
        if (!supported) return { max_stake: null };
        const { fiat } = currencyOf(bet.stake.currency);
        let max = maxStakeFor(limits, bet.stake.currency, fiat) ?? Number.MAX_SAFE_INTEGER;
        const odds = multiplyOdds(
          ...resolved.map((r) => (r.ok ? r.selection.odds : oddsFromDecimal(1.01))),
        );
        if (limits.payoutLimit && odds > ODDS_DIVISOR) {
          const payout =
            limits.payoutLimit.currencyCode === bet.stake.currency
              ? limits.payoutLimit.amount
              : siteConverter(config)(
                  limits.payoutLimit.amount,
                  limits.payoutLimit.currencyCode,
                  bet.stake.currency,
                );
          max = Math.min(max, Math.floor((payout * ODDS_DIVISOR) / (odds - ODDS_DIVISOR)));
        }
        return { max_stake: minorUnits(max) };
      });
      return { data };
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
      const match = app.catalogue.store.matches.get(request.params.matchId);
      if (!match) throw notFound('match', request.params.matchId);
      const markets = [...match.markets.values()].filter(
        (m) => isListedMarket(m) && m.status === 1,
      );
      return { data: markets.map((m) => toMarketDto(match, m)) };
    },
  );

  const price = async (request: FastifyRequest<{ Body: z.infer<typeof customBetBodySchema> }>) => {
    const locale = (request.headers['accept-language'] ?? 'en').split(',')[0]!.trim();
    const resolved = request.body.selections.map((s) =>
      resolveSelection(app.catalogue.store, s, 'any'),
    );
    const failed = resolved.find((r) => !r.ok);
    if (failed && !failed.ok) {
      return {
        odds: 1,
        available: false,
        localized_message: localizedBetError(failed.code, locale),
      };
    }
    const priced = priceCustomBet(
      resolved.map((r) => {
        const s = (r as Extract<typeof r, { ok: true }>).selection;
        return {
          matchId: s.match.id,
          marketId: s.market.marketId,
          specifier: s.market.specifier,
          outcomeId: s.outcome.id,
          odds: s.odds,
        };
      }),
    );
    if (!priced.ok)
      return {
        odds: 1,
        available: false,
        localized_message: localizedBetError(priced.code, locale),
      };
    return { odds: oddsToDecimal(priced.odds), available: true, localized_message: null };
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
      const code = randomBytes(9).toString('base64url');
      await db.insert(shareCodes).values({ code, payload: request.body.bets, playerId });
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
      const [row] = await db
        .select()
        .from(shareCodes)
        .where(eq(shareCodes.code, request.query.code));
      if (!row) throw notFound('share_code', request.query.code);
      return { bets: row.payload as z.infer<typeof shareCodeBodySchema>['bets'] };
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
      const day = new Date().toISOString().slice(0, 10);
      await db
        .insert(counters)
        .values({ key: request.body.key, day, count: 1 })
        .onConflictDoUpdate({
          target: [counters.key, counters.day],
          set: { count: sql`${counters.count} + 1` },
        });
      return reply.code(204).send(null);
    },
  );
};

export default betsRoutes;
