// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import { useBetslipPanel } from '@/features/betslip/stores/panel-store';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { fakeApi } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import {
  eurAccount,
  footballMatch,
  profile,
  sbSettings,
  serverBet,
  systemData,
  winnerMarket,
} from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { BetslipColumn } from './betslip-column';
import { warmSlip } from './slip-warmup';

// The column reads the shared-slip code and the page from the address (Next.js's router hooks).
const address = vi.hoisted(() => ({ pathname: '/soccer' }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => address.pathname,
  useRouter: () => ({ refresh: vi.fn() }),
}));

const api = fakeApi().on('GET', '/api/sb/system', { body: systemData() });
fakeRealtime();
resetBetweenTests(useTicket, useBetslipPanel, usePlayer, useSettings);

const match = footballMatch();
const market = winnerMarket(match.id);

// The slip's code and rules, which the page loads once it is idle.
beforeAll(() => warmSlip());
beforeEach(() => {
  address.pathname = '/soccer';
});

function renderColumn() {
  const page = renderPage(
    <>
      <MarketOutcomes match={match} market={market} competitors={['Arsenal', 'Chelsea']} />
      <BetslipColumn locale="en" />
    </>,
  );
  const column = within(screen.getByRole('complementary', { name: 'Bet slip' }));
  return { ...page, column };
}

describe('the bet slip panel (two tabs, BET_SLIP and MY_BETS, open or closed)', () => {
  it('starts closed on the bet slip tab, which asks for a first pick', () => {
    const { column } = renderColumn();
    expect(column.getByRole('button', { name: /Bet slip/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(column.getByRole('tab', { name: 'Bet slip' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(column.getByText(en('betslip.empty'))).toBeTruthy();
  });

  it('counts the selections on its toggle', async () => {
    const { column, user } = renderColumn();
    expect(column.getByLabelText('0 selections')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Arsenal to win/ }));
    await settle();
    expect(column.getByLabelText('1 selection')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Draw/ }));
    await settle();
    // Another outcome of the same market takes the place of the first.
    expect(column.getByLabelText('1 selection')).toBeTruthy();
  });

  it('shows the filled slip once an outcome is picked', async () => {
    const { column, user } = renderColumn();
    await user.click(screen.getByRole('button', { name: /Arsenal to win/ }));
    expect(await column.findByRole('button', { name: 'Sign in to place bet' })).toBeTruthy();
    expect(column.queryByText(en('betslip.empty'))).toBeNull();
  });

  it('opens and closes, and keeps that state for the browser session', async () => {
    const { column, user } = renderColumn();
    const toggle = column.getByRole('button', { name: /Bet slip/ });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Bet slip' }).dataset.open).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('sb-betslip-toggle')!).state).toEqual({
      open: true,
      tab: 'slip',
    });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone sheet on a page change and keeps its selections', async () => {
    const { column, user } = renderColumn();
    await user.click(screen.getByRole('button', { name: /Arsenal to win/ }));
    await settle();
    const toggle = column.getByRole('button', { name: /Bet slip/ });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Renders on the same page leave it open; the next render on another page closes it.
    const rerender = () => act(() => useBetslipPanel.getState().setTab('slip'));
    rerender();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    address.pathname = '/live';
    rerender();
    await settle();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(column.getByLabelText('1 selection')).toBeTruthy();
    expect(useTicket.getState().ticket.selectedOutcomeIds).toHaveLength(1);
  });

  it('opens the phone sheet when the skip link lands on the slip', () => {
    renderColumn();
    const slip = screen.getByRole('complementary', { name: 'Bet slip' });
    act(() => slip.focus());
    expect(useBetslipPanel.getState().open).toBe(true);
    expect(slip.dataset.open).toBe('true');
  });

  it('shows a visitor’s My bets tab asking to sign in', async () => {
    const { column, user } = renderColumn();
    await user.click(column.getByRole('tab', { name: 'My bets' }));
    expect(column.getByRole('tab', { name: 'My bets' }).getAttribute('aria-selected')).toBe('true');
    expect(await column.findByText(en('mybets.sign-in'))).toBeTruthy();
    // Quick bet belongs to the slip tab.
    expect(column.queryByRole('switch', { name: en('quickbet.title') })).toBeNull();
  });

  it("lists a signed-in player's bets in the My bets tab", async () => {
    api
      .on('GET', '/api/platform/player', { body: profile() })
      .on('GET', '/api/sb/settings', { body: sbSettings() })
      .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
      .on('GET', '/api/platform/player/status_groups', { body: { data: [] } })
      .on('GET', '/api/sb/bets', {
        body: {
          data: [serverBet()],
          pagination: { total: 1, page: 1, limit: 20, last_page: 1 },
        },
      })
      .on('POST', '/api/sb/websocket/authorize', { status: 503, body: {} });
    await usePlayer.getState().load();
    const { column, user } = renderColumn();
    await user.click(column.getByRole('tab', { name: 'My bets' }));
    expect(await column.findByText('Single · SB-9001')).toBeTruthy();
  });

  it('takes the odds-accept mode of the settings into the slip', async () => {
    renderColumn();
    await useSettings.getState().setOddsAcceptMode('any');
    await settle();
    expect(useTicket.getState().context.oddsAcceptMode).toBe('any');
  });
});
