// Announces balance_changed on the player's private channel through the real-time hub, when there is one.
import { channels, type BalanceChanged } from '@sportsbook/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface BalancePublisher {
  balanceChanged(change: {
    playerId: string;
    currency: string;
    balance: number;
    entryId: number;
  }): Promise<void>;
}

/** The part of the hub's RealtimePublisher the wallet uses. */
interface ChannelPublisher {
  publish(channel: string, data: unknown): Promise<unknown>;
}

/**
 * Publishes through `app.realtime` when the real-time plugin decorated it, and does nothing
 * otherwise. A failed publication is logged, never thrown: the money has already moved, and the
 * web reloads balances after an unrecovered reconnect.
 */
export function realtimeBalancePublisher(
  app: FastifyInstance,
  log: FastifyBaseLogger,
): BalancePublisher {
  return {
    async balanceChanged({ playerId, currency, balance, entryId }) {
      if (!app.hasDecorator('realtime')) return;
      const publisher = (app as unknown as { realtime: ChannelPublisher }).realtime;
      const event: BalanceChanged = {
        event_name: 'balance_changed',
        message: { balance: { currency, balance }, entry_id: entryId },
      };
      try {
        await publisher.publish(channels.user(playerId), event);
      } catch (error) {
        log.warn({ err: error, currency }, 'balance_changed not published');
      }
    },
  };
}
