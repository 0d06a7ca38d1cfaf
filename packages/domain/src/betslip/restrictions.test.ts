import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { placeBetErrorMessageId } from '../rules/error-codes';
import { bet, selection, selections } from './fixtures.test-support';
import {
  checkRestrictions,
  isMaxStakeSupported,
  limitsFromSettings,
  playerBetForbidden,
  rejects,
  slipInvalidReason,
  totalStake,
  type BetLimits,
  type RestrictionContext,
} from './restrictions';

const limits: BetLimits = {
  maxStakeLimit: {
    fiat: [{ currencyCode: 'EUR', amount: minorUnits(50_000) }],
    crypto: [{ currencyCode: 'BTC', amount: minorUnits(1_000_000) }],
  },
  oddsLimit: { value: oddsInt(1_000_000), action: 'reject' },
  payoutLimit: { amount: minorUnits(100_000), currencyCode: 'EUR', action: 'reject' },
  selectionLimit: { value: 3 },
};
const context: RestrictionContext = { limits, fiat: true };
const types = (r: ReturnType<typeof checkRestrictions>) => r.map((x) => `${x.type}:${x.severity}`);

describe('bet restrictions', () => {
  it('selections over the selection limit are rejected', () => {
    const found = checkRestrictions(bet('combo', selections(4)), context);
    expect(found).toContainEqual({
      type: 'max_selections',
      severity: 'reject',
      messageId: 'error.validation.bet_limits.selection_limit_exceeded',
      limit: 3,
    });
  });

  it('odds above the odds limit are rejected or accepted with a warning, by the limit action', () => {
    const high = bet('single', [selection({ odds: oddsInt(1_500_000) })], 10);
    expect(types(checkRestrictions(high, context))).toEqual(['max_odds:reject']);
    const warn = checkRestrictions(high, {
      ...context,
      limits: {
        ...limits,
        oddsLimit: { value: oddsInt(1_000_000), action: 'accept_with_warning' },
      },
    });
    expect(warn).toEqual([
      {
        type: 'max_odds',
        severity: 'warn',
        messageId: 'warning.bet_limits.odds_limit.title',
        descriptionId: 'warning.bet_limits.odds_limit.description',
        limit: 1_000_000,
      },
    ]);
    expect(rejects(warn)).toBe(false);
  });

  it('a stake above max stake is rejected, by the fiat or crypto list', () => {
    expect(types(checkRestrictions(bet('single', [selection()], 60_000), context))).toContain(
      'max_stake:reject',
    );
    const btc = { ...bet('single', [selection()], 60_000), currency: 'BTC' };
    expect(checkRestrictions(btc, { ...context, fiat: false })).toEqual([]);
    expect(checkRestrictions({ ...btc, currency: 'XRP' }, { ...context, fiat: false })).toEqual([]);
  });

  it('profit above the payout limit is rejected or accepted with a warning', () => {
    const big = bet('single', [selection({ odds: oddsInt(50_000) })], 40_000);
    expect(types(checkRestrictions(big, context))).toEqual(['max_payout:reject']);
    const warn = {
      ...limits,
      payoutLimit: { ...limits.payoutLimit!, action: 'accept_with_warning' as const },
    };
    expect(types(checkRestrictions(big, { ...context, limits: warn }))).toEqual([
      'max_payout:warn',
    ]);
  });

  it('a payout limit in another currency is converted, and skipped without a converter', () => {
    const usd = {
      ...bet('single', [selection({ odds: oddsInt(50_000) })], 40_000),
      currency: 'USD',
    };
    expect(checkRestrictions(usd, context)).toEqual([]);
    const convert = (amount: number) => minorUnits(amount * 2);
    expect(types(checkRestrictions(usd, { ...context, convert }))).toEqual([]);
    const small = { ...context, convert: () => minorUnits(1) };
    expect(types(checkRestrictions(usd, small))).toEqual(['max_payout:reject']);
  });

  it('two selections from the same match are restricted in combo and system bets', () => {
    const same = [selection({ marketId: 1 }), selection({ marketId: 2 })];
    expect(types(checkRestrictions(bet('combo', same), context))).toEqual(['same_match:reject']);
    const system = {
      ...bet('system', [...same, selection({ matchId: 3 })]),
      systemType: { winCount: 2, totalCount: 3 },
    };
    expect(types(checkRestrictions(system, context))).toContain('same_match:reject');
    expect(checkRestrictions(bet('custom', same), context)).toEqual([]);
  });

  it('system bets are restricted for one provider and for mixed providers', () => {
    const sels = selections(3);
    const system = { ...bet('system', sels), systemType: { winCount: 2, totalCount: 3 } };
    expect(checkRestrictions(system, context)).toEqual([]);
    expect(
      types(checkRestrictions(system, { ...context, systemRestrictedProviders: ['sim'] })),
    ).toEqual(['system_provider:reject']);
    const mixed = {
      ...system,
      selections: [...sels.slice(0, 2), { ...sels[2]!, provider: 'other' }],
    };
    expect(types(checkRestrictions(mixed, context))).toEqual(['system_provider:reject']);
  });

  it('a custom bet needs at least 2 non-suspended selections', () => {
    const a = selection({ marketId: 10 });
    const b = { ...selection({ marketId: 11 }), isSuspended: true };
    expect(types(checkRestrictions(bet('custom', [a, b]), context))).toEqual([
      'custom_bet_selections:reject',
    ]);
    expect(checkRestrictions(bet('custom', [a, { ...b, isSuspended: false }]), context)).toEqual(
      [],
    );
  });

  it('without limits nothing fires', () => {
    const none: BetLimits = { maxStakeLimit: { fiat: [], crypto: [] } };
    expect(
      checkRestrictions(bet('combo', selections(9), 10 ** 9), { limits: none, fiat: true }),
    ).toEqual([]);
  });

  it('max stake is supported only for one provider, or a second one when allowed', () => {
    const sels = selections(2);
    expect(isMaxStakeSupported(sels, 'sim')).toBe(true);
    expect(isMaxStakeSupported(sels, 'main')).toBe(false);
    expect(isMaxStakeSupported(sels, 'main', 'sim')).toBe(true);
    expect(isMaxStakeSupported([sels[0]!, { ...sels[1]!, provider: 'x' }], 'sim', 'x')).toBe(false);
  });
});

