// Sportsbook settings (GET/POST /api/sb/settings), bet limits and the system data of GET /api/sb/system.
import { ODDS_ACCEPT_MODES, ODDS_FORMATS } from '@sportsbook/domain';
import { z } from 'zod';

/** The seven odds formats of the domain, by their settings name. */
export const ODDS_TYPES = ODDS_FORMATS;
export const oddsTypeSchema = z.enum(ODDS_TYPES);
export type OddsType = z.infer<typeof oddsTypeSchema>;

/** Odds-change acceptance (the domain's modes): none, higher, any. */
export { ODDS_ACCEPT_MODES };
export const oddsAcceptModeSchema = z.enum(ODDS_ACCEPT_MODES);
export type OddsAcceptMode = z.infer<typeof oddsAcceptModeSchema>;

/** Input form: the three modes, or a boolean as older clients send it (true = any, false = none). */
export const oddsAcceptModeInputSchema = z.union([
  oddsAcceptModeSchema,
  z.boolean().transform((value): OddsAcceptMode => (value ? 'any' : 'none')),
]);

const currencyAmount = z.object({ currency_code: z.string(), amount: z.number().int().min(0) });
export const limitActionSchema = z.enum(['reject', 'accept_with_warning']);

/** Spec: Bet limits. Amounts are minor units; odds_limit.value is OddsInt (1.85 is 18500). */
export const betLimitsSchema = z.object({
  max_stake_limit: z.object({ fiat: z.array(currencyAmount), crypto: z.array(currencyAmount) }),
  odds_limit: z.object({ value: z.number().int().min(10_000), action: limitActionSchema }),
  payout_limit: z.object({
    amount: z.number().int().min(0),
    currency_code: z.string(),
    action: limitActionSchema,
  }),
  selection_limit: z.object({ value: z.number().int().min(1) }),
});
export type BetLimits = z.infer<typeof betLimitsSchema>;

/** Recommended stakes: exactly 4 positive amounts in minor units of `stakes_currency`. */
export const stakesSchema = z.tuple([
  z.number().int().positive().safe(),
  z.number().int().positive().safe(),
  z.number().int().positive().safe(),
  z.number().int().positive().safe(),
]);

export const THEMES = ['dark', 'light', 'system'] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;

/** Spec: Settings (server form). */
export const settingsSchema = z.object({
  custom_bet_allow_single: z.boolean(),
  custom_bet_enabled: z.boolean(),
  stakes: stakesSchema,
  stakes_currency: z.string(),
  auto_accept_odds_change: oddsAcceptModeSchema,
  odds_types: z.object({ available: z.array(oddsTypeSchema), selected: oddsTypeSchema }),
  /** The player's theme (system until chosen); visitors keep theirs in the browser. */
  theme: themeSchema,
  updated_at: z.string().nullable(),
  video_settings: z.object({ enabled: z.boolean() }),
  provider_statuses: z.record(z.string(), z.enum(['up', 'down'])),
  sport_type_providers: z.record(z.string(), z.array(z.string())),
  multi_bet_settings: z.object({ available_by_provider: z.record(z.string(), z.boolean()) }),
  additional_providers: z.object({
    horse_racing: z.object({ enabled: z.boolean() }),
    lotto: z.object({ enabled: z.boolean() }),
    premium_cricket: z.object({ enabled: z.boolean() }),
    virtual_gaming_arena: z.object({ enabled: z.boolean() }),
  }),
  allow_multiple_active_user_freebets: z.boolean(),
  bet_limits_settings: betLimitsSchema,
  one_signal_push_notification_subscription: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsUpdateSchema = z
  .object({
    stakes: stakesSchema,
    auto_accept_odds_change: oddsAcceptModeInputSchema,
    odds_type: oddsTypeSchema,
    theme: themeSchema,
    one_signal_push_notification_subscription: z.string().max(200).nullable(),
  })
  .partial();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const currencySchema = z.object({
  code: z.string(),
  subunits: z.number().int(),
  fiat: z.boolean(),
  /** A smaller display unit (mBTC) used when a value is below 100 times its subunits. */
  subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int() })),
});
export type Currency = z.infer<typeof currencySchema>;

/** Spec section 6 feature flags, by their spec names. */
export const FEATURE_FLAGS = [
  'sign_up_iframe_preloader',
  'sign_in_iframe_preloader',
  'iframe_user_unlock',
  'quick_deposit',
  'quick_deposit_test',
  'activity_tracking',
  'responsible_gambling',
  'jackpots',
  'custom_sport_type_providers',
  'isShareBetOn',
] as const;
export const featuresSchema = z.record(z.enum(FEATURE_FLAGS), z.boolean());

/** GET /api/sb/system: what the web needs before it renders anything. */
export const systemSchema = z.object({
  locales: z.array(z.object({ code: z.string(), name_in_locale: z.string() })),
  default_locale: z.string(),
  currencies: z.array(currencySchema),
  default_currency_code: z.string(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  user_country: z.object({ code: z.string(), blocked: z.boolean() }),
  blocked_countries: z.array(z.string()),
  market_groups: z.array(z.object({ group_key: z.string() })),
  player_fields: z.array(z.object({ name: z.string(), required: z.boolean() })),
  platform_settings: z.record(z.string(), z.unknown()),
  features: featuresSchema,
  sign_in_allowed: z.boolean(),
  sign_up_allowed: z.boolean(),
  my_bets_enabled: z.boolean(),
  bet_limits_settings: betLimitsSchema,
  /** Live bet delay per sport key ("default" for the rest): the slip counts it down while placing. */
  live_bet_delay_ms: z.record(z.string(), z.number().int().min(0)),
});
export type SystemData = z.infer<typeof systemSchema>;

/** GET /api/sb/watchersio/userid: the signed-in player's id for the watch-party widget. */
export const watcherUserIdSchema = z.object({
  /** Stable per player and opaque: the player's own id never leaves for the third party. */
  user_id: z.string(),
});
export type WatcherUserId = z.infer<typeof watcherUserIdSchema>;
