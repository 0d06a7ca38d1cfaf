// POST /api/sb/websocket/token and /authorize: connection and subscription tokens for the current player.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  channels,
  websocketAuthorizeRequestSchema,
  websocketAuthorizeResponseSchema,
  websocketTokenResponseSchema,
} from '@sportsbook/contracts';
import { HttpError } from '../plugins/external/errors';
import type { RealtimeTokens } from './tokens';

/** Tokens are short-lived; the client fetches new ones (getToken) before they run out. */
export const CONNECTION_TOKEN_TTL_S = 3600;
export const SUBSCRIPTION_TOKEN_TTL_S = 3600;

/** The private channels a player may join: only their own. */
function mayJoin(playerId: string, channel: string): boolean {
  return channel === channels.user(playerId);
}

export async function tokenRoutes(base: FastifyInstance, { tokens }: { tokens: RealtimeTokens }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/websocket/token',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Connection token for the real-time server (anonymous when signed out)',
        response: { 200: websocketTokenResponseSchema },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      return { token: await tokens.connectionToken(playerId ?? '', CONNECTION_TOKEN_TTL_S) };
    },
  );

  app.post(
    '/websocket/authorize',
    {
      schema: {
        tags: ['realtime'],
        summary: 'Subscription tokens for the private channels the player may join',
        body: websocketAuthorizeRequestSchema,
        response: { 200: websocketAuthorizeResponseSchema },
      },
    },
    async (request) => {
      const playerId = await app.resolvePlayerId(request);
      if (playerId === null) throw new HttpError(401, 'UNAUTHORIZED', 'error.unauthorized');
      const allowed = [...new Set(request.body.channels)].filter((channel) =>
        mayJoin(playerId, channel),
      );
      return {
        channels: await Promise.all(
          allowed.map(async (channel) => ({
            channel,
            token: await tokens.subscriptionToken(playerId, channel, SUBSCRIPTION_TOKEN_TTL_S),
          })),
        ),
      };
    },
  );
}
