// The sportsbook settings of a player (stakes per currency, odds acceptance, odds type) over the
// site defaults; a visitor gets the defaults.
import {
  THEMES,
  type OddsAcceptMode,
  type OddsType,
  type Settings,
  type SettingsUpdate,
  type Theme,
} from '@sportsbook/contracts';
import type { Site } from '../site/site';
import type { SettingsRepository, SettingsRow } from './repository';

type Stakes = Settings['stakes'];

export interface PlayerSettingsDeps {
  rows: SettingsRepository;
  site: Site;
  /** The player's active currency (the site default for visitors). */
  currencyOf: (playerId: string | null) => Promise<string>;
  /** Provider → up/down, from the catalogue when it is loaded. */
  providerStatuses: () => Record<string, 'up' | 'down'>;
}

/** Why settings were not saved. */
export class SettingsError {
  readonly kind = 'settings';
  constructor(
    readonly code: 'UNSUPPORTED_ODDS_TYPE',
    readonly data: Record<string, unknown>,
  ) {}
}

export class PlayerSettings {
  constructor(private readonly deps: PlayerSettingsDeps) {}

  /** The settings of a player, or the site defaults for a visitor (null). */
  async read(playerId: string | null): Promise<Settings> {
    const row = playerId ? await this.deps.rows.row(playerId) : null;
    return this.settings(row, await this.deps.currencyOf(playerId));
  }

  /** Saves what the update names; an odds type the site does not offer is refused. */
  async save(playerId: string, update: SettingsUpdate): Promise<Settings | SettingsError> {
    const oddsType = update.odds_type;
    if (oddsType && !this.deps.site.config.sportsbook.odds_types.includes(oddsType)) {
      return new SettingsError('UNSUPPORTED_ODDS_TYPE', { odds_type: oddsType });
    }
    const currency = await this.deps.currencyOf(playerId);
    const row = await this.deps.rows.update(playerId, currency, update);
    return this.settings(row, currency);
  }

  /** The server form of the spec: the player's choices where they made one, the site's otherwise. */
  private settings(row: SettingsRow | null, currency: string): Settings {
    const site = this.deps.site.config;
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
      provider_statuses: this.deps.providerStatuses(),
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
