// Wallet routes: accounts per currency, switching the active one, and the demo cashier.
import {
  accountSchema,
  accountsQuerySchema,
  accountsSchema,
  cashierRequestSchema,
  cashierResponseSchema,
  switchAccountRequestSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
  withdrawableSchema,
  withdrawalSchema,
  withdrawalsSchema,
  type Account,
} from '@sportsbook/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedCurrency } from '../auth/errors';
import { currency } from '../../site/currencies';
import type { PlatformContext } from '../context';
import type { AccountRow } from '../wallet/wallet';
import { answer, platformHttpError } from '../errors';
import { listTransactions, transactionsCsv } from '../wallet/transactions';

function toAccount(row: AccountRow): Account {
  return {
    currency: row.currency,
    balance: row.balance,
    available_to_bet_with_locked_cents: row.balance,
    subunits: currency(row.currency).subunits,
    active: row.active,
  };
}

const walletRoutes: FastifyPluginAsyncZod<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const tags = ['platform: wallet'];

  app.get(
    '/player/accounts',
    {
      schema: {
        tags,
        summary: 'Accounts; compatibility=false lists only the active one(s)',
        querystring: accountsQuerySchema,
        response: { 200: accountsSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      const rows = await ctx.wallet.accounts(playerId);
      return (request.query.compatibility ? rows : rows.filter((row) => row.active)).map(toAccount);
    },
  );

  app.post(
    '/player/accounts',
    {
      schema: {
        tags,
        summary: 'Open the account of a currency (if new) and make it the active one',
        body: switchAccountRequestSchema,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      const code = request.body.currency;
      if (!ctx.site.isCurrencyEnabled(code)) throw platformHttpError(unsupportedCurrency(code));
      return toAccount(await ctx.wallet.activate(playerId, code));
    },
  );

  app.post(
    '/player/deposits',
    {
      schema: {
        tags,
        summary: 'Demo deposit: success, pending (large amounts) or error (absurd amounts)',
        body: cashierRequestSchema,
        response: { 200: cashierResponseSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      return answer(
        await ctx.cashier.deposit(playerId, request.body.amount, request.body.currency),
      );
    },
  );

  app.post(
    '/player/withdrawals',
    {
      schema: {
        tags,
        summary:
          'Demo withdrawal: debited and pending until the cashier pays it out (or declines large amounts); error for absurd amounts or no funds',
        body: cashierRequestSchema,
        response: { 200: cashierResponseSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      return answer(
        await ctx.cashier.withdraw(playerId, request.body.amount, request.body.currency),
      );
    },
  );

  app.get(
    '/player/withdrawals',
    {
      schema: {
        tags,
        summary: "The player's withdrawals, newest first (pending, completed, cancelled)",
        response: { 200: withdrawalsSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      return { data: await ctx.cashier.withdrawals(playerId) };
    },
  );

  app.get(
    '/player/withdrawable',
    {
      schema: {
        tags,
        summary:
          'What the player may withdraw in a currency now, and what is pending (422 UNSUPPORTED_CURRENCY for a currency the site does not offer)',
        querystring: z.object({ currency: z.string().regex(/^[A-Z]{3,5}$/) }),
        response: { 200: withdrawableSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      const { currency } = request.query;
      // A currency the site does not offer is refused, as deposits and withdrawals refuse it.
      if (!ctx.site.isCurrencyEnabled(currency))
        throw platformHttpError(unsupportedCurrency(currency));
      return ctx.cashier.withdrawable(playerId, currency);
    },
  );

  app.post(
    '/player/withdrawals/:id/cancel',
    {
      schema: {
        tags,
        summary: 'The player cancels a pending withdrawal; the amount goes back to the balance',
        params: z.object({ id: z.coerce.number().int().positive().safe() }),
        response: { 200: withdrawalSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      return answer(await ctx.cashier.cancelWithdrawal(playerId, request.params.id));
    },
  );

  app.get(
    '/player/transactions',
    {
      schema: {
        tags,
        summary: 'Every ledger row of the player, newest first: filter by type, currency and dates',
        querystring: transactionsQuerySchema,
        response: { 200: transactionsPageSchema },
      },
    },
    async (request) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      return listTransactions(ctx.db, playerId, request.query);
    },
  );

  app.get(
    '/player/transactions.csv',
    {
      schema: {
        tags,
        summary: 'The filtered transaction history as CSV (amounts in minor units)',
        querystring: transactionsQuerySchema.omit({ page: true, limit: true }),
      },
    },
    async (request, reply) => {
      const playerId = await ctx.identity.requirePlayerId(request);
      const csv = await transactionsCsv(ctx.db, playerId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="transactions.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};

export default walletRoutes;