describe('slip validation', () => {
  it('a slip is invalid when there are no bets', () => {
    expect(slipInvalidReason([], limits, true)).toBe('no_bets');
  });

  it('a slip is invalid when any bet has stake not above 0', () => {
    expect(slipInvalidReason([bet('single', [selection()], 0)], limits, true)).toBe(
      'stake_not_positive',
    );
  });

  it('a slip is invalid while a selection needs the player', () => {
    const changed = { ...selection(), isChanged: true };
    expect(slipInvalidReason([bet('single', [changed])], limits, true)).toBe(
      'selection_needs_attention',
    );
  });

  it('the per-currency stake limit is checked for each bet of a multi-single slip', () => {
    const [a, b] = selections(2);
    const bets = [bet('single', [a!], 100), bet('single', [b!], 60_000)];
    expect(slipInvalidReason(bets, limits, true)).toBe('stake_limit');
    expect(slipInvalidReason(bets, limits, false)).toBeUndefined();
    expect(totalStake(bets)).toBe(60_100);
  });
});

describe('players who cannot bet', () => {
  const player = { pve: false, userAccountStatus: 'active', suspensionReason: null };

  it('players whose suspension is spam-flagged cannot bet', () => {
    const spamFlagged = { ...player, userAccountStatus: 'suspended', suspensionReason: 'spamf' };
    expect(playerBetForbidden(spamFlagged)).toBe('SPAMF_PLAYER_BET_FORBIDDEN');
    expect(placeBetErrorMessageId(playerBetForbidden(spamFlagged))).toBe(
      'error.platform.spamf_player_bet_forbidden',
    );
    expect(playerBetForbidden({ ...player, suspensionReason: 'spamf' })).toBeUndefined();
  });

  it('players with the pve flag cannot bet', () => {
    expect(playerBetForbidden({ ...player, pve: true })).toBe('PVE_PLAYER_BET_FORBIDDEN');
    expect(placeBetErrorMessageId('PVE_PLAYER_BET_FORBIDDEN')).toBe(
      'error.platform.pve_player_bet_forbidden',
    );
    expect(playerBetForbidden(player)).toBeUndefined();
  });
});

describe('limits from site settings', () => {
  it('turns the configured limits into the rules’ form, amounts in minor units', () => {
    const limits = limitsFromSettings({
      max_stake_limit: {
        fiat: [{ currency_code: 'EUR', amount: 1_000_000 }],
        crypto: [{ currency_code: 'BTC', amount: 50_000_000 }],
      },
      odds_limit: { value: 1_000_000, action: 'accept_with_warning' },
      payout_limit: { amount: 5_000_000, currency_code: 'EUR', action: 'reject' },
      selection_limit: { value: 20 },
    });
    expect(limits).toEqual({
      maxStakeLimit: {
        fiat: [{ currencyCode: 'EUR', amount: 1_000_000 }],
        crypto: [{ currencyCode: 'BTC', amount: 50_000_000 }],
      },
      oddsLimit: { value: 1_000_000, action: 'accept_with_warning' },
      payoutLimit: { amount: 5_000_000, currencyCode: 'EUR', action: 'reject' },
      selectionLimit: { value: 20 },
    });
  });
});
