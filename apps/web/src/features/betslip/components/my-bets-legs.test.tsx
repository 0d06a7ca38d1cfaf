// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverBet } from '@/testing/fixtures';
import { en } from '@/testing/render';
import { clockOf } from '@/lib/i18n/clock';
import { liveCatalogue } from '@/lib/live/live-catalogue';
import { renderMyBets } from './my-bets.test-support';

const leg = serverBet().selections[0]!;

describe('each bet shows its kick-off, live score and the state of each leg', () => {
  it('shows each leg’s kick-off in the player’s time zone, on the locale’s clock', async () => {
    renderMyBets();
    const bet = (await screen.findByText(/SB-9001/)).closest('li')!;
    const time = bet.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-11-25T20:00:00Z');
    const local = new Intl.DateTimeFormat('en', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      ...clockOf('en'),
    }).format(new Date('2026-11-25T20:00:00Z'));
    expect(time.textContent).toBe(en('mybets.kickoff', { time: local }));
  });

  it('shows the live score of a live match from the live store, and follows it', async () => {
    const match = { ...leg.match, id: 7001, name: 'Leeds vs Fulham' };
    const statistics = {
      clock: null,
      total_score: { home: 1, away: 0 },
      game_score: null,
      period_score: [],
      current_server: null,
      max_period_number: null,
    };
    liveCatalogue.matches.set('7001', { status: 1, statistics });
    renderMyBets([serverBet({ ref: 'SB-LIVE', selections: [{ ...leg, match }] })]);
    const bet = (await screen.findByText(/SB-LIVE/)).closest('li')!;
    expect(within(bet).getByText(en('mybets.live-score', { home: '1', away: '0' }))).toBeTruthy();
    act(() =>
      liveCatalogue.matches.set('7001', {
        status: 1,
        statistics: { ...statistics, total_score: { home: 1, away: 1 } },
      }),
    );
    expect(within(bet).getByText(en('mybets.live-score', { home: '1', away: '1' }))).toBeTruthy();
  });

  it('shows no score for a match the live store does not hold as live', async () => {
    renderMyBets();
    const bet = (await screen.findByText(/SB-9001/)).closest('li')!;
    expect(within(bet).queryByText(/^Live /)).toBeNull();
  });

  it('names every leg’s state in words beside its icon: won, lost, void, open', async () => {
    renderMyBets([
      serverBet({
        ref: 'SB-LEGS',
        type: 'combo',
        selections: [
          { ...leg, id: 'w', status: 'win' },
          { ...leg, id: 'l', status: 'lose', match: { ...leg.match, id: 102 } },
          { ...leg, id: 'v', status: 'refund', match: { ...leg.match, id: 103 } },
          { ...leg, id: 'o', status: 'open', match: { ...leg.match, id: 104 } },
        ],
      }),
    ]);
    const bet = (await screen.findByText(/SB-LEGS/)).closest('li')!;
    const legs = within(within(bet).getByRole('list', { name: en('mybets.legs') })).getAllByRole(
      'listitem',
    );
    const states = legs.map((item) => item.querySelector('[data-state]')!);
    expect(states.map((s) => s.textContent)).toEqual(['✓ Won', '✕ Lost', '⊘ Void', '◷ Open']);
    // The icon is decoration: the state is read out as its word.
    for (const state of states) {
      expect(state.querySelector('[aria-hidden="true"]')).toBeTruthy();
    }
  });

  it('shows the open legs of a cashed-out bet as cashed out', async () => {
    renderMyBets([
      serverBet({
        ref: 'SB-CO',
        status: 'cashed_out',
        result: 'cashed_out',
        win_amount: 15_00,
        selections: [{ ...leg, status: 'open' }],
      }),
    ]);
    const bet = (await screen.findByText(/SB-CO/)).closest('li')!;
    expect(bet.querySelector('[data-state]')!.textContent).toBe('¤ Cashed out');
    expect(within(bet).getByText('Returned €15.00')).toBeTruthy();
  });

  it('shows a system bet with its type and lines, and its cash-out offer', async () => {
    renderMyBets([
      serverBet({
        ref: 'SB-SYS',
        type: 'system',
        stake: { value: 3_00, currency: 'EUR', subunits: 100 },
        system: { id: '2/3', win_count: 2, total_count: 3 },
        to_cashout: 2_40,
        selections: [
          { ...leg, id: 'a' },
          { ...leg, id: 'b', match: { ...leg.match, id: 102, name: 'Liverpool vs Everton' } },
          { ...leg, id: 'c', match: { ...leg.match, id: 103, name: 'Leeds vs Fulham' } },
        ],
      }),
    ]);
    const bet = (await screen.findByText(/SB-SYS/)).closest('li')!;
    expect(within(bet).getByText('System · SB-SYS')).toBeTruthy();
    expect(within(bet).getByText('System 2/3: 3 lines × €1.00')).toBeTruthy();
    expect(within(bet).getByRole('button', { name: 'Cash out €2.40' })).toBeTruthy();
  });

  it('shows a bet builder with its legs on one match, and its cash-out offer', async () => {
    renderMyBets([
      serverBet({
        ref: 'SB-BB',
        type: 'custom',
        to_cashout: 8_00,
        selections: [
          { ...leg, id: 'a' },
          {
            ...leg,
            id: 'b',
            market: { id: 18, name: 'Total' },
            outcome: { id: '12', name: 'Over 2.5' },
            specifier: 'total=2.5',
          },
        ],
      }),
    ]);
    const bet = (await screen.findByText(/SB-BB/)).closest('li')!;
    expect(within(bet).getByText('Bet builder · SB-BB')).toBeTruthy();
    expect(within(bet).getAllByRole('listitem')).toHaveLength(2);
    expect(within(bet).getByText('Over 2.5')).toBeTruthy();
    expect(within(bet).getByRole('button', { name: 'Cash out €8.00' })).toBeTruthy();
  });
});
