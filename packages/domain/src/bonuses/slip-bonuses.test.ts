import { describe, expect, it } from 'vitest';
import { selection } from '../betslip/fixtures.test-support';
import { betPotentialWin, ticketDebit, ticketStake, walletDebit } from '../betslip/stake';
import { MATCH_STATUS } from '../betslip/types';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { comboboost, freebet, leg } from './bonus.test-support';
import { bonusSelectionOf, comboBoostOf, upcomingBonusOf } from './slip-bonuses';

describe('the slip reads a selection as the bonus rules do', () => {
  it('takes sport key, category, match and the accepted odds; live from the match status', () => {
    const s = selection({ acceptedOdds: oddsInt(17_500), matchStatus: MATCH_STATUS.live });
    expect(bonusSelectionOf(s)).toEqual({
      sportId: s.sportKey,
      categoryId: String(s.categoryId),
      tournamentId: '',
      eventId: String(s.matchId),
      odds: 17_500,
      live: true,
    });
  });
});

describe('comboboost on a combo', () => {
  it('earns the range holding the count of suitable selections, and names the next one', () => {
    const boost = comboBoostOf(comboboost(), [leg(), leg(), leg(), leg()]);
    expect(boost.active?.bonusOdds).toBe(10_500);
    expect(boost.next).toEqual({ range: comboboost().ranges[1], toAdd: 1 });
  });

  it('earns nothing below the first range, and says how many selections it still needs', () => {
    const boost = comboBoostOf(comboboost(), [leg(), leg()]);
    expect(boost.active).toBeUndefined();
    expect(boost.next?.toAdd).toBe(1);
  });

  it('earns nothing while one selection is below min odds', () => {
    const boost = comboBoostOf(comboboost(), [leg(), leg(), leg({ odds: oddsInt(11_000) })]);
    expect(boost.suitableSelections).toBe(2);
    expect(boost.active).toBeUndefined();
  });

  it('has no next range at the top one', () => {
    const legs = Array.from({ length: 8 }, () => leg());
    expect(comboBoostOf(comboboost(), legs).next).toBeUndefined();
  });
});

describe('upcoming bonus (suitable and completed counts)', () => {
  it('counts a comboboost by its first range', () => {
    expect(upcomingBonusOf('7', comboboost(), [leg(), leg()])).toEqual({
      id: '7',
      suitableCount: 2,
      completedCount: 3,
      disabled: true,
    });
    expect(upcomingBonusOf('7', comboboost(), [leg(), leg(), leg()]).disabled).toBe(false);
  });

  it('counts a freebet by its selection count from', () => {
    const low = leg({ odds: oddsInt(12_000) });
    expect(upcomingBonusOf('9', freebet(), [low])).toEqual({
      id: '9',
      suitableCount: 0,
      completedCount: 1,
      disabled: true,
    });
    expect(upcomingBonusOf('9', freebet(), [leg()]).disabled).toBe(false);
  });
});

describe('a freebet on the slip', () => {
  const priced = {
    stake: minorUnits(500),
    betType: 'single' as const,
    selections: [{ acceptedOdds: oddsInt(25_000) }],
  };

  it('pays only the winnings when the stake is not returned (freebet, only_win)', () => {
    expect(betPotentialWin({ ...priced, bonus: { type: 'freebet' } })).toBe(750);
    expect(betPotentialWin({ ...priced, bonus: { type: 'freebet_only_win' } })).toBe(750);
  });

  it('pays the whole return when the stake is returned (all_win, no_risk)', () => {
    expect(betPotentialWin({ ...priced, bonus: { type: 'freebet_all_win' } })).toBe(1_250);
    expect(betPotentialWin({ ...priced, bonus: { type: 'freebet_no_risk' } })).toBe(1_250);
  });

  it('takes nothing from the balance, except a no-risk bet, which is real money', () => {
    const free = { ...priced, bonus: { type: 'freebet' as const } };
    const noRisk = { ...priced, bonus: { type: 'freebet_no_risk' as const } };
    expect(walletDebit(free)).toBe(0);
    expect(walletDebit(noRisk)).toBe(500);
    expect(ticketDebit([free, priced])).toBe(500);
    expect(ticketStake([free, priced])).toBe(1_000);
  });
});
