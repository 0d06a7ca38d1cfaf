import { describe, expect, it } from 'vitest';
import { minorUnits, oddsInt } from '@sportsbook/domain';
import { bet, selection, selections } from '@sportsbook/domain/test-support';
import { sharePayloadSchema, type ServerBetBody } from './bets';
import {
  fromServerBet,
  stakeFromShare,
  toBetRequest,
  toPlaceBetsRequest,
  toSharePayload,
} from './slip-mappers';

describe('bet request', () => {
  it('sends stake in minor units and the accepted odds as decimals', () => {
    const s = { ...selection({ odds: oddsInt(18_500) }), acceptedOdds: oddsInt(18_000) };
    expect(toBetRequest(bet('single', [s], 1_000))).toEqual({
      bonus: null,
      stake: { value: 1_000, currency: 'EUR' },
      selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 1.8 }],
      type: 'single',
    });
  });

  it('carries system_id for system bets, custom_odds for custom bets and the bonus', () => {
    const system = { ...bet('system', selections(3)), systemType: { winCount: 2, totalCount: 3 } };
    expect(toBetRequest(system).system_id).toBe('2/3');
    const custom = { ...bet('custom', selections(2)), customOdds: oddsInt(31_000) };
    expect(toBetRequest(custom).custom_odds).toBe(3.1);
    const boosted = {
      ...bet('combo', selections(2)),
      bonus: { id: 'b', type: 'comboboost' as const },
      bonusOdds: oddsInt(11_000),
    };
    expect(toBetRequest(boosted).bonus).toEqual({ id: 'b', type: 'comboboost', odds: 1.1 });
    const free = { ...bet('single', selections(1)), bonus: { id: 'f', type: 'freebet' as const } };
    expect(toBetRequest(free).bonus).toEqual({ id: 'f', type: 'freebet' });
  });

  it('the place-bet request carries device id, locale and the quick flag', () => {
    const request = toPlaceBetsRequest([bet('single', selections(1))], {
      deviceId: 'd',
      locale: 'en',
      quick: true,
    });
    expect(request.meta).toEqual({ device_id: 'd', quick: true, type: 'quick', locale: 'en' });
    expect(toPlaceBetsRequest([], { deviceId: 'd', locale: 'de' }).meta.type).toBe('regular');
  });
});

describe('server bet', () => {
  it('maps to the placed bet the ticket keeps', () => {
    const server: ServerBetBody = {
      id: '7',
      type: 'combo',
      ref: 'R7',
      status: 'submitted',
      stake: { value: 1_000, currency: 'EUR', subunits: 100 },
      win_amount: null,
      odds: 3,
      selections: [
        {
          id: 's',
          status: 'open',
          match: {
            id: 1,
            name: 'Home - Away',
            sport_key: 'soccer',
            start_time: '2026-11-23T12:00:00Z',
          },
          market: { id: 1, name: '1x2' },
          outcome: { id: '1', name: 'Home' },
          odds: 1.5,
          specifier: '',
        },
      ],
      created_at: '2026-11-23T12:00:00Z',
      result: 'no_results',
      to_cashout: null,
      bonus: null,
      system: null,
      used_in_jackpot: false,
      is_vip: false,
      potential_win_amount: 3_000,
    };
    expect(fromServerBet(server)).toEqual({
      id: '7',
      ref: 'R7',
      status: 'submitted',
      betType: 'combo',
      stake: 1_000,
      currency: 'EUR',
      odds: 30_000,
      potentialWin: 3_000,
      selectionIds: ['1:1::1'],
      selectionOdds: [15_000],
    });
  });
});

describe('share-bet payload', () => {
  it('holds stake, currency, subunits, selections, bet type, system type, custom odds and freebet stake', () => {
    const shared = toSharePayload({
      ...bet('custom', selections(2), 500),
      customOdds: oddsInt(40_000),
      freebetStake: minorUnits(100),
    });
    expect(shared).toMatchObject({
      stake: 500,
      currency: 'EUR',
      subunits: 100,
      betType: 'custom',
      customOdds: 4,
      freebetStake: 100,
      systemType: null,
    });
    expect(shared.selections).toHaveLength(2);
    // The bet builder's price stays in the link, but restoring prices the legs again.
    expect(stakeFromShare(shared)).toEqual({ stake: 500, stakeSource: 'sharing' });
    const plain = toSharePayload(bet('single', selections(1)));
    expect(plain).toMatchObject({ customOdds: null, freebetStake: null });
    expect(stakeFromShare(plain)).toEqual({ stake: 1_000, stakeSource: 'sharing' });
  });
});

describe('what the slip shares is what the share call takes', () => {
  it('accepts every kind of bet the slip can hold, in every currency it can be in', () => {
    const kinds = [
      bet('single', selections(1)),
      bet('combo', selections(4), 250),
      { ...bet('system', selections(3), 900), systemType: { totalCount: 3, winCount: 2 } },
      { ...bet('system', selections(16), 900), systemType: { totalCount: 16, winCount: 15 } },
      { ...bet('custom', selections(2), 500), customOdds: oddsInt(40_000) },
      { ...bet('single', selections(1), 1_000), freebetStake: minorUnits(1_000) },
      { ...bet('single', selections(1), 0) },
      { ...bet('single', selections(1), 5_000), currency: 'BTC', subunits: 100_000_000 },
      { ...bet('single', selections(1), 5_000), currency: 'USDT', subunits: 100 },
    ];
    for (const kind of kinds) {
      const parsed = sharePayloadSchema.safeParse(toSharePayload(kind));
      expect(parsed.success, `${kind.betType} ${kind.currency}: ${parsed.error?.message}`).toBe(
        true,
      );
    }
  });
});
