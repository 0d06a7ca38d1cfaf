// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import { useAlerts } from '@/lib/alerts';
import { loadQuickBetPlacement } from '@/features/betslip/stores/quick-bet-loader';
import { useQuickBet } from '@/features/betslip/stores/quick-bet-store';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import {
  eurAccount,
  footballMatch,
  NO_LIMITS,
  profile,
  sbSettings,
  serverBet,
  systemData,
  winnerMarket,
} from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { BetslipColumn } from './betslip-column';
import { warmSlip } from './slip-warmup';

// The column reads the shared-slip code from the address (Next.js's router hook).
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/',
  useRouter: () => ({ refresh: vi.fn() }),
}));

const api = fakeApi();
fakeRealtime();
resetBetweenTests(useQuickBet, useTicket, usePlayer, useSettings, useAuthModal, useAlerts);

const live = footballMatch();
const prematch = footballMatch({
  id: 202,
  name: 'Ajax vs PSV',
  status: 0,
  competitors: { home: { name: 'Ajax' }, away: { name: 'PSV' } },
});
let liveMarket = winnerMarket(live.id);
let prematchMarket = winnerMarket(prematch.id);

// Stakes up to 50 euros, odds above 3.30 taken with a warning; the system data is read once per
// tab, so it holds for the whole file.
api.on('GET', '/api/sb/system', {
  body: systemData({
    bet_limits_settings: {
      ...NO_LIMITS,
      max_stake_limit: { fiat: [{ currency_code: 'EUR', amount: 50_00 }], crypto: [] },
      odds_limit: { value: 33_000, action: 'accept_with_warning' },
    },
  }),
});

beforeAll(async () => {
  // The slip's code and rules load while the page is idle, quick bet's once it is on.
  await warmSlip();
  await loadQuickBetPlacement();
});

beforeEach(() => {
  liveMarket = winnerMarket(live.id, [2.1, 3.4, 3.2], { id: liveMarket.id + 10 });
  prematchMarket = winnerMarket(prematch.id, [1.5, 4, 6], { id: prematchMarket.id + 10 });
});

async function signIn(balance = 100_00) {
  api
    .on('GET', '/api/platform/player', { body: profile() })
    .on('GET', '/api/sb/settings', { body: sbSettings() })
    .on('GET', '/api/platform/player/accounts', { body: [eurAccount(balance)] })
    .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
    .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
  await usePlayer.getState().load();
}

/** A page with a live and a prematch match, and the bet slip column. */
function renderPageWithSlip() {
  const page = renderPage(
    <>
      <MarketOutcomes match={live} market={liveMarket} competitors={['Arsenal', 'Chelsea']} />
      <MarketOutcomes match={prematch} market={prematchMarket} competitors={['Ajax', 'PSV']} />
      <BetslipColumn locale="en" />
    </>,
  );
  const column = within(screen.getByRole('complementary', { name: 'Bet slip' }));
  const quickSwitch = () => column.getByRole('switch', { name: en('quickbet.title') });
  const stakeField = () => column.getByRole('textbox', { name: en('quickbet.stake') });
  const turnOnAndApprove = async (stake: string) => {
    await page.user.click(quickSwitch());
    await page.user.type(stakeField(), stake);
    await page.user.click(column.getByRole('button', { name: /^Approve/ }));
  };
  const tap = async (name: RegExp) => {
    await page.user.click(screen.getAllByRole('button', { name })[0]!);
    await settle();
  };
  return { ...page, column, quickSwitch, stakeField, turnOnAndApprove, tap };
}

const alertRegion = () => screen.getAllByRole('status').find((s) => s.getAttribute('aria-live'))!;

