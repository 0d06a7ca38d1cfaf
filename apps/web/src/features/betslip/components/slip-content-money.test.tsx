// @vitest-environment jsdom
// The slip's money: the total is the debit (a system's lines), the balance and limits before the
// click, Max stake, the "to win" entry, Accept and place, the receipt and Keep selections.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { sbSettings, serverBet } from '@/testing/fixtures';
import { heldReply } from '@/testing/fake-api';
import { settle } from '@/testing/render';
import {
  api,
  arsenal,
  arsenalMarket,
  placeButton,
  placedAnswer,
  realtime,
  renderMatchesAndSlip,
  signIn,
} from './slip-content.test-support';

// The Deposit link is a link inside the sportsbook (its deposit page).
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

describe('the slip total is what placing debits', () => {
  it('states a system’s lines and totals only what they carry (1.00 over 3 lines is 0.99)', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets', placedAnswer());
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.pick(/Ajax to win/);
    await page.user.click(page.slip.getByRole('button', { name: 'System' }));
    await settle();
    const consoleError = vi.spyOn(console, 'error');
    await page.typeStake('1');
    // The rule's amounts are elements of one message: each with its key, React warns of none.
    expect(consoleError.mock.calls.filter((call) => String(call[0]).includes('key'))).toEqual([]);
    consoleError.mockRestore();
    expect(page.slip.getByTestId('system-rule').textContent).toBe(
      '3 lines × €0.33 = €0.99 The remaining €0.01 is not staked: each line gets an equal whole share.',
    );
    expect(page.total('Total stake')).toBe('€0.99');
    await page.user.click(page.slip.getByRole('button', placeButton('€0.99')));
    await waitFor(() => expect(api.sentTo('POST', '/api/sb/bets')).toHaveLength(1));
  });

  it('says a system stake too small for its lines before the click', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.pick(/Ajax to win/);
    await page.user.click(page.slip.getByRole('button', { name: 'System' }));
    await settle();
    await page.typeStake('0.02');
    expect(page.slip.getByRole('alert').textContent).toBe(
      'Each of the 3 lines needs a share of the stake: stake at least €0.03.',
    );
    expect(page.slip.getByRole('button', placeButton('€0.00'))).toHaveProperty('disabled', true);
  });
});

describe('before the click', () => {
  it('disables Place over the balance, says why and offers Deposit', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('150');
    const place = page.slip.getByRole('button', placeButton('€150.00'));
    expect(place).toHaveProperty('disabled', true);
    const reason = page.slip.getByText(/Your balance of €100.00 is less than the stake of €150.00/);
    expect(place.getAttribute('aria-describedby')).toBe(reason.id);
    // Without quick deposit, Deposit is the wallet's deposit page (as in the account menu).
    expect(page.slip.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/profile/wallet/deposit',
    );
    await page.typeStake('100');
    expect(page.slip.getByRole('button', placeButton('€100.00'))).toHaveProperty('disabled', false);
    expect(page.slip.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('keeps Place disabled while a limit the API refuses stands (same match in a combo)', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Total 2.5: Over 2.5/);
    await page.typeStake('5');
    expect(page.slip.getByRole('alert').textContent).toBe(
      'Selections from the same match cannot be combined.',
    );
    expect(page.slip.getByRole('button', placeButton('€5.00'))).toHaveProperty('disabled', true);
  });

  it('fills the largest stake the API allows, never more than the balance', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets/max-stake', { body: { data: [{ max_stake: 42_50 }] } });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.user.click(page.slip.getByRole('button', { name: 'Max stake' }));
    await waitFor(() => expect(page.stakeField()).toHaveProperty('value', '42.50'));
    const [request] = api.sentTo('POST', '/api/sb/bets/max-stake');
    expect(request!.body).toMatchObject({
      bets: [{ stake: { currency: 'EUR' }, selections: [{ match_id: arsenal.id, odds: 2.1 }] }],
    });
    api.on('POST', '/api/sb/bets/max-stake', { body: { data: [{ max_stake: 900_00 }] } });
    await page.user.click(page.slip.getByRole('button', { name: 'Max stake' }));
    await waitFor(() => expect(page.stakeField()).toHaveProperty('value', '100.00'));
  });

  it('fills a system bet’s largest stake in whole shares of its lines', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets/max-stake', { body: { data: [{ max_stake: 42_51 }] } });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.pick(/Ajax to win/);
    await page.user.click(page.slip.getByRole('button', { name: 'System' }));
    await settle();
    await page.user.click(page.slip.getByRole('button', { name: 'Max stake' }));
    await waitFor(() => expect(page.stakeField()).toHaveProperty('value', '42.51'));
    const [request] = api.sentTo('POST', '/api/sb/bets/max-stake');
    expect(request!.body).toMatchObject({ bets: [{ system_id: '2/3' }] });
    // Over the balance (100.00): the balance in whole shares, 3 × 33.33.
    api.on('POST', '/api/sb/bets/max-stake', { body: { data: [{ max_stake: 900_00 }] } });
    await page.user.click(page.slip.getByRole('button', { name: 'Max stake' }));
    await waitFor(() => expect(page.stakeField()).toHaveProperty('value', '99.99'));
    expect(page.total('Total stake')).toBe('€99.99');
  });

  it('takes the win the player wants and sets the stake that wins it', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('21', 'To win');
    expect(page.stakeField()).toHaveProperty('value', '10.00');
    expect(page.total('Total stake')).toBe('€10.00');
    expect(page.total('Potential win')).toBe('€21.00');
    await page.typeStake('5');
    expect(page.stakeField('To win')).toHaveProperty('value', '10.50');
  });

  it('shows, once the player leaves it, the win the rounded-up stake pays', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10', 'To win');
    // While typed in, the field keeps the player's amount; 4.76 at 2.10 wins 9.99, so the stake
    // is 4.77, which wins 10.01.
    expect(page.stakeField('To win')).toHaveProperty('value', '10');
    expect(page.stakeField()).toHaveProperty('value', '4.77');
    await page.user.tab();
    expect(page.total('Potential win')).toBe('€10.01');
    expect(page.stakeField('To win')).toHaveProperty('value', '10.01');
    // Back in the field, it stays as it reads until the player types.
    await page.user.click(page.stakeField('To win'));
    expect(page.stakeField('To win')).toHaveProperty('value', '10.01');
  });

  it('focuses the stake field when a selection is added', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await waitFor(() => expect(document.activeElement).toBe(page.stakeField()));
  });
});

