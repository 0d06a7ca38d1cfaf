// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerBetBody } from '@sportsbook/contracts';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { eurAccount, profile, sbSettings, serverBet } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { MyBets } from './my-bets';

const api = fakeApi()
  .on('GET', '/api/platform/player', { body: profile() })
  .on('GET', '/api/sb/settings', { body: sbSettings() })
  .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
  .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
  .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
resetBetweenTests(usePlayer, useAlerts);
afterEach(() => getQueryClient().clear());

const page = (bets: ServerBetBody[], pages = 1, current = 1) => ({
  body: {
    data: bets,
    pagination: { total: bets.length, page: current, limit: 20, last_page: pages },
  },
});

/** The bets the API lists for each filter, and My bets of a signed-in player. */
function renderMyBets(bets: ServerBetBody[] = [serverBet()], loggedIn = true) {
  api.on('GET', '/api/sb/bets', page(bets));
  return renderPage(<MyBets locale="en" loggedIn={loggedIn} />);
}

const betsRequests = () => api.sentTo('GET', '/api/sb/bets');
const lastBetsQuery = () => Object.fromEntries(betsRequests().at(-1)!.query);
const betItem = (ref: string) => screen.getByText(new RegExp(ref)).closest('li')!;

describe('My bets lists the player’s bets (only logged-in players fetch bets)', () => {
  it('asks a visitor to sign in and fetches nothing', () => {
    renderMyBets([serverBet()], false);
    expect(screen.getByText(en('mybets.sign-in'))).toBeTruthy();
    expect(betsRequests()).toEqual([]);
  });

  it('shows that the bets are loading until the list arrives', async () => {
    const answer = heldReply(page([serverBet()]));
    api.on('GET', '/api/sb/bets', answer.responder);
    renderPage(<MyBets locale="en" loggedIn />);
    expect(await screen.findByText(en('mybets.loading'))).toBeTruthy();
    answer.release();
    expect(await screen.findByText(/SB-9001/)).toBeTruthy();
  });

  it('asks for the open bets first, 20 to a page', async () => {
    renderMyBets();
    await screen.findByText(/SB-9001/);
    expect(lastBetsQuery()).toEqual({ filter: 'open', result: 'all', page: '1', limit: '20' });
    expect(
      screen.getByRole('button', { name: en('mybets.open') }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows each bet: type and reference, result, legs with their odds, stake and what it may win', async () => {
    renderMyBets();
    await screen.findByText(/SB-9001/);
    const bet = betItem('SB-9001');
    expect(within(bet).getByText('Single · SB-9001')).toBeTruthy();
    expect(within(bet).getByText(en('mybets.result.no_results'))).toBeTruthy();
    const leg = within(bet).getByText('Arsenal').closest('li')!;
    expect(leg.textContent).toBe('Arsenal · 1x2 · Arsenal vs Chelsea2.10');
    expect(within(bet).getByText('Stake: €10.00')).toBeTruthy();
    expect(within(bet).getByText('To win €21.00')).toBeTruthy();
  });

  it('names the draw and the away side of a leg as the slip does', async () => {
    renderMyBets([
      serverBet({
        ref: 'SB-2',
        type: 'combo',
        odds: 10.88,
        selections: [
          { ...serverBet().selections[0]!, id: 'a', outcome: { id: '2', name: 'X' }, odds: 3.4 },
          {
            ...serverBet().selections[0]!,
            id: 'b',
            match: { ...serverBet().selections[0]!.match, id: 102, name: 'Liverpool vs Everton' },
            outcome: { id: '3', name: '2' },
            odds: 3.2,
          },
        ],
      }),
    ]);
    const bet = (await screen.findByText(/SB-2/)).closest('li')!;
    expect(within(bet).getByText('Combo · SB-2')).toBeTruthy();
    expect(within(bet).getByText('Draw')).toBeTruthy();
    expect(within(bet).getByText('Everton')).toBeTruthy();
  });

  it('shows what a settled bet returned and how each leg ended', async () => {
    renderMyBets([
      serverBet({
        ref: 'SB-WON',
        status: 'done',
        result: 'win_entire',
        win_amount: 21_00,
        selections: [{ ...serverBet().selections[0]!, status: 'win' }],
      }),
    ]);
    const bet = (await screen.findByText(/SB-WON/)).closest('li')!;
    expect(within(bet).getAllByText(en('mybets.result.win_entire'))).toHaveLength(2);
    expect(within(bet).getByText('Returned €21.00')).toBeTruthy();
    expect(within(bet).queryByText(/To win/)).toBeNull();
  });

  it('says when there are no open bets', async () => {
    renderMyBets([]);
    expect(await screen.findByText(en('mybets.empty.open'))).toBeTruthy();
  });

  it('says the bets could not be read when the call fails', async () => {
    api.on('GET', '/api/sb/bets', { status: 500, body: { code: 'INTERNAL' } });
    renderPage(<MyBets locale="en" loggedIn />);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toBe(en('global-error.default.description'));
  });
});

describe('My bets filters (bet filters: all, open, settled; result filters: all, win, lose, refund)', () => {
  it('asks for the settled bets when that filter is chosen', async () => {
    const { user } = renderMyBets();
    await screen.findByText(/SB-9001/);
    api.on('GET', '/api/sb/bets', page([]));
    await user.click(screen.getByRole('button', { name: en('mybets.settled') }));
    expect(await screen.findByText(en('mybets.empty.settled'))).toBeTruthy();
    expect(lastBetsQuery()).toMatchObject({ filter: 'settled', result: 'all', page: '1' });
    expect(
      screen.getByRole('button', { name: en('mybets.settled') }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('offers the result filter only for settled and all bets', async () => {
    const { user } = renderMyBets();
    await screen.findByText(/SB-9001/);
    expect(screen.queryByRole('combobox', { name: en('mybets.result-filter') })).toBeNull();
    await user.click(screen.getByRole('button', { name: en('mybets.all') }));
    const results = screen.getByRole('combobox', { name: en('mybets.result-filter') });
    expect(
      within(results)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      en('mybets.result-filter.all'),
      en('mybets.result-filter.win'),
      en('mybets.result-filter.lose'),
      en('mybets.result-filter.refund'),
    ]);
  });

  it('asks for the bets of one result and says when none has it', async () => {
    const { user } = renderMyBets();
    await screen.findByText(/SB-9001/);
    await user.click(screen.getByRole('button', { name: en('mybets.settled') }));
    api.on('GET', '/api/sb/bets', page([]));
    await user.selectOptions(
      screen.getByRole('combobox', { name: en('mybets.result-filter') }),
      'refund',
    );
    expect(await screen.findByText(en('mybets.empty.result'))).toBeTruthy();
    expect(lastBetsQuery()).toMatchObject({ filter: 'settled', result: 'refund' });
  });

  it('never narrows the open bets by result', async () => {
    const { user } = renderMyBets();
    await screen.findByText(/SB-9001/);
    await user.click(screen.getByRole('button', { name: en('mybets.all') }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: en('mybets.result-filter') }),
      'lose',
    );
    await user.click(screen.getByRole('button', { name: en('mybets.open') }));
    expect(await screen.findByText(/SB-9001/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: en('mybets.result-filter') })).toBeNull();
    const openQueries = betsRequests().filter((r) => r.query.get('filter') === 'open');
    expect(openQueries.map((r) => r.query.get('result'))).toEqual(openQueries.map(() => 'all'));
  });
});

describe('My bets pages', () => {
  it('moves between pages of bets and starts again at the first with another filter', async () => {
    api.on('GET', '/api/sb/bets', (request) =>
      page(
        [serverBet({ ref: `SB-P${request.query.get('page')}` })],
        3,
        Number(request.query.get('page')),
      ),
    );
    const { user } = renderPage(<MyBets locale="en" loggedIn />);
    await screen.findByText(/SB-P1/);
    const pager = screen.getByRole('navigation', { name: en('mybets.pages') });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: en('mybets.previous') })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(pager).getByRole('button', { name: en('mybets.next') }));
    expect(await screen.findByText(/SB-P2/)).toBeTruthy();
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: en('mybets.next') }));
    await screen.findByText(/SB-P3/);
    expect(within(pager).getByRole('button', { name: en('mybets.next') })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: en('mybets.settled') }));
    await screen.findByText(/SB-P1/);
    expect(lastBetsQuery()).toMatchObject({ filter: 'settled', page: '1' });
  });

  it('shows no pager when the bets fit on one page', async () => {
    renderMyBets();
    await screen.findByText(/SB-9001/);
    expect(screen.queryByRole('navigation', { name: en('mybets.pages') })).toBeNull();
  });
});

