// Announces events on the player's private channel ($user:{id}): settled payments, ended sessions.
import { channels, type PaymentChanged, type SessionEnded } from '@sportsbook/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type PlayerEvent = PaymentChanged | SessionEnded;
export type PlayerEventPublisher = (playerId: string, event: PlayerEvent) => Promise<void>;

interface ChannelPublisher {
  publish(channel: string, data: unknown): Promise<unknown>;
}

/**
 * Publishes through `app.realtime` when the hub is there; a failed publication is logged, never
 * thrown: what it announces has already happened, and the REST answers stay the source of truth.
 */
export function realtimePlayerEvents(
  app: FastifyInstance,
  log: FastifyBaseLogger,
): PlayerEventPublisher {
  return async (playerId, event) => {
    if (!app.hasDecorator('realtime')) return;
    const publisher = (app as unknown as { realtime: ChannelPublisher }).realtime;
    try {
      await publisher.publish(channels.user(playerId), event);
    } catch (error) {
      log.warn({ err: error, event: event.event_name }, 'player event not published');
    }
  };
}
