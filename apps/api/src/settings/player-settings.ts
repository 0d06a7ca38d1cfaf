// The sportsbook settings of a player (stakes per currency, odds acceptance, odds type) over the site defaults.
import {
  THEMES,
  type OddsAcceptMode,
  type OddsType,
  type Settings,
  type SettingsUpdate,
  type Theme,
} from '@sportsbook/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { playerSettings } from '../db/schema';
import type { Site } from '../site/site';

type Row = typeof playerSettings.$inferSelect;
type Stakes = Settings['stakes'];

export interface SettingsContext {
  /** Provider → up/down, from the catalogue when it is loaded. */
  providerStatuses: Record<string, 'up' | 'down'>;
}

export class PlayerSettings {
  constructor(
    private readonly db: Database,
    private readonly site: Site,
  ) {}

  async row(playerId: string): Promise<Row | null> {
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
  async update(playerId: string, currency: string, update: SettingsUpdate): Promise<Row> {
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

  /** The server form of the spec: the player's choices where they made one, the site's otherwise. */
  settings(row: Row | null, currency: string, context: SettingsContext): Settings {
    const site = this.site.config;
    const sb = site.sportsbook;
    const saved = row?.stakes as Record<string, Stakes> | undefined;
    const stakesCurrency = sb.default_stakes[currency] ? currency : site.default_currency;
    const oddsType = (row?.oddsType as OddsType | null) ?? sb.default_odds_type;
    return {
      custom_bet_allow_single: sb.custom_bet_allow_single,
      custom_bet_enabled: sb.custom_bet_enabled,
      stakes: saved?.[currency] ?? sb.default_stakes[stakesCurrency]!,
      stakes_currency: saved?.[currency] ? currency : stakesCurrency,
      auto_accept_odds_change:
        (row?.autoAcceptOddsChange as OddsAcceptMode | null) ?? sb.auto_accept_odds_change,
      odds_types: {
        available: sb.odds_types,
        selected: sb.odds_types.includes(oddsType) ? oddsType : sb.default_odds_type,
      },
      theme: THEMES.includes(row?.theme as Theme) ? (row?.theme as Theme) : 'system',
      updated_at: row?.updatedAt.toISOString() ?? null,
      video_settings: { enabled: sb.video_enabled },
      provider_statuses: context.providerStatuses,
      sport_type_providers: sb.sport_type_providers,
      multi_bet_settings: { available_by_provider: sb.multi_bet_available_by_provider },
      additional_providers: {
        horse_racing: { enabled: sb.additional_providers.horse_racing },
        lotto: { enabled: sb.additional_providers.lotto },
        premium_cricket: { enabled: sb.additional_providers.premium_cricket },
        virtual_gaming_arena: { enabled: sb.additional_providers.virtual_gaming_arena },
      },
      allow_multiple_active_user_freebets: sb.allow_multiple_active_user_freebets,
      bet_limits_settings: site.bet_limits,
      one_signal_push_notification_subscription: row?.pushSubscription ?? null,
    };
  }
}
