// The signed-in player: profile, missing fields, locale, comp points and status groups.
import {
  compPointsSchema,
  profileSchema,
  profileUpdateSchema,
  statusGroupsSchema,
  updateLocaleRequestSchema,
  updateLocaleResponseSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../auth/identity';
import type { PlatformContext } from '../context';
import { toProfile, type PlayerRow } from '../player/profile';
import { statusGroups } from '../player/status-groups';
import { httpRefusal } from '../errors';

const FIELD_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  nickname: 'nickname',
} as const;

const playerRoutes: FastifyPluginAsyncZod<{ ctx: PlatformContext }> = async (app, { ctx }) => {
  const tags = ['platform: player'];

  async function currentPlayer(
    request: Parameters<typeof ctx.identity.requirePlayerId>[0],
  ): Promise<PlayerRow> {
    const player = await ctx.players.byId(await ctx.identity.requirePlayerId(request));
    if (!player) throw unauthorized();
    return player;
  }

  app.get(
    '/player',
    {
      schema: {
        tags,
        summary: 'The profile of the signed-in player (401 when signed out)',
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const player = await currentPlayer(request);
      return toProfile(player, await ctx.players.activeCurrency(player.id));
    },
  );

  app.patch(
    '/player',
    {
      schema: {
        tags,
        summary: 'Fill in profile fields (the missed-auth-fields dialog)',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const player = await currentPlayer(request);
      const values: Partial<PlayerRow> = {};
      for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
        const value = request.body[field as keyof typeof FIELD_COLUMNS];
        if (value !== undefined) values[column] = value;
      }
      const filled = Object.keys(request.body);
      values.authFieldsMissed = player.authFieldsMissed.filter((field) => !filled.includes(field));
      const updated = await ctx.players.update(player.id, values);
      return toProfile(updated!, await ctx.players.activeCurrency(player.id));
    },
  );

  app.patch(
    '/player/update_locale',
    {
      schema: {
        tags,
        summary: "Change the player's language",
        body: updateLocaleRequestSchema,
        response: { 200: updateLocaleResponseSchema },
      },
    },
    async (request) => {
      const player = await currentPlayer(request);
      const { locale } = request.body;
      if (!ctx.policy.locales.includes(locale)) {
        throw httpRefusal('UNSUPPORTED_LOCALE', { locale });
      }
      await ctx.players.update(player.id, { language: locale });
      return { locale };
    },
  );

  app.get(
    '/player/comp_points',
    {
      schema: {
        tags,
        summary: 'Comp points (401 when signed out)',
        response: { 200: compPointsSchema },
      },
    },
    async (request) => ({ persistent: { points: (await currentPlayer(request)).compPoints } }),
  );

  app.get(
    '/player/status_groups',
    {
      schema: {
        tags,
        summary: 'Loyalty tiers and assigned groups of the player',
        response: { 200: statusGroupsSchema },
      },
    },
    async (request) => {
      const player = await currentPlayer(request);
      return { data: statusGroups(player.compPoints, player.statusGroups) };
    },
  );
};

export default playerRoutes;