describe('cash out (POST /bets/cashout {bet_id, to_cashout})', () => {
  const offered = serverBet({ to_cashout: 15_00 });

  it('offers cash out at the value on screen, and none for a bet without an offer', async () => {
    renderMyBets([offered, serverBet({ id: '9002', ref: 'SB-9002' })]);
    await screen.findByText(/SB-9001/);
    expect(
      within(betItem('SB-9001')).getByRole('button', { name: 'Cash out €15.00' }),
    ).toBeTruthy();
    expect(within(betItem('SB-9002')).queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('asks to confirm, and cancelling sends nothing', async () => {
    const { user } = renderMyBets([offered]);
    await user.click(await screen.findByRole('button', { name: 'Cash out €15.00' }));
    const confirm = screen.getByRole('group', { name: en('mybets.cashout-confirm') });
    expect(within(confirm).getByRole('button', { name: 'Confirm €15.00' })).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: en('mybets.cashout-cancel') }));
    expect(screen.queryByRole('group', { name: en('mybets.cashout-confirm') })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cash out €15.00' })).toBeTruthy();
    expect(api.sentTo('POST', '/api/sb/bets/cashout')).toEqual([]);
  });

  it('sends the bet and the accepted offer, shows it in progress, then the amount cashed out', async () => {
    const answer = heldReply({
      body: { data: serverBet({ status: 'cashed_out', result: 'cashed_out', win_amount: 15_00 }) },
    });
    api.on('POST', '/api/sb/bets/cashout', answer.responder);
    const { user } = renderMyBets([offered]);
    await user.click(await screen.findByRole('button', { name: 'Cash out €15.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm €15.00' }));

    const confirming = screen.getByRole('button', { name: 'Confirm €15.00' });
    await waitFor(() => expect(confirming.getAttribute('aria-busy')).toBe('true'));
    expect(confirming).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: en('mybets.cashout-cancel') })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.sentTo('POST', '/api/sb/bets/cashout')[0]?.body).toEqual({
      bet_id: '9001',
      to_cashout: 15_00,
    });

    const listed = betsRequests().length;
    const balanceReads = api.sentTo('GET', '/api/platform/player/accounts').length;
    api.on('GET', '/api/sb/bets', page([]));
    answer.release();
    expect(await screen.findByText('Cashed out €15.00')).toBeTruthy();
    // The list and the balance are read again.
    await waitFor(() => expect(betsRequests().length).toBeGreaterThan(listed));
    await waitFor(() =>
      expect(api.sentTo('GET', '/api/platform/player/accounts').length).toBe(balanceReads + 1),
    );
    expect(await screen.findByText(en('mybets.empty.open'))).toBeTruthy();
  });

  it('says the value changed when the offer moved before the player confirmed', async () => {
    api.on('POST', '/api/sb/bets/cashout', {
      status: 409,
      body: { code: 'CASHOUT_VALUE_CHANGED', message: 'mybets.cashout-changed' },
    });
    const { user } = renderMyBets([offered]);
    await user.click(await screen.findByRole('button', { name: 'Cash out €15.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm €15.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en('mybets.cashout-changed'));
    // The confirmation closes; the (re-read) offer can be taken again.
    expect(screen.queryByRole('group', { name: en('mybets.cashout-confirm') })).toBeNull();
  });

  it('says cash out is not available for any other refusal', async () => {
    api.on('POST', '/api/sb/bets/cashout', {
      status: 422,
      body: { code: 'CASHOUT_UNAVAILABLE', message: 'mybets.cashout-unavailable' },
    });
    const { user } = renderMyBets([offered]);
    await user.click(await screen.findByRole('button', { name: 'Cash out €15.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm €15.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en('mybets.cashout-unavailable'));
  });

  it('clears an earlier refusal when the player tries again', async () => {
    api.on('POST', '/api/sb/bets/cashout', { status: 422, body: { code: 'CASHOUT_UNAVAILABLE' } });
    const { user } = renderMyBets([offered]);
    await user.click(await screen.findByRole('button', { name: 'Cash out €15.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm €15.00' }));
    await screen.findByRole('alert');
    await user.click(await screen.findByRole('button', { name: 'Cash out €15.00' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
