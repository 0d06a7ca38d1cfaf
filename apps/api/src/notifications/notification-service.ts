// The player's notifications: written by the system inside the transaction of the event they tell
// of, announced on the private channel once it commits, listed, counted and read by the player.
import {
  CASHOUT_OFFER_THRESHOLD,
  NOTIFICATION_TYPES,
  channels,
  type Notification,
  type NotificationEvent,
  type NotificationPreferences,
  type NotificationPreferenceUpdate,
  type Paginated,
  type UnreadCountersChanged,
} from '@sportsbook/contracts';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../platform/db';
import { toNotification, type NotificationRow } from './notification-dto';
import type { NotificationInput } from './notices';
import { notificationPreferences, notifications } from './schema';

export interface NotificationDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** Publishes on a channel; absent without a real-time hub. */
  publish?: (channel: string, data: unknown) => Promise<unknown>;
}

/** What an event's module needs: write in its transaction, announce after the commit. */
export interface Notifier {
  record(db: Executor, input: NotificationInput): Promise<NotificationRow | null>;
  announce(...rows: readonly (NotificationRow | null)[]): Promise<void>;
}

export class Notifications implements Notifier {
  constructor(private readonly deps: NotificationDeps) {}

  /**
   * Writes a notification in the caller's transaction, unless the player switched its kind off
   * or the same event was told already. Returns the row to announce after the commit, or null.
   */
  async record(db: Executor, input: NotificationInput): Promise<NotificationRow | null> {
    const [preference] = await db
      .select({ enabled: notificationPreferences.enabled })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.playerId, input.playerId),
          eq(notificationPreferences.type, input.type),
        ),
      );
    if (preference && !preference.enabled) return null;
    const [row] = await db
      .insert(notifications)
      .values({
        playerId: input.playerId,
        type: input.type,
        variant: input.variant,
        objectType: input.objectType,
        objectId: input.objectId,
        params: input.params,
        ref: input.ref,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  /**
   * Pushes written notifications and the new unread count to their players. Best effort: a failed
   * publication is logged, the list and the counters stay the truth.
   */
  async announce(...rows: readonly (NotificationRow | null)[]): Promise<void> {
    const written = rows.filter((row): row is NotificationRow => row !== null);
    for (const row of written) {
      const event: NotificationEvent = {
        event_name: 'notification',
        message: { notification: toNotification(row) },
      };
      await this.publish(row.playerId, event);
    }
    for (const playerId of new Set(written.map((row) => row.playerId))) {
      await this.countersChanged(playerId).catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'unread counters not announced');
      });
    }
  }

  /**
   * Writes and announces at once, for an event that is no write of its own (a limit that refused
   * a deposit or a stake, whose transaction was rolled back). Best effort: logged, never thrown.
   */
  async notify(input: NotificationInput): Promise<void> {
    try {
      await this.announce(await this.record(this.deps.db, input));
    } catch (error) {
      this.deps.log.warn({ err: error, type: input.type }, 'notification not written');
    }
  }

  /** A page of the player's notifications, newest first, texts per locale read in `locale`. */
  async page(
    playerId: string,
    page: number,
    limit: number,
    locale?: string,
  ): Promise<Paginated<Notification>> {
    const mine = eq(notifications.playerId, playerId);
    const [{ total } = { total: 0 }] = await this.deps.db
      .select({ total: count() })
      .from(notifications)
      .where(mine);
    const rows = await this.deps.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return {
      data: rows.map((row) => toNotification(row, locale)),
      pagination: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
    };
  }

  async unread(playerId: string): Promise<number> {
    const [row] = await this.deps.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  /** Marks the player's notifications among `ids` read; others' ids are ignored. */
  async read(playerId: string, ids: readonly string[]): Promise<number> {
    const changed = await this.deps.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(notifications.playerId, playerId),
          inArray(notifications.id, ids.map(Number)),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    return this.afterRead(playerId, changed.length);
  }

  async readAll(playerId: string): Promise<number> {
    const changed = await this.deps.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.playerId, playerId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return this.afterRead(playerId, changed.length);
  }

  /** Every kind with whether the player wants it (on unless switched off), and the threshold. */
  async preferences(playerId: string): Promise<NotificationPreferences['preferences']> {
    const rows = await this.deps.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.playerId, playerId));
    const byType = new Map(rows.map((row) => [row.type, row]));
    return NOTIFICATION_TYPES.map((type) => {
      const row = byType.get(type);
      const enabled = row?.enabled ?? true;
      return type === 'cashout_offer'
        ? { type, enabled, threshold: row?.threshold ?? CASHOUT_OFFER_THRESHOLD.default }
        : { type, enabled };
    });
  }

  async setPreferences(playerId: string, changes: readonly NotificationPreferenceUpdate[]) {
    await this.deps.db.transaction(async (tx) => {
      for (const { type, enabled, threshold } of changes) {
        const set = { enabled, ...(threshold !== undefined && { threshold }) };
        await tx
          .insert(notificationPreferences)
          .values({ playerId, type, ...set })
          .onConflictDoUpdate({
            target: [notificationPreferences.playerId, notificationPreferences.type],
            set,
          });
      }
    });
    return this.preferences(playerId);
  }

  /**
   * The cash-out offer thresholds of these players, as a percentage of the stake; null for a
   * player who switched the kind off.
   */
  async cashoutThresholds(playerIds: readonly string[]): Promise<Map<string, number | null>> {
    const thresholds = new Map<string, number | null>(
      playerIds.map((id) => [id, CASHOUT_OFFER_THRESHOLD.default]),
    );
    if (playerIds.length === 0) return thresholds;
    const rows = await this.deps.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          inArray(notificationPreferences.playerId, [...playerIds]),
          eq(notificationPreferences.type, 'cashout_offer'),
        ),
      );
    for (const row of rows)
      thresholds.set(
        row.playerId,
        row.enabled ? (row.threshold ?? CASHOUT_OFFER_THRESHOLD.default) : null,
      );
    return thresholds;
  }

  private async afterRead(playerId: string, changed: number): Promise<number> {
    const unread = await this.unread(playerId);
    // The player's other tabs and devices follow the count.
    if (changed > 0) await this.publishCounters(playerId, unread);
    return unread;
  }

  private async countersChanged(playerId: string): Promise<void> {
    await this.publishCounters(playerId, await this.unread(playerId));
  }

  private async publishCounters(playerId: string, unread: number): Promise<void> {
    const event: UnreadCountersChanged = {
      event_name: 'unread_counters_changed',
      message: { notifications: { unread } },
    };
    await this.publish(playerId, event);
  }

  private async publish(playerId: string, event: { event_name: string }): Promise<void> {
    if (!this.deps.publish) return;
    try {
      await this.deps.publish(channels.user(playerId), event);
    } catch (error) {
      this.deps.log.warn(
        { err: error, event: event.event_name },
        'notification event not published',
      );
    }
  }
}
