// Wallet routes: accounts per currency, switching the active one, and the demo cashier.
import {
  accountSchema,
  accountsQuerySchema,
  accountsSchema,
  cashierRequestSchema,
  cashierResponseSchema,
  switchAccountRequestSchema,
  type Account,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsupportedCurrency } from '../auth/errors';
import { currency } from '../../site/currencies';
import type { PlatformContext } from '../context';
import type { AccountRow } from '../wallet/wallet';
import { answer, platformHttpError } from '../errors';

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
          'Demo withdrawal: success, pending (large amounts) or error (absurd amounts, no funds)',
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
};

export default walletRoutes;
