// @vitest-environment jsdom
// Bonuses on the slip: an active comboboost boosts a combo (odds, win, the odds sent), a freebet
// is the stake (locked, the win without the stake, sent as the bonus), and a bonus not yet active
// is offered with its counts and activated from the slip.
import type { Bonus } from '@sportsbook/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settle } from '@/testing/render';
import {
  api,
  placeButton,
  placedAnswer,
  renderMatchesAndSlip,
  signIn,
} from './slip-content.test-support';

const bonus = (overrides: Partial<Bonus>): Bonus => ({
  id: '1',
  type: 'comboboost',
  trigger_key: 'combo-boost',
  name: 'Combo boost',
  description: '',
  banner: null,
  status: 'active',
  seen: true,
  issued_at: '2026-11-25T10:00:00Z',
  activated_at: '2026-11-25T10:00:00Z',
  valid_to: null,
  expired_at: null,
  country_codes: [],
  only_verified: false,
  event_conditions: [],
  min_odds: 1.2,
  ...overrides,
});

const comboBoost = (status: Bonus['status'] = 'active') =>
  bonus({
    status,
    uses_count: 3,
    times_used: 0,
    ranges: [
      { min_count: 2, max_count: 3, bonus_odds: 1.05 },
      { min_count: 4, max_count: 6, bonus_odds: 1.1 },
    ],
  });

const welcomeFreebet = bonus({
  id: '2',
  type: 'freebet',
  name: 'Welcome free bet',
  min_odds: 1.5,
  max_odds: null,
  match_status: 'both',
  selection_count_from: 1,
  selection_count_to: 5,
  currency: 'EUR',
  amount: 500,
});

const holding = (...bonuses: Bonus[]) =>
  api.on('GET', '/api/sb/bonuses', { body: { data: bonuses } });

describe('a comboboost on a combo', () => {
  it('shows the boost, the next range, the boosted odds and win, and sends the range odds', async () => {
    await signIn();
    holding(comboBoost());
    api.on('POST', '/api/sb/bets', placedAnswer());
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    const boost = await page.slip.findByTestId('combo-boost');
    expect(boost.querySelector('[data-testid="boost-percent"]')?.textContent).toBe(
      '+5% on the odds',
    );
    expect(page.slip.getByRole('status', { name: '' }).textContent).toBe(
      'Add 2 more selections at odds of 1.20 or more for +10%',
    );
    // 2.10 × 1.80 = 3.78, boosted × 1.05 = 3.969.
    expect(page.slip.getByTestId('boosted-odds').textContent).toBe('3.97');
    await page.typeStake('10');
    expect(page.slip.getByTestId('boosted-win').textContent).toBe('€39.69');
    expect(page.total('Potential win')).toBe('€39.69');
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await waitFor(() => expect(api.sentTo('POST', '/api/sb/bets')).toHaveLength(1));
    const [sent] = api.sentTo('POST', '/api/sb/bets');
    expect((sent!.body as { bets: { bonus: unknown }[] }).bets[0]!.bonus).toEqual({
      id: '1',
      type: 'comboboost',
      odds: 1.05,
    });
  });
});

describe('a freebet on a bet', () => {
  it('is the stake, locked; the win leaves the stake out; placement sends the freebet', async () => {
    await signIn();
    holding(welcomeFreebet);
    api.on(
      'POST',
      '/api/sb/bets',
      placedAnswer({ stake: { value: 500, currency: 'EUR', subunits: 100 } }),
    );
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    const picker = await page.slip.findByRole('combobox', { name: 'Free bet' });
    await page.user.selectOptions(picker, 'Welcome free bet · €5.00');
    await settle();
    const stake = page.stakeField('Stake (free bet)');
    expect(stake).toHaveProperty('readOnly', true);
    expect((stake as HTMLInputElement).value).toBe('5.00');
    // 5.00 at 2.10 returns 10.50; the stake is not returned.
    expect(page.total('Potential win')).toBe('€5.50');
    expect(page.total('Paid by free bets')).toBe('€5.00');
    await page.user.click(page.slip.getByRole('button', placeButton('€5.00')));
    await waitFor(() => expect(api.sentTo('POST', '/api/sb/bets')).toHaveLength(1));
    const [sent] = api.sentTo('POST', '/api/sb/bets');
    const bet = (sent!.body as { bets: { bonus: unknown; stake: unknown }[] }).bets[0]!;
    expect(bet.bonus).toEqual({ id: '2', type: 'freebet' });
    expect(bet.stake).toEqual({ value: 500, currency: 'EUR' });
  });

  it('is not offered where it does not fit (odds below its minimum)', async () => {
    await signIn();
    holding({ ...welcomeFreebet, min_odds: 2.5 });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await settle();
    expect(page.slip.queryByRole('combobox', { name: 'Free bet' })).toBeNull();
  });
});

describe('bonuses to activate', () => {
  it('lists a bonus not yet active with its counts and activates it from the slip', async () => {
    await signIn();
    holding(comboBoost('available'));
    api.on('POST', '/api/sb/bonuses/1/activate', { body: comboBoost() });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    const count = await page.slip.findByTestId('upcoming-count');
    expect(count.textContent).toBe('1 suitable selection, 2 needed');
    await page.user.click(page.slip.getByRole('button', { name: 'Activate Combo boost' }));
    await waitFor(() => expect(api.sentTo('POST', '/api/sb/bonuses/1/activate')).toHaveLength(1));
  });
});
