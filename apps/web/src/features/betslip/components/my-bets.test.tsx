// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldReply } from '@/testing/fake-api';
import { serverBet } from '@/testing/fixtures';
import { en, renderPage } from '@/testing/render';
import { MyBets } from './my-bets';
import { api, page, renderMyBets } from './my-bets.test-support';

const OPEN_STATUSES = 'submitted,waiting_results,ready_to_process,cashout_in_progress';
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

  it('asks for the open bets first by their statuses, 500 to a page (spec: bet history)', async () => {
    renderMyBets();
    await screen.findByText(/SB-9001/);
    expect(lastBetsQuery()).toEqual({
      status: 'submitted,waiting_results,ready_to_process,cashout_in_progress',
      result: 'all',
      page: '1',
      limit: '500',
      locale: 'en',
    });
    expect(
      screen.getByRole('button', { name: en('mybets.open') }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows each bet: type and reference, result, legs with their odds, stake and what it may win', async () => {
    renderMyBets();
    await screen.findByText(/SB-9001/);
    const bet = betItem('SB-9001');
    expect(within(bet).getByText('Single · SB-9001')).toBeTruthy();
    expect(bet.querySelector('[data-result]')!.textContent).toBe(en('mybets.result.no_results'));
    const leg = within(bet).getByText('Arsenal').closest('li')!;
    expect(leg.textContent).toContain('Arsenal · 1X2 · Arsenal vs Chelsea');
    expect(within(leg).getByText('2.10')).toBeTruthy();
    expect(within(leg).getByText(en('mybets.selection.open'))).toBeTruthy();
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
    expect(within(bet).getAllByText(new RegExp(en('mybets.result.win_entire')))).toHaveLength(2);
    expect(within(bet).getByText('Returned €21.00')).toBeTruthy();
    expect(within(bet).queryByText(/To win/)).toBeNull();
  });

  it('says when a bonus paid the stake: a free bet is not the player’s money', async () => {
    renderMyBets([
      serverBet({ ref: 'SB-FREE', bonus: { id: '7', type: 'freebet', odds: null } }),
      serverBet({ ref: 'SB-CASH' }),
      serverBet({ ref: 'SB-RISK', bonus: { id: '8', type: 'freebet_no_risk', odds: null } }),
      serverBet({ ref: 'SB-BOOST', bonus: { id: '9', type: 'comboboost', odds: 2.4 } }),
    ]);
    const free = (await screen.findByText(/SB-FREE/)).closest('li')!;
    expect(within(free).getByText(`Stake: €10.00 · ${en('promotions.type.freebet')}`)).toBeTruthy();
    // A risk-free bet and a boost are staked with the player's money.
    for (const ref of [/SB-CASH/, /SB-RISK/, /SB-BOOST/]) {
      const cash = screen.getByText(ref).closest('li')!;
      expect(within(cash).getByText('Stake: €10.00')).toBeTruthy();
    }
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
    expect(lastBetsQuery()).toMatchObject({
      status: 'done,cashed_out,cancelled',
      result: 'all',
      page: '1',
    });
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
    expect(lastBetsQuery()).toMatchObject({
      status: 'done,cashed_out,cancelled',
      result: 'refund',
    });
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
    const openQueries = betsRequests().filter((r) => r.query.get('status') === OPEN_STATUSES);
    expect(openQueries.map((r) => r.query.get('result'))).toEqual(openQueries.map(() => 'all'));
  });
});

describe('cashed-out view and loading more than a page (500 bets)', () => {
  it('lists the cashed-out bets by their status', async () => {
    const { user } = renderMyBets();
    await screen.findByText(/SB-9001/);
    api.on('GET', '/api/sb/bets', page([]));
    await user.click(screen.getByRole('button', { name: en('mybets.cashed_out') }));
    expect(await screen.findByText(en('mybets.empty.cashed_out'))).toBeTruthy();
    expect(lastBetsQuery()).toMatchObject({ status: 'cashed_out', page: '1', limit: '500' });
  });

  it('loads the next page under the first when there are more bets, and no more after the last', async () => {
    api.on('GET', '/api/sb/bets', (request) => {
      const at = Number(request.query.get('page'));
      return {
        body: {
          data: [serverBet({ id: `p${at}`, ref: `SB-P${at}` })],
          pagination: { total: 501, page: at, limit: 500, last_page: 2 },
        },
      };
    });
    const { user } = renderPage(<MyBets locale="en" loggedIn />);
    await screen.findByText(/SB-P1/);
    const more = screen.getByRole('button', {
      name: en('mybets.load-more', { shown: 500, total: 501 }),
    });
    await user.click(more);
    expect(await screen.findByText(/SB-P2/)).toBeTruthy();
    // Both pages stay on screen; the last page offers no more.
    expect(screen.getByText(/SB-P1/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(betsRequests().map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('offers no "load more" when the bets fit on one page', async () => {
    renderMyBets();
    await screen.findByText(/SB-9001/);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('starts again at the first page with another view', async () => {
    api.on('GET', '/api/sb/bets', (request) => ({
      body: {
        data: [serverBet({ ref: `SB-Q${request.query.get('page')}` })],
        pagination: {
          total: 600,
          page: Number(request.query.get('page')),
          limit: 500,
          last_page: 2,
        },
      },
    }));
    const { user } = renderPage(<MyBets locale="en" loggedIn />);
    await screen.findByText(/SB-Q1/);
    await user.click(screen.getByRole('button', { name: /Load more/ }));
    await screen.findByText(/SB-Q2/);
    await user.click(screen.getByRole('button', { name: en('mybets.settled') }));
    await waitFor(() => expect(screen.queryByText(/SB-Q2/)).toBeNull());
    expect(lastBetsQuery()).toMatchObject({ status: 'done,cashed_out,cancelled', page: '1' });
  });
});
