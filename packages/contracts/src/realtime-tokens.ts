// Tokens for the real-time connection: POST /api/sb/websocket/token and /api/sb/websocket/authorize.
import { z } from 'zod';

/** A connection token (HS256 JWT, Centrifugo claims); anonymous when the player is signed out. */
export const websocketTokenResponseSchema = z.object({ token: z.string() });
export type WebsocketTokenResponse = z.infer<typeof websocketTokenResponseSchema>;

/** The private channels (e.g. `$user:42`) the client wants to subscribe to. */
export const websocketAuthorizeRequestSchema = z.object({
  channels: z.array(z.string().min(1).max(255)).max(100),
});
export type WebsocketAuthorizeRequest = z.infer<typeof websocketAuthorizeRequestSchema>;

/** A subscription token per channel the player may join; channels refused are left out. */
export const websocketAuthorizeResponseSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
});
export type WebsocketAuthorizeResponse = z.infer<typeof websocketAuthorizeResponseSchema>;
