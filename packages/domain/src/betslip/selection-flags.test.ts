import { describe, expect, it } from 'vitest';
import { oddsInt } from '../odds/odds-int';
import { bet, selection } from './fixtures.test-support';
import {
  acceptPriceChanges,
  acceptsPrice,
  acceptSelectionChanges,
  applyMarketUpdate,
  applyMatchStatus,
  applyProviderStatuses,
  hasOddsChanges,
  needsAttention,
  type MarketUpdate,
} from './selection-flags';
import { MARKET_STATUS, MATCH_STATUS } from './types';

const market = (odds: number, overrides: Partial<MarketUpdate> = {}): MarketUpdate => ({
  matchId: 1,
  marketId: 1,
  specifier: '',
  status: MARKET_STATUS.allowed,
  outcomes: [{ id: '1', odds: oddsInt(odds), active: true }],
  ...overrides,
});

describe('selection flags', () => {
  it('a selection becomes suspended when its market is not allowed', () => {
    const s = applyMarketUpdate(
      selection(),
      market(20_000, { status: MARKET_STATUS.suspended }),
      'none',
    );
    expect(s.isSuspended).toBe(true);
    expect(s.active).toBe(false);
  });

  it('a selection becomes suspended when its outcome is missing or inactive', () => {
    expect(
      applyMarketUpdate(selection(), market(20_000, { outcomes: [] }), 'none').isSuspended,
    ).toBe(true);
    const inactive = market(20_000, {
      outcomes: [{ id: '1', odds: oddsInt(20_000), active: false }],
    });
    expect(applyMarketUpdate(selection(), inactive, 'none').isSuspended).toBe(true);
  });

  it('a market that comes back lifts the suspension', () => {
    const suspended = { ...selection(), isSuspended: true, active: false };
    const s = applyMarketUpdate(suspended, market(20_000), 'none');
    expect(s.isSuspended).toBe(false);
    expect(s.active).toBe(true);
  });

  it('updates for another market leave the selection alone', () => {
    const s = selection();
    expect(applyMarketUpdate(s, market(30_000, { marketId: 2 }), 'none')).toBe(s);
    expect(applyMarketUpdate(s, market(30_000, { specifier: 'total=2.5' }), 'none')).toBe(s);
  });

  it('mode none: any odds difference flags the selection changed', () => {
    expect(applyMarketUpdate(selection(), market(21_000), 'none').isChanged).toBe(true);
    expect(applyMarketUpdate(selection(), market(19_000), 'none').isChanged).toBe(true);
    expect(applyMarketUpdate(selection(), market(20_000), 'none').isChanged).toBe(false);
  });

  it('mode higher: lowered odds are a change, a higher price is auto-accepted', () => {
    const lower = applyMarketUpdate(selection(), market(19_000), 'higher');
    expect(lower.isChanged).toBe(true);
    expect(lower.acceptedOdds).toBe(20_000);
    const higher = applyMarketUpdate(selection(), market(21_000), 'higher');
    expect(higher.isChanged).toBe(false);
    expect(higher.acceptedOdds).toBe(21_000);
  });

  it('the accept mode decides which current prices are taken for the accepted one', () => {
    const [low, high] = [oddsInt(15_000), oddsInt(20_000)];
    expect([acceptsPrice('none', low, low), acceptsPrice('none', low, high)]).toEqual([
      true,
      false,
    ]);
    expect([acceptsPrice('higher', low, high), acceptsPrice('higher', high, low)]).toEqual([
      true,
      false,
    ]);
    expect(acceptsPrice('any', high, low)).toBe(true);
  });

  it('mode any: all changes are accepted', () => {
    const s = applyMarketUpdate(selection(), market(15_000), 'any');
    expect(s).toMatchObject({ isChanged: false, odds: 15_000, acceptedOdds: 15_000 });
  });

  it('a match that is neither prematch nor live makes its selections unavailable', () => {
    expect(applyMatchStatus(selection(), 1, MATCH_STATUS.finished).isNotAvailable).toBe(true);
    expect(applyMatchStatus(selection(), 1, MATCH_STATUS.live).isNotAvailable).toBe(false);
    const other = selection();
    expect(applyMatchStatus(other, 2, MATCH_STATUS.finished)).toBe(other);
  });

  it('a provider status change marks selections unavailable and back', () => {
    const down = applyProviderStatuses(selection(), { sim: 'down' });
    expect(down.isNotAvailable).toBe(true);
    expect(applyProviderStatuses(down, { sim: 'up' }).isNotAvailable).toBe(false);
    const up = selection();
    expect(applyProviderStatuses(up, { sim: 'up' })).toBe(up);
  });

  it('accepting changes drops suspended or unavailable selections and bets left empty', () => {
    const kept = { ...selection({ matchId: 1 }), odds: oddsInt(25_000), isChanged: true };
    const suspended = { ...selection({ matchId: 2 }), isSuspended: true };
    const gone = { ...selection({ matchId: 3 }), isNotAvailable: true };
    const result = acceptSelectionChanges([bet('combo', [kept, suspended]), bet('single', [gone])]);
    expect(result).toHaveLength(1);
    expect(result[0]?.selections).toEqual([{ ...kept, acceptedOdds: 25_000, isChanged: false }]);
  });

  it('a custom bet is dropped if any of its matches is neither prematch nor live', () => {
    const live = selection({ matchStatus: MATCH_STATUS.live });
    const stopped = selection({ outcomeId: '2', matchStatus: MATCH_STATUS.stopped });
    expect(acceptSelectionChanges([bet('custom', [live, stopped])])).toEqual([]);
    expect(acceptSelectionChanges([bet('custom', [live])])).toHaveLength(1);
  });

  it('automatic acceptance takes prices but keeps suspended selections flagged', () => {
    const changed = { ...selection(), odds: oddsInt(30_000), isChanged: true };
    const suspended = { ...selection({ matchId: 2 }), isSuspended: true };
    const [result] = acceptPriceChanges([bet('combo', [changed, suspended])]);
    expect(result?.selections[0]).toMatchObject({ acceptedOdds: 30_000, isChanged: false });
    expect(result?.selections[1]).toBe(suspended);
  });

  it('reports odds changes and selections that need the player', () => {
    expect(hasOddsChanges(bet('single', [selection()]))).toBe(false);
    expect(hasOddsChanges(bet('single', [{ ...selection(), isNotAvailable: true }]))).toBe(true);
    expect(needsAttention({ ...selection(), isSuspended: true })).toBe(true);
    expect(needsAttention(selection())).toBe(false);
  });
});
