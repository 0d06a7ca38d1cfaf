// @vitest-environment jsdom
// The price buttons and the slip: each shows whether its outcome is on the slip, and a tap puts
// the price on screen there (the slip hands the buttons both through SlipPrices).
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { warmSlip } from './slip-warmup';
import { MatchChannel } from '@/lib/live/live-updates';
import { footballMatch, winnerMarket } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { renderPage, resetBetweenTests, settle } from '@/testing/render';

const realtime = fakeRealtime();
fakeApi();
resetBetweenTests(useTicket);

const match = footballMatch();
let market = winnerMarket(match.id);

// The slip's code and rules, which the page loads once it is idle.
beforeAll(() => warmSlip());

beforeEach(() => {
  // Every test gets its own market id, so prices one test moved in the live store stay its own.
  market = winnerMarket(match.id, [2.1, 3.4, 3.2], { id: market.id + 1 });
});

describe('the price button shows whether its outcome is on the bet slip', () => {
  // The match page holds the match's channel, through which its prices move.
  const renderMarket = () =>
    renderPage(
      <>
        <MatchChannel matchId={match.id} />
        <MarketOutcomes match={match} market={market} competitors={['Arsenal', 'Chelsea']} />
      </>,
    );

  it('names each price by what it selects: the side to win, or the draw', () => {
    renderMarket();
    expect(screen.getByRole('button', { name: /Arsenal to win \(1X2\), odds/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Draw \(1X2\), odds/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Chelsea to win \(1X2\), odds/ })).toBeTruthy();
  });

  it('is pressed once its outcome is added, and released when it is removed (toggling an outcome)', async () => {
    const { user } = renderMarket();
    const home = screen.getByRole('button', { name: /Arsenal to win/ });
    expect(home.getAttribute('aria-pressed')).toBe('false');

    await user.click(home);
    await settle();
    expect(home.getAttribute('aria-pressed')).toBe('true');
    expect(home.dataset.selected).toBe('true');
    expect(useTicket.getState().ticket.selectedOutcomeIds).toEqual([`${match.id}:${market.id}::1`]);

    await user.click(home);
    await settle();
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(useTicket.getState().ticket.bets).toEqual([]);
  });

  it('adds the price on screen, not the one the page was rendered with', async () => {
    const { user } = renderMarket();
    realtime.markets([{ ...market, outcomes: [{ id: '1', active: true, odds: 2.4 }] }]);
    await settle();
    await user.click(screen.getByRole('button', { name: /Arsenal to win/ }));
    await settle();
    const [selection] = useTicket.getState().ticket.bets[0]!.selections;
    expect(selection?.odds).toBe(24_000);
  });

  it('presses only the outcome that was picked', async () => {
    const { user } = renderMarket();
    await user.click(screen.getByRole('button', { name: /Draw/ }));
    await settle();
    const pressed = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-pressed') === 'true');
    expect(pressed.map((button) => button.textContent)).toEqual(['X Draw (1X2), odds 3.40']);
  });

  it('re-renders no other market of the page when a price is picked', async () => {
    const other = winnerMarket(match.id, [1.5, 4, 6], { id: market.id + 1000 });
    const renders = vi.fn();
    const { user } = renderPage(
      <>
        <MarketOutcomes match={match} market={market} competitors={['Arsenal', 'Chelsea']} />
        <Profiler id="other" onRender={renders}>
          <MarketOutcomes match={match} market={other} competitors={['Arsenal', 'Chelsea']} />
        </Profiler>
      </>,
    );
    renders.mockClear();
    await user.click(screen.getAllByRole('button', { name: /Arsenal to win/ })[0]!);
    await settle();
    expect(useTicket.getState().ticket.selectedOutcomeIds).toHaveLength(1);
    expect(renders).not.toHaveBeenCalled();
  });
});
