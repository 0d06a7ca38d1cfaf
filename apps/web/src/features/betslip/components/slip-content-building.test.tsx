// @vitest-environment jsdom
// The slip's rules for building bets: picking selections and entering the stake.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { sbSettings } from '@/testing/fixtures';
import { en, settle } from '@/testing/render';
import { placeButton, renderMatchesAndSlip, signIn } from './slip-content.test-support';

// The Deposit link is a link inside the sportsbook (its deposit page).
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

describe('adding selections to the bet slip', () => {
  it('shows a picked outcome by its side, market and match, at its price', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    const selection = page.slip.getByText('Arsenal').closest('li')!;
    expect(within(selection).getByText('1X2')).toBeTruthy();
    expect(within(selection).getByText('Arsenal – Chelsea')).toBeTruthy();
    expect(within(selection).getByText('2.10')).toBeTruthy();
    // A single shows its type and odds once.
    expect(page.slip.getByText('Single')).toBeTruthy();
  });

  it('names the draw "Draw" rather than X', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Draw \(1X2\)/);
    expect(page.slip.getByRole('button', { name: 'Remove Draw, Arsenal – Chelsea' })).toBeTruthy();
  });

  it('makes a single bet with more selections a combo, at the product of the odds', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    const types = page.slip.getByRole('group', { name: 'Bet type' });
    expect(within(types).getByRole('button', { name: 'Combo' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // 2.10 × 1.80
    expect(page.slip.getByText('3.78')).toBeTruthy();
    await page.typeStake('10');
    expect(page.total('Potential win')).toBe('€37.80');
  });

  it('removes a selection with its remove button, and a combo down to one selection becomes a single', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.user.click(
      page.slip.getByRole('button', { name: 'Remove Liverpool, Liverpool – Everton' }),
    );
    await settle();
    expect(page.slip.queryByText('Liverpool')).toBeNull();
    expect(page.slip.queryByRole('group', { name: 'Bet type' })).toBeNull();
    expect(page.slip.getByText('Single')).toBeTruthy();
  });

  it('takes a selection off the slip when its price is tapped again', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Arsenal to win/);
    expect(page.slip.queryByText('Arsenal')).toBeNull();
    expect(useTicket.getState().ticket.bets).toEqual([]);
  });

  it('splits a combo into singles with the same stake, each stake named by its outcome', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', { name: 'Single' }));
    await settle();
    // The first stake keeps the text as typed; the new bet shows the amount it was given.
    expect(page.stakeField('Stake on Arsenal')).toHaveProperty('value', '10');
    expect(page.stakeField('Stake on Liverpool')).toHaveProperty('value', '10.00');
    expect(page.total('Total stake')).toBe('€20.00');
    // 10 × 2.10 + 10 × 1.80
    expect(page.total('Potential win')).toBe('€39.00');
  });

  it('replaces the pick of a market with another outcome of the same market', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Draw \(1X2\)/);
    expect(page.slip.queryByText('Arsenal')).toBeNull();
    expect(page.slip.getByText('Draw')).toBeTruthy();
    expect(useTicket.getState().ticket.selectedOutcomeIds).toHaveLength(1);
  });

  it('restricts two selections from the same match in a combo', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Total 2.5: Over 2.5/);
    await page.typeStake('5');
    expect(page.slip.getByRole('alert').textContent).toBe(en('error.validation.same_match'));
  });

  it('refuses a system bet for two selections and says why', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.user.click(page.slip.getByRole('button', { name: 'System' }));
    await settle();
    expect(await screen.findByText(en('betslip.refused.no_system_type'))).toBeTruthy();
    expect(page.slip.getByRole('button', { name: 'Combo' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('makes a system bet of three selections by its system types', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.pick(/Ajax to win/);
    await page.user.click(page.slip.getByRole('button', { name: 'System' }));
    await settle();
    expect(page.slip.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Three selections fit one system type, 2/3, so there is nothing to choose.
    expect(page.slip.queryByRole('combobox', { name: 'System' })).toBeNull();
    expect(page.slip.getByText('System 2/3')).toBeTruthy();
    expect(useTicket.getState().ticket.bets[0]?.systemType).toEqual({ winCount: 2, totalCount: 3 });
  });

  it('removes every selection with "Remove all"', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.user.click(page.slip.getByRole('button', { name: 'Remove all' }));
    await settle();
    expect(useTicket.getState().ticket.bets).toEqual([]);
    for (const button of screen.getAllByRole('button', { name: /, odds/ }))
      expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('entering the stake', () => {
  it('keeps the typed amount in minor units and totals stake and potential win', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('12.50');
    expect(useTicket.getState().ticket.bets[0]?.stake).toBe(12_50);
    expect(page.total('Total stake')).toBe('€12.50');
    // 12.50 × 2.10
    expect(page.total('Potential win')).toBe('€26.25');
  });

  it('says what is wrong with an amount that is not a number', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('ten');
    const field = page.stakeField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(page.slip.getByRole('alert').textContent).toBe(en('betslip.stake.not_a_number'));
    expect(field.getAttribute('aria-describedby')).toBe(page.slip.getByRole('alert').id);
  });

  it('refuses more decimals than the currency has', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('1.005');
    expect(page.slip.getByRole('alert').textContent).toBe(en('betslip.stake.too_precise'));
  });

  it('places nothing while the amount cannot be read (no stake kept from the last good one)', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('1e5');
    expect(page.slip.getByRole('alert').textContent).toBe(en('betslip.stake.not_a_number'));
    expect(useTicket.getState().ticket.bets[0]?.stake).toBe(0);
    expect(page.total('Total stake')).toBe('€0.00');
  });

  it('clears the error and the stake when the field is emptied', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('abc');
    await page.user.clear(page.stakeField());
    await settle();
    expect(page.slip.queryByRole('alert')).toBeNull();
    expect(page.total('Total stake')).toBe('€0.00');
  });

  it('offers the recommended stakes (4 values) and fills the stake with the one picked', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    const quick = page.slip.getByRole('group', { name: 'Quick stakes' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['€5.00', '€10.00', '€25.00', '€50.00']);
    await page.user.click(within(quick).getByRole('button', { name: '€25.00' }));
    await settle();
    expect(page.stakeField()).toHaveProperty('value', '25.00');
    expect(page.total('Potential win')).toBe('€52.50');
  });

  it("offers a signed-in player's own recommended stakes from the settings", async () => {
    await signIn(sbSettings({ stakes: [200, 400, 800, 1_600] }));
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    const quick = page.slip.getByRole('group', { name: 'Quick stakes' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['€2.00', '€4.00', '€8.00', '€16.00']);
  });

  it('rejects a stake above max stake with the limit named, and will not place it', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('600');
    await waitFor(() =>
      expect(
        page.slip.getByText(
          en('error.validation.bet_limits.max_stake_limit_exceeded', { limit: '€500.00' }),
        ),
      ).toBeTruthy(),
    );
    expect(page.slip.getByRole('button', placeButton('€600.00'))).toHaveProperty('disabled', true);
  });
});
