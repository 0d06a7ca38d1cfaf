// Announces payment_changed on the player's private channel when the cashier settles a waiting payment.
import { channels, type PaymentChanged } from '@sportsbook/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type PaymentPublisher = (playerId: string, event: PaymentChanged) => Promise<void>;

interface ChannelPublisher {
  publish(channel: string, data: unknown): Promise<unknown>;
}

/**
 * Publishes through `app.realtime` when the hub is there; a failed publication is logged, never
 * thrown (the money has moved; the balance and the lists are read again after a reconnect).
 */
export function realtimePaymentPublisher(
  app: FastifyInstance,
  log: FastifyBaseLogger,
): PaymentPublisher {
  return async (playerId, event) => {
    if (!app.hasDecorator('realtime')) return;
    const publisher = (app as unknown as { realtime: ChannelPublisher }).realtime;
    try {
      await publisher.publish(channels.user(playerId), event);
    } catch (error) {
      log.warn({ err: error }, 'payment_changed not published');
    }
  };
}