describe('the quick-bet switch', () => {
  it('is off at first and shows nothing more', () => {
    const page = renderPageWithSlip();
    expect(page.quickSwitch().getAttribute('aria-checked')).toBe('false');
    expect(page.column.queryByRole('textbox', { name: en('quickbet.stake') })).toBeNull();
  });

  it('turned on, explains quick bet and asks for the stake to approve', async () => {
    const page = renderPageWithSlip();
    await page.user.click(page.quickSwitch());
    expect(page.quickSwitch().getAttribute('aria-checked')).toBe('true');
    // The stake and its approval load once quick bet is switched on.
    expect(await page.column.findByText(en('quickbet.hint'))).toBeTruthy();
    expect(page.stakeField()).toBeTruthy();
    // Approval is true only when the stake is above 0.
    expect(page.column.getByRole('button', { name: 'Approve €0.00 per tap' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('approves the stake typed, and says so', async () => {
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    expect(page.column.getByText('Approved: €5.00 per tap on live prices')).toBeTruthy();
    expect(useQuickBet.getState().quick).toMatchObject({ isApproved: true, stake: 5_00 });
  });

  it('resets approval when the stake changes', async () => {
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.user.type(page.stakeField(), '0');
    expect(page.column.queryByText(/^Approved:/)).toBeNull();
    expect(page.column.getByRole('button', { name: 'Approve €50.00 per tap' })).toBeTruthy();
  });

  it('resets approval when switched off and on again (toggling resets approval)', async () => {
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.user.click(page.quickSwitch());
    await page.user.click(page.quickSwitch());
    expect(page.column.getByRole('button', { name: 'Approve €5.00 per tap' })).toBeTruthy();
  });

  it('keeps the switch and stake across a reload, but never the approval', async () => {
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    const stored = JSON.parse(localStorage.getItem('sb-quick-bet')!) as {
      state: { quick: { isEnabled: boolean; isApproved: boolean; stake: number } };
    };
    expect(stored.state.quick).toMatchObject({ isEnabled: true, isApproved: false, stake: 5_00 });
  });

  it('withdraws the approval when the balance is at or below the stake', async () => {
    await signIn(3_00);
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await settle();
    // The balance check runs again once the account is read.
    await usePlayer.getState().load();
    await settle();
    expect(useQuickBet.getState().quick.isApproved).toBe(false);
    expect(page.column.getByRole('button', { name: 'Approve €5.00 per tap' })).toBeTruthy();
  });
});

describe('a tap on a live price with quick bet approved', () => {
  it('asks a visitor to sign in (not logged in triggers sign-in) and sends nothing', async () => {
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Arsenal to win/);
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in' });
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
  });

  it('places a single at the approved stake as a quick bet, without the slip', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets', {
      body: { data: [serverBet({ stake: { value: 5_00, currency: 'EUR', subunits: 100 } })] },
    });
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Arsenal to win/);
    await waitFor(() => expect(api.sentTo('POST', '/api/sb/bets')).toHaveLength(1));
    const [sent] = api.sentTo('POST', '/api/sb/bets');
    expect(sent?.body).toMatchObject({
      meta: { quick: true, type: 'quick', locale: 'en' },
      bets: [
        {
          type: 'single',
          stake: { value: 5_00, currency: 'EUR' },
          selections: [{ match_id: live.id, market_id: liveMarket.id, outcome_id: '1', odds: 2.1 }],
        },
      ],
    });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
    // The slip stays empty: quick bet took the selection.
    expect(useTicket.getState().ticket.bets).toEqual([]);
    expect(page.column.getByText(en('betslip.empty'))).toBeTruthy();
  });

  it('shows the bet being placed, then confirms it with stake, outcome and odds', async () => {
    await signIn();
    const answer = heldReply({ body: { data: [serverBet()] } });
    api.on('POST', '/api/sb/bets', answer.responder);
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Arsenal to win/);
    const placing = await page.column.findByText(en('betslip.placing'));
    expect(placing.getAttribute('aria-busy')).toBe('true');
    expect(page.stakeField()).toHaveProperty('disabled', true);

    answer.release();
    const region = alertRegion();
    await waitFor(() => expect(within(region).getByText(en('quickbet.placed'))).toBeTruthy());
    expect(within(region).getByText('€5.00 on Arsenal at 2.10')).toBeTruthy();
    expect(page.column.queryByText(en('betslip.placing'))).toBeNull();
  });

  it('stays approved after a placed bet, for the next tap', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets', { body: { data: [serverBet()] } });
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Arsenal to win/);
    await waitFor(() =>
      expect(within(alertRegion()).getByText(en('quickbet.placed'))).toBeTruthy(),
    );
    await page.tap(/Chelsea to win/);
    await waitFor(() => expect(api.sentTo('POST', '/api/sb/bets')).toHaveLength(2));
  });

  it("shows the API's refusal: its message as the title and the bet's own reason", async () => {
    await signIn();
    api.on('POST', '/api/sb/bets', {
      status: 422,
      body: {
        code: 'MARKET_SUSPENDED',
        message: 'error.place_bets.default',
        data: { errors_by_bet: { 0: { localized_message: 'A market is suspended right now.' } } },
      },
    });
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Arsenal to win/);
    const region = alertRegion();
    await waitFor(() =>
      expect(within(region).getByText(en('error.place_bets.default'))).toBeTruthy(),
    );
    expect(within(region).getByText('A market is suspended right now.')).toBeTruthy();
  });

  it('refuses a stake above max stake before sending, naming the limit', async () => {
    await signIn(1_000_00);
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('60');
    await page.tap(/Arsenal to win/);
    const region = alertRegion();
    await waitFor(() =>
      expect(
        within(region).getByText(
          en('error.validation.bet_limits.max_stake_limit_exceeded', { limit: '€50.00' }),
        ),
      ).toBeTruthy(),
    );
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
  });

  it('is refused with error.potential_win.equal_or_less when the potential win is not above the stake', async () => {
    await signIn();
    liveMarket = winnerMarket(live.id, [1.0, 8, 12], { id: liveMarket.id });
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Arsenal to win/);
    await waitFor(() =>
      expect(within(alertRegion()).getByText(en('error.potential_win.equal_or_less'))).toBeTruthy(),
    );
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
  });

  it('refuses a player with the pve flag: error.platform.pve_player_bet_forbidden, nothing sent', async () => {
    await signIn();
    api.on('GET', '/api/platform/player', { body: profile({ serasa: { pve: true } }) });
    await usePlayer.getState().load();
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Arsenal to win/);
    await waitFor(() =>
      expect(
        within(alertRegion()).getByText(en('error.platform.pve_player_bet_forbidden')),
      ).toBeTruthy(),
    );
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
  });

  it('refuses a spam-flagged player: error.platform.spamf_player_bet_forbidden', async () => {
    await signIn();
    api.on('GET', '/api/platform/player', {
      body: profile({ user_account_status: 'suspended', suspension_reason: 'spamf' }),
    });
    await usePlayer.getState().load();
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Arsenal to win/);
    await waitFor(() =>
      expect(
        within(alertRegion()).getByText(en('error.platform.spamf_player_bet_forbidden')),
      ).toBeTruthy(),
    );
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
  });

  it('moves a bet whose restriction only warns to the regular slip, for the player to see (odds above the odds limit)', async () => {
    await signIn();
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Draw \(1X2\)/);
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
    await waitFor(() => expect(useTicket.getState().ticket.bets).toHaveLength(1));
    expect(useTicket.getState().ticket.bets[0]?.stake).toBe(5_00);
    // The warning's title and description, with the limit in the player's odds format.
    const warning = await page.column.findByText(/^Odds above 3\.30\./);
    expect(warning.textContent).toBe(
      `${en('warning.bet_limits.odds_limit.title', { limit: '3.30' })} ${en('warning.bet_limits.odds_limit.description', { limit: '3.30' })}`,
    );
    expect(warning.getAttribute('role')).toBe('status');
  });

  it('does nothing with a tap until the stake is approved (placing does nothing unless approved)', async () => {
    await signIn();
    const page = renderPageWithSlip();
    await page.user.click(page.quickSwitch());
    await page.user.type(page.stakeField(), '5');
    await page.tap(/Arsenal to win/);
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
    expect(useTicket.getState().ticket.bets).toEqual([]);
  });
});

describe('a tap that does not qualify for quick bet', () => {
  it('goes to the slip and turns quick bet off for a prematch match', async () => {
    const page = renderPageWithSlip();
    await page.turnOnAndApprove('5');
    await page.tap(/Ajax to win/);
    await waitFor(() => expect(page.quickSwitch().getAttribute('aria-checked')).toBe('false'));
    expect(useTicket.getState().ticket.selectedOutcomeIds).toHaveLength(1);
    expect(await page.column.findByText('Ajax')).toBeTruthy();
  });

  it('goes to the slip while quick bet is off', async () => {
    const page = renderPageWithSlip();
    await page.tap(/Arsenal to win/);
    expect(await page.column.findByText('Arsenal')).toBeTruthy();
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
  });
});