describe('odds changes and the receipt', () => {
  it('accepts changed odds and places in one click', async () => {
    await signIn(sbSettings({ auto_accept_odds_change: 'none' }));
    api.on('POST', '/api/sb/bets', placedAnswer({ odds: 1.95 }));
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    realtime.markets([{ ...arsenalMarket, outcomes: [{ id: '1', active: true, odds: 1.95 }] }]);
    await settle();
    await page.user.click(page.slip.getByRole('button', { name: 'Accept and place · €10.00' }));
    await waitFor(() => expect(page.slip.getByText('Bet placed')).toBeTruthy());
    const [sent] = api.sentTo('POST', '/api/sb/bets');
    expect(sent!.body).toMatchObject({ bets: [{ selections: [{ odds: 1.95 }] }] });
  });

  it('shows the win at the changed price before it is accepted: what accepting places', async () => {
    await signIn(sbSettings({ auto_accept_odds_change: 'none' }));
    api.on('POST', '/api/sb/bets', placedAnswer({ odds: 1.95 }));
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    expect(page.total('Potential win')).toBe('€21.00');
    realtime.markets([{ ...arsenalMarket, outcomes: [{ id: '1', active: true, odds: 1.95 }] }]);
    await settle();
    expect(useTicket.getState().ticket.ticketState).toBe('ODDS_CHANGED');
    expect(page.total('Potential win')).toBe('€19.50');
    expect(page.stakeField('To win')).toHaveProperty('value', '19.50');
    await page.user.click(page.slip.getByRole('button', { name: 'Accept and place · €10.00' }));
    await waitFor(() => expect(page.slip.getByText('Bet placed')).toBeTruthy());
    const [sent] = api.sentTo('POST', '/api/sb/bets');
    expect(sent!.body).toMatchObject({ bets: [{ stake: { value: 10_00 } }] });
  });

  it('offers to accept and place after a refusal during which a market was suspended', async () => {
    await signIn();
    const refusal = heldReply({ status: 422, body: { code: 'MARKET_SUSPENDED', message: 'x' } });
    api.on('POST', '/api/sb/bets', refusal.responder);
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await settle();
    realtime.markets([{ ...arsenalMarket, status: -1 }]);
    await settle();
    refusal.release();
    await waitFor(() => expect(useTicket.getState().ticket.ticketState).toBe('ERROR'));
    api.on('POST', '/api/sb/bets', placedAnswer());
    await page.user.click(page.slip.getByRole('button', { name: 'Accept and place · €10.00' }));
    await waitFor(() => expect(page.slip.getByText('Bet placed')).toBeTruthy());
    const [, retry] = api.sentTo('POST', '/api/sb/bets');
    expect(retry!.body).toMatchObject({ bets: [{ selections: [{ odds: 1.8 }] }] });
  });

  it('lists the selections, odds, stake and totals, and keeps the selections on request', async () => {
    await signIn();
    const bet = serverBet();
    const stored = {
      ...bet,
      selections: [{ ...bet.selections[0]!, market: { id: arsenalMarket.id, name: '1X2' } }],
    };
    api.on('POST', '/api/sb/bets', { status: 200, body: { data: [stored] } });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await waitFor(() => expect(page.slip.getByText('Bet placed')).toBeTruthy());
    const receipt = page.slip.getByRole('status');
    const leg = within(receipt)
      .getByText(/Arsenal · 1X2 · Arsenal – Chelsea/)
      .closest('li')!;
    expect(leg.textContent).toContain('2.10');
    expect(within(receipt).getByTestId('receipt-total-stake').textContent).toBe('€10.00');
    expect(receipt.textContent).toContain('€21.00');

    await page.user.click(within(receipt).getByRole('button', { name: 'Keep selections' }));
    await settle();
    expect(
      screen.getByRole('button', { name: /Arsenal to win/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(useTicket.getState().ticket.ticketState).toBe('INITIAL');
    expect(page.stakeField()).toHaveProperty('value', '');
  });
});
