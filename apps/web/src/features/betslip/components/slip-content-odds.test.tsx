// @vitest-environment jsdom
// Price changes on the slip's selections while they are on it.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { useSettings } from '@/lib/settings-store';
import { en, settle } from '@/testing/render';
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

describe('odds changes on the slip', () => {
  const moveArsenal = (odds: number, status = 1, match = arsenalMarket) =>
    realtime.markets([
      { ...match, status: status as 1, outcomes: [{ id: '1', active: true, odds }] },
    ]);

  it('follows the match channel of each selection', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    expect(realtime.held()).toEqual(expect.arrayContaining([`match:${arsenal.id}`]));
  });

  it('flags a lowered price (mode higher), shows what it was, and asks to accept (ODDS_CHANGED)', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    moveArsenal(1.9);
    await settle();
    const selection = page.slip.getByText('Arsenal').closest('li')!;
    expect(within(selection).getByLabelText('was').textContent).toBe('2.10');
    expect(within(selection).getByText('1.90', { exact: false })).toBeTruthy();
    expect(page.slip.getByRole('status').textContent).toBe(en('betslip.odds-changed'));
    expect(page.slip.queryByRole('button', { name: /Place bet|Sign in to place bet/ })).toBeNull();

    await page.user.click(page.slip.getByRole('button', { name: 'Accept odds changes' }));
    await settle();
    expect(
      within(page.slip.getByText('Arsenal').closest('li')!).queryByLabelText('was'),
    ).toBeNull();
    expect(page.total('Potential win')).toBe('€19.00');
    expect(page.slip.getByRole('button', { name: 'Sign in to place bet' })).toBeTruthy();
  });

  it('places at the accepted odds once a change is accepted', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets', placedAnswer());
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    moveArsenal(1.95);
    await settle();
    await page.user.click(page.slip.getByRole('button', { name: 'Accept odds changes' }));
    await settle();
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await settle();
    const body = api.sentTo('POST', '/api/sb/bets')[0]?.body as {
      bets: Array<{ selections: Array<{ odds: number }> }>;
    };
    expect(body.bets[0]?.selections[0]?.odds).toBe(1.95);
  });

  it('accepts a higher price by itself in mode higher', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    moveArsenal(2.3);
    await settle();
    expect(page.slip.queryByText(en('betslip.odds-changed'))).toBeNull();
    expect(page.total('Potential win')).toBe('€23.00');
  });

  it('flags any difference, up too, in mode none', async () => {
    useSettings.setState({ oddsAcceptMode: 'none' });
    useTicket.getState().setContext({ oddsAcceptMode: 'none' });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    moveArsenal(2.3);
    await settle();
    expect(page.slip.getByText(en('betslip.odds-changed'))).toBeTruthy();
  });

  it('accepts every change by itself in mode any', async () => {
    useTicket.getState().setContext({ oddsAcceptMode: 'any' });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    moveArsenal(1.5);
    await settle();
    expect(page.slip.queryByText(en('betslip.odds-changed'))).toBeNull();
    expect(page.total('Potential win')).toBe('€15.00');
  });

  it('marks a selection of a suspended market and drops it when the changes are accepted', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    moveArsenal(2.1, -1);
    await settle();
    const selection = page.slip.getByText('Arsenal').closest('li')!;
    expect(within(selection).getByText(en('sb.ticket.suspended.label'))).toBeTruthy();
    await page.user.click(page.slip.getByRole('button', { name: 'Accept odds changes' }));
    await settle();
    expect(page.slip.queryByText('Arsenal')).toBeNull();
    expect(page.slip.getByText('Liverpool')).toBeTruthy();
  });

  it('shows the changed price in the chosen odds format', async () => {
    useSettings.setState({ oddsFormat: 'american' });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    moveArsenal(1.5);
    await settle();
    const selection = page.slip.getByText('Arsenal').closest('li')!;
    expect(within(selection).getByLabelText('was').textContent).toBe('+110');
    expect(selection.textContent).toContain('-200');
  });
});
