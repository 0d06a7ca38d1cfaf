// The player_settings rows: read one, and save only the fields an update names.
import type { SettingsUpdate } from '@sportsbook/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { playerSettings } from '../db/schema';

export type SettingsRow = typeof playerSettings.$inferSelect;

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  async row(playerId: string): Promise<SettingsRow | null> {
    const [row] = await this.db
      .select()
      .from(playerSettings)
      .where(eq(playerSettings.playerId, playerId));
    return row ?? null;
  }

  /**
   * Saves what the update names, and only that: one statement that leaves the other fields as
   * they are in the row, so two updates at once (say odds type from one tab, stakes from another)
   * both stick. Stakes are kept per currency (the active one).
   */
  async update(playerId: string, currency: string, update: SettingsUpdate): Promise<SettingsRow> {
    const named = {
      ...(update.auto_accept_odds_change !== undefined && {
        autoAcceptOddsChange: update.auto_accept_odds_change,
      }),
      ...(update.odds_type !== undefined && { oddsType: update.odds_type }),
      ...(update.theme !== undefined && { theme: update.theme }),
      ...(update.one_signal_push_notification_subscription !== undefined && {
        pushSubscription: update.one_signal_push_notification_subscription,
      }),
      updatedAt: new Date(),
    };
    const stakes = update.stakes ? { [currency]: update.stakes } : {};
    const [row] = await this.db
      .insert(playerSettings)
      .values({ playerId, stakes, ...named })
      .onConflictDoUpdate({
        target: playerSettings.playerId,
        set: {
          ...named,
          ...(update.stakes && {
            stakes: sql`${playerSettings.stakes} || ${JSON.stringify(stakes)}::jsonb`,
          }),
        },
      })
      .returning();
    return row!;
  }
}
