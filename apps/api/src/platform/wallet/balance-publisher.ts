// Announces balance_changed and account_changed on the player's private channel through the
// real-time hub, when there is one.
import { channels, type AccountChanged, type BalanceChanged } from '@sportsbook/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface BalancePublisher {
  balanceChanged(change: {
    playerId: string;
    currency: string;
    balance: number;
    entryId: number;
  }): Promise<void>;
  /** The player's active account is now the one in `currency`. */
  accountChanged(change: { playerId: string; currency: string; balance: number }): Promise<void>;
}

/** The part of the hub's RealtimePublisher the wallet uses. */
interface ChannelPublisher {
  publish(channel: string, data: unknown): Promise<unknown>;
}

/**
 * Publishes through `app.realtime` when the real-time plugin decorated it, and does nothing
 * otherwise. A failed publication is logged, never thrown: the money (or the switch) has already
 * happened, and the web reads the player again after an unrecovered reconnect.
 */
export function realtimeBalancePublisher(
  app: FastifyInstance,
  log: FastifyBaseLogger,
): BalancePublisher {
  async function publish(playerId: string, event: BalanceChanged | AccountChanged) {
    if (!app.hasDecorator('realtime')) return;
    const publisher = (app as unknown as { realtime: ChannelPublisher }).realtime;
    try {
      await publisher.publish(channels.user(playerId), event);
    } catch (error) {
      log.warn({ err: error, event: event.event_name }, `${event.event_name} not published`);
    }
  }
  return {
    balanceChanged: ({ playerId, currency, balance, entryId }) =>
      publish(playerId, {
        event_name: 'balance_changed',
        message: { balance: { currency, balance }, entry_id: entryId },
      }),
    accountChanged: ({ playerId, currency, balance }) =>
      publish(playerId, {
        event_name: 'account_changed',
        message: { account: { currency, balance } },
      }),
  };
}
