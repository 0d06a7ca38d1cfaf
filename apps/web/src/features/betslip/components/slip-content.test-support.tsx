// The slip tests' shared page: matches with prices, the slip beside them, a fake platform and realtime.
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach } from 'vitest';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import { useAlerts } from '@/lib/alerts';
import { loadTicketMachine, useTicket } from '@/features/betslip/stores/ticket-store';
import { MatchChannel } from '@/lib/live/live-updates';
import { useAuthModal } from '@/lib/session/auth-modal-store';
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
import { renderPage, resetBetweenTests, settle } from '@/testing/render';
import { LiveSelections } from './live-selections';
import { SlipContent } from './slip-content';

export const api = fakeApi();
export const realtime = fakeRealtime();
resetBetweenTests(useTicket, usePlayer, useSettings, useAuthModal, useAlerts);

export const arsenal = footballMatch();
const liverpool = footballMatch({
  id: 102,
  urn_id: 'sr:match:102',
  slug: 'liverpool-everton',
  name: 'Liverpool vs Everton',
  competitors: { home: { name: 'Liverpool' }, away: { name: 'Everton' } },
});
export let arsenalMarket = winnerMarket(arsenal.id, [2.1, 3.4, 3.2]);
let liverpoolMarket = winnerMarket(liverpool.id, [1.8, 3.6, 4.5]);
const ajax = footballMatch({
  id: 103,
  urn_id: 'sr:match:103',
  slug: 'ajax-psv',
  name: 'Ajax vs PSV',
  competitors: { home: { name: 'Ajax' }, away: { name: 'PSV' } },
});
const ajaxMarket = winnerMarket(ajax.id, [2.0, 3.5, 3.8], { id: 77 });
/** Over/under 2.5 goals in the Arsenal match. */
const arsenalTotals = winnerMarket(arsenal.id, [1.9, 1.9, 1.9], {
  id: 18,
  name: 'Total 2.5',
  specifier: 'total=2.5',
  outcomes: [
    { id: '12', name: 'Over 2.5', active: true, odds: 1.9 },
    { id: '13', name: 'Under 2.5', active: true, odds: 1.95 },
  ],
});

// The site allows EUR stakes up to 500 euros in one bet.
api.on('GET', '/api/sb/system', {
  body: systemData({
    bet_limits_settings: {
      ...systemData().bet_limits_settings,
      max_stake_limit: { fiat: [{ currency_code: 'EUR', amount: 500_00 }], crypto: [] },
    },
  }),
});

// A signed-in player holds no bonuses unless a test says so.
api.on('GET', '/api/sb/bonuses', { body: { data: [] } });

beforeAll(() => loadTicketMachine());

beforeEach(() => {
  // Fresh market ids per test: the live store keeps what earlier tests moved. The ids stay clear
  // of the market types with names of their own (11 is draw no bet), so the feed's 1X2 is shown.
  arsenalMarket = winnerMarket(arsenal.id, [2.1, 3.4, 3.2], { id: arsenalMarket.id + 1000 });
  liverpoolMarket = winnerMarket(liverpool.id, [1.8, 3.6, 4.5], { id: liverpoolMarket.id + 1000 });
});

/** The platform knows a signed-in player with 100 euros; the profile load runs as on a page. */
export async function signIn(settings = sbSettings()) {
  api
    .on('GET', '/api/platform/player', { body: profile() })
    .on('GET', '/api/sb/settings', { body: settings })
    .on('GET', '/api/platform/player/accounts', { body: [eurAccount(100_00)] })
    .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
    .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
  await usePlayer.getState().load();
}

/** A match page's prices for both matches, the slip following them live, and the filled slip. */
export function renderMatchesAndSlip() {
  const page = renderPage(
    <>
      <MatchChannel matchId={arsenal.id} />
      <MatchChannel matchId={liverpool.id} />
      <MarketOutcomes match={arsenal} market={arsenalMarket} competitors={['Arsenal', 'Chelsea']} />
      <MarketOutcomes match={arsenal} market={arsenalTotals} competitors={['Arsenal', 'Chelsea']} />
      <MarketOutcomes
        match={liverpool}
        market={liverpoolMarket}
        competitors={['Liverpool', 'Everton']}
      />
      <MarketOutcomes match={ajax} market={ajaxMarket} competitors={['Ajax', 'PSV']} />
      <LiveSelections />
      <section aria-label="slip">
        <SlipContent locale="en" />
      </section>
    </>,
  );
  const slip = within(screen.getByRole('region', { name: 'slip' }));
  /** Taps a price; a draw is named alike in both matches, so the first match's is taken. */
  const pick = async (name: RegExp) => {
    await page.user.click(screen.getAllByRole('button', { name })[0]!);
    await settle();
  };
  const stakeField = (name: string | RegExp = 'Stake') => slip.getByRole('textbox', { name });
  const typeStake = async (amount: string, name?: string | RegExp) => {
    const field = stakeField(name);
    await page.user.clear(field);
    await page.user.type(field, amount);
    await settle();
  };
  const total = (term: string) =>
    slip.getByText(term).closest('div')?.querySelector('dd')?.textContent;
  return { ...page, slip, pick, stakeField, typeStake, total };
}

export const placeButton = (stake: string) => ({ name: `Place bet · ${stake}` });
export const placedAnswer = (overrides: Parameters<typeof serverBet>[0] = {}) => ({
  status: 200,
  body: { data: [serverBet(overrides)] },
});
