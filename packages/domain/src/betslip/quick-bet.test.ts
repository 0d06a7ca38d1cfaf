import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { selection } from './fixtures.test-support';
import { placeQuickBet, quickBetSettled, routeSelection } from './quick-bet';
import {
  applyBalance,
  approveQuickBet,
  initialQuickBet,
  setQuickBetCurrency,
  setQuickBetStake,
  toggleQuickBet,
  type QuickBet,
} from './quick-bet-settings';
import type { Restriction } from './restrictions';
import { MATCH_STATUS } from './types';

const live = selection({ matchStatus: MATCH_STATUS.live, odds: oddsInt(25_000) });
const enabled = toggleQuickBet(initialQuickBet('EUR'));
const ready = (): QuickBet => {
  const routed = routeSelection(setQuickBetStake(enabled, minorUnits(500)), live, false, 100).quick;
  return approveQuickBet(routed);
};
const ok = { loggedIn: true, warningShown: false, restrictions: [] };

describe('quick bet', () => {
  it('a live, single, non-custom selection goes through quick bet', () => {
    const { quick, route } = routeSelection(enabled, live, false, 100);
    expect(route).toBe('quick');
    expect(quick.bet).toMatchObject({ betType: 'single', currency: 'EUR' });
    expect(quick.selectedOutcomeIds).toEqual([live.id]);
  });

  it('otherwise quick bet is turned off and the outcome goes to the ticket', () => {
    const prematch = routeSelection(enabled, selection(), false, 100);
    expect(prematch).toMatchObject({ route: 'ticket', quick: { isEnabled: false } });
    expect(routeSelection(enabled, live, true, 100).route).toBe('ticket');
    expect(routeSelection(initialQuickBet('EUR'), live, false, 100).route).toBe('ticket');
  });

  it('toggling switches it and resets approval', () => {
    const approved = ready();
    expect(approved.isApproved).toBe(true);
    expect(toggleQuickBet(approved)).toMatchObject({ isEnabled: false, isApproved: false });
  });

  it('changing stake or currency resets approval', () => {
    expect(setQuickBetStake(ready(), minorUnits(100)).isApproved).toBe(false);
    expect(setQuickBetCurrency(ready(), 'USD')).toMatchObject({ isApproved: false, stake: 0 });
    expect(setQuickBetStake(ready(), minorUnits(-1)).stake).toBe(500);
    expect(setQuickBetCurrency(enabled, 'USD').bet).toBeNull();
  });

  it('approval is true only when stake is above 0', () => {
    expect(approveQuickBet(enabled).isApproved).toBe(false);
    expect(approveQuickBet(setQuickBetStake(enabled, minorUnits(1))).isApproved).toBe(true);
  });

  it('placing does nothing unless approved, and is ignored while processing or while a warning is shown', () => {
    const unapproved = setQuickBetStake(ready(), minorUnits(500));
    expect(placeQuickBet(unapproved, ok).effect).toEqual({ type: 'none' });
    expect(placeQuickBet(ready(), { ...ok, warningShown: true }).effect).toEqual({ type: 'none' });
    const processing = placeQuickBet(ready(), ok).quick;
    expect(processing.state).toBe('PROCESSING');
    expect(placeQuickBet(processing, ok).effect).toEqual({ type: 'none' });
    expect(
      routeSelection(processing, selection({ matchId: 7, matchStatus: 1 }), false, 100).quick,
    ).toBe(processing);
  });

  it('not logged in triggers sign-in; blocked accounts give errors', () => {
    expect(placeQuickBet(ready(), { ...ok, loggedIn: false }).effect).toEqual({ type: 'sign_in' });
    const blocked = placeQuickBet(ready(), {
      ...ok,
      forbidden: 'error.platform.pve_player_bet_forbidden',
    });
    expect(blocked.quick).toMatchObject({
      state: 'ERROR',
      error: 'error.platform.pve_player_bet_forbidden',
    });
  });

  it('a restriction that fires is moved to the regular ticket or shown as an error', () => {
    const reject: Restriction = {
      type: 'max_stake',
      severity: 'reject',
      messageId: 'error.validation.bet_limits.max_stake_limit_exceeded',
    };
    const warn: Restriction = {
      type: 'max_odds',
      severity: 'warn',
      messageId: 'warning.bet_limits.odds_limit.title',
    };
    expect(placeQuickBet(ready(), { ...ok, restrictions: [reject] }).quick.error).toBe(
      reject.messageId,
    );
    const moved = placeQuickBet(ready(), { ...ok, restrictions: [warn] });
    expect(moved.effect).toMatchObject({ type: 'move_to_ticket', restrictions: [warn] });
    expect(moved.quick.bet).toBeNull();
  });

  it('quick bet is refused when the potential win is not above the stake', () => {
    const even = selection({ matchStatus: MATCH_STATUS.live, odds: oddsInt(10_000) });
    const quick = approveQuickBet(
      routeSelection(setQuickBetStake(enabled, minorUnits(500)), even, false, 100).quick,
    );
    expect(placeQuickBet(quick, ok).quick.error).toBe('error.potential_win.equal_or_less');
  });

  it('flow: PROCESSING then SUCCESS or ERROR; selections are cleared except while processing', () => {
    const { quick, effect } = placeQuickBet(ready(), ok);
    expect(effect).toMatchObject({ type: 'submit', bet: { stake: 500 } });
    expect(quick.selectedOutcomeIds).toEqual([live.id]);
    expect(quickBetSettled(quick, { ok: true })).toMatchObject({
      state: 'SUCCESS',
      selectedOutcomeIds: [],
    });
    expect(quickBetSettled(quick, { ok: false, error: 'error.place_bets.default' })).toMatchObject({
      state: 'ERROR',
      error: 'error.place_bets.default',
      selectedOutcomeIds: [],
    });
    expect(quickBetSettled(ready(), { ok: true }).state).toBe('INITIAL');
  });

  it('when the balance is zero or below the quick bet stake, approval is reset', () => {
    expect(applyBalance(ready(), minorUnits(0)).isApproved).toBe(false);
    expect(applyBalance(ready(), minorUnits(499)).isApproved).toBe(false);
    expect(applyBalance(ready(), minorUnits(500)).isApproved).toBe(true);
    expect(applyBalance(enabled, minorUnits(0))).toBe(enabled);
  });
});
