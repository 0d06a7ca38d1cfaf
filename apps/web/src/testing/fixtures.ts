// Catalogue, site and player data as the API sends them, for component tests: each builder gives
// a valid answer that a test changes only where its rule needs.
import type {
  Account,
  Market,
  Profile,
  ServerBetBody,
  Settings,
  SystemData,
} from '@sportsbook/contracts';
import type { SelectionMatch } from '@/components/odds/price-slip';
import type { PlayerProfile } from '@/lib/session/player-store';

/** A live football match between Arsenal and Chelsea (status 1: live). */
export function footballMatch(overrides: Partial<SelectionMatch> = {}): SelectionMatch {
  return {
    id: 101,
    urn_id: 'sr:match:101',
    slug: 'arsenal-chelsea',
    type: 'match',
    name: 'Arsenal vs Chelsea',
    status: 1,
    tournament: {
      sport: { key: 'soccer' },
      category: { id: 7, slug: 'england', name: 'England' },
    },
    competitors: { home: { name: 'Arsenal' }, away: { name: 'Chelsea' } },
    ...overrides,
  };
}

/** The 1X2 market of `matchId`, open for betting, with the given decimal prices. */
export function winnerMarket(
  matchId: number,
  odds: [number, number, number] = [2.1, 3.4, 3.2],
  overrides: Partial<Market> = {},
): Market {
  return {
    match_urn_id: `sr:match:${matchId}`,
    match_id: matchId,
    id: 1,
    name: '1X2',
    status: 1,
    specifier: '',
    outcomes: [
      { id: '1', name: '1', active: true, odds: odds[0] },
      { id: '2', name: 'X', active: true, odds: odds[1] },
      { id: '3', name: '2', active: true, odds: odds[2] },
    ],
    market_groups: ['main'],
    priority: 1,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'sportradar',
    ...overrides,
  };
}

export const NO_LIMITS: SystemData['bet_limits_settings'] = {
  max_stake_limit: { fiat: [], crypto: [] },
  odds_limit: { value: 100_000_000, action: 'reject' },
  payout_limit: { amount: 1_000_000_000, currency_code: 'EUR', action: 'reject' },
  selection_limit: { value: 20 },
};

/** GET /api/sb/system of a site that takes EUR and USD players from Germany. */
export function systemData(overrides: Partial<SystemData> = {}): SystemData {
  return {
    locales: [{ code: 'en', name_in_locale: 'English' }],
    default_locale: 'en',
    currencies: [
      { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] },
      { code: 'USD', subunits: 100, fiat: true, subcurrencies: [] },
    ],
    default_currency_code: 'EUR',
    countries: [
      { code: 'DE', name: 'Germany' },
      { code: 'AT', name: 'Austria' },
      { code: 'US', name: 'United States' },
    ],
    user_country: { code: 'DE', blocked: false },
    blocked_countries: ['US'],
    market_groups: [{ group_key: 'main' }],
    player_fields: [],
    platform_settings: {},
    features: {
      sign_up_iframe_preloader: false,
      sign_in_iframe_preloader: false,
      iframe_user_unlock: false,
      quick_deposit: false,
      quick_deposit_test: false,
      activity_tracking: false,
      responsible_gambling: false,
      jackpots: false,
      custom_sport_type_providers: false,
      isShareBetOn: false,
    },
    sign_in_allowed: true,
    sign_up_allowed: true,
    my_bets_enabled: true,
    bet_limits_settings: NO_LIMITS,
    live_bet_delay_ms: { default: 0 },
    ...overrides,
  };
}

/** GET /api/sb/settings: decimal odds, higher prices accepted, stakes of 5, 10, 25 and 50 euros. */
export function sbSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    custom_bet_allow_single: false,
    custom_bet_enabled: true,
    stakes: [500, 1_000, 2_500, 5_000],
    stakes_currency: 'EUR',
    auto_accept_odds_change: 'higher',
    odds_types: {
      available: ['european', 'american', 'fractional', 'hongkong'],
      selected: 'european',
    },
    theme: 'system',
    updated_at: null,
    video_settings: { enabled: false },
    provider_statuses: {},
    sport_type_providers: {},
    multi_bet_settings: { available_by_provider: { sportradar: true } },
    additional_providers: {
      horse_racing: { enabled: false },
      lotto: { enabled: false },
      premium_cricket: { enabled: false },
      virtual_gaming_arena: { enabled: false },
    },
    allow_multiple_active_user_freebets: false,
    bet_limits_settings: NO_LIMITS,
    one_signal_push_notification_subscription: null,
    ...overrides,
  };
}

/** GET /api/platform/player of a signed-in, confirmed player. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '42',
    email: 'ada@example.com',
    mobile_phone: null,
    auth_phone_number: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    nickname: null,
    language: 'en',
    currency: 'EUR',
    country: 'DE',
    auth_fields_missed: [],
    statuses: [],
    serasa: { pve: false },
    user_account_status: 'active',
    suspension_reason: null,
    confirmed: true,
    ...overrides,
  };
}

/** The player's EUR account holding `balance` cents. */
export const eurAccount = (balance = 100_00): Account => ({
  currency: 'EUR',
  balance,
  available_to_bet_with_locked_cents: balance,
  subunits: 100,
  active: true,
});

/** A bet as GET /api/sb/bets lists it: a 10 euro single on Arsenal at 2.10, open. */
export function serverBet(overrides: Partial<ServerBetBody> = {}): ServerBetBody {
  return {
    id: '9001',
    type: 'single',
    ref: 'SB-9001',
    status: 'submitted',
    stake: { value: 1_000, currency: 'EUR', subunits: 100 },
    win_amount: null,
    odds: 2.1,
    selections: [
      {
        id: 's1',
        status: 'open',
        match: {
          id: 101,
          name: 'Arsenal vs Chelsea',
          sport_key: 'soccer',
          start_time: '2026-11-25T20:00:00Z',
        },
        market: { id: 1, name: '1X2' },
        outcome: { id: '1', name: '1' },
        odds: 2.1,
        specifier: '',
      },
    ],
    created_at: '2026-11-25T19:00:00Z',
    result: 'no_results',
    to_cashout: null,
    bonus: null,
    system: null,
    used_in_jackpot: false,
    is_vip: false,
    potential_win_amount: 2_100,
    ...overrides,
  };
}

/** A signed-in player's store state: Ada, with `balance` minor units on the active euro account. */
export const signedInEuroPlayer = (balance = 5_000) => ({
  authStatus: 'LOGGED_IN' as const,
  profile: { id: 'p-1', name: 'Ada', statuses: [] } as unknown as PlayerProfile,
  accounts: [{ currency: 'EUR', balance, active: true }],
});
