// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import { useAlerts } from '@/lib/alerts';
import { loadTicketMachine, useTicket } from '@/features/betslip/stores/ticket-store';
import { MatchChannel } from '@/lib/live/live-updates';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { useSettings } from '@/lib/settings-store';
import { fakeApi, heldReply } from '@/testing/fake-api';
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
import { LiveSelections } from './live-selections';
import { SlipContent } from './slip-content';

const api = fakeApi();
const realtime = fakeRealtime();
resetBetweenTests(useTicket, usePlayer, useSettings, useAuthModal, useAlerts);

const arsenal = footballMatch();
const liverpool = footballMatch({
  id: 102,
  urn_id: 'sr:match:102',
  slug: 'liverpool-everton',
  name: 'Liverpool vs Everton',
  competitors: { home: { name: 'Liverpool' }, away: { name: 'Everton' } },
});
let arsenalMarket = winnerMarket(arsenal.id, [2.1, 3.4, 3.2]);
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
  name: 'Total',
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

beforeAll(() => loadTicketMachine());

beforeEach(() => {
  // Fresh market ids per test: the live store keeps what earlier tests moved.
  arsenalMarket = winnerMarket(arsenal.id, [2.1, 3.4, 3.2], { id: arsenalMarket.id + 10 });
  liverpoolMarket = winnerMarket(liverpool.id, [1.8, 3.6, 4.5], { id: liverpoolMarket.id + 10 });
});

/** The platform knows a signed-in player with 100 euros; the profile load runs as on a page. */
async function signIn(settings = sbSettings()) {
  api
    .on('GET', '/api/platform/player', { body: profile() })
    .on('GET', '/api/sb/settings', { body: settings })
    .on('GET', '/api/platform/player/accounts', { body: [eurAccount(100_00)] })
    .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
    .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
  await usePlayer.getState().load();
}

/** A match page's prices for both matches, the slip following them live, and the filled slip. */
function renderMatchesAndSlip() {
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

const placeButton = (stake: string) => ({ name: `Place bet · ${stake}` });
const placedAnswer = (overrides: Parameters<typeof serverBet>[0] = {}) => ({
  status: 200,
  body: { data: [serverBet(overrides)] },
});

describe('adding selections to the bet slip', () => {
  it('shows a picked outcome by its side, market and match, at its price', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    const selection = page.slip.getByText('Arsenal').closest('li')!;
    expect(within(selection).getByText('1x2')).toBeTruthy();
    expect(within(selection).getByText('Arsenal – Chelsea')).toBeTruthy();
    expect(within(selection).getByText('2.10')).toBeTruthy();
    // A single shows its type and odds once.
    expect(page.slip.getByText('Single')).toBeTruthy();
  });

  it('names the draw "Draw" rather than X', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Draw \(1x2\)/);
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
    await page.pick(/Draw \(1x2\)/);
    expect(page.slip.queryByText('Arsenal')).toBeNull();
    expect(page.slip.getByText('Draw')).toBeTruthy();
    expect(useTicket.getState().ticket.selectedOutcomeIds).toHaveLength(1);
  });

  it('restricts two selections from the same match in a combo', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Total: Over 2.5/);
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

describe('placing bets', () => {
  it('asks a visitor to sign in instead of placing (placing while not logged in triggers sign-in)', async () => {
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', { name: 'Sign in to place bet' }));
    await settle();
    expect(useAuthModal.getState().current).toEqual({ modal: 'sign_in' });
    expect(api.sentTo('POST', '/api/sb/bets')).toEqual([]);
    // The slip is still there after signing in.
    expect(page.slip.getByText('Arsenal')).toBeTruthy();
  });

  it('shows a signed-in player the stake on the button and the balance under it', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    expect(page.slip.getByRole('button', placeButton('€10.00'))).toBeTruthy();
    expect(page.slip.getByText('Balance €100.00')).toBeTruthy();
  });

  it('will not place a slip whose stake is not above 0 (a slip is invalid)', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    expect(page.slip.getByRole('button', placeButton('€0.00'))).toHaveProperty('disabled', true);
  });

  it('sends the v3 request: device id, locale, the stake and the accepted odds, with an idempotency key', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets', placedAnswer());
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await settle();
    const [sent] = api.sentTo('POST', '/api/sb/bets');
    expect(sent?.body).toEqual({
      meta: {
        device_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        quick: false,
        type: 'regular',
        locale: 'en',
      },
      bets: [
        {
          bonus: null,
          stake: { value: 10_00, currency: 'EUR' },
          selections: [
            {
              match_id: arsenal.id,
              market_id: arsenalMarket.id,
              specifier: '',
              outcome_id: '1',
              odds: 2.1,
            },
          ],
          type: 'single',
        },
      ],
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.headers['x-app']).toBe('sportsbook');
    // The device id is the cookie the slip keeps for the next placement.
    expect(document.cookie).toContain(
      (sent?.body as { meta: { device_id: string } }).meta.device_id,
    );
  });

  it('shows the placement in progress and locks the slip until the answer (PROCESSING)', async () => {
    await signIn();
    const answer = heldReply(placedAnswer());
    api.on('POST', '/api/sb/bets', answer.responder);
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await settle();
    const busy = page.slip.getByRole('button', { name: 'Placing bet…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy).toHaveProperty('disabled', true);
    expect(page.stakeField()).toHaveProperty('disabled', true);
    expect(page.slip.getByRole('button', { name: 'Remove all' })).toHaveProperty('disabled', true);
    expect(page.slip.getByRole('progressbar', { name: 'Placing bet…' })).toBeTruthy();
    // Toggling an outcome does nothing while the ticket is in progress.
    await page.pick(/Liverpool to win/);
    expect(page.slip.queryByText('Liverpool')).toBeNull();

    answer.release();
    await waitFor(() => expect(page.slip.getByText('Bet placed')).toBeTruthy());
  });

  it('shows the receipt of the placed bets and clears the selections (SUCCESS)', async () => {
    await signIn();
    api.on(
      'POST',
      '/api/sb/bets',
      placedAnswer({ ref: 'SB-77', odds: 2.1, potential_win_amount: 21_00 }),
    );
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await waitFor(() => expect(page.slip.getByRole('status')).toBeTruthy());
    const receipt = page.slip.getByRole('status');
    expect(within(receipt).getByText('Bet placed')).toBeTruthy();
    expect(within(receipt).getByText('Bet SB-77')).toBeTruthy();
    expect(within(receipt).getByText('€10.00 → €21.00')).toBeTruthy();
    expect(receipt.textContent).toContain('Single @ 2.10');
    expect(useTicket.getState().ticket.selectedOutcomeIds).toEqual([]);
    expect(
      screen.getByRole('button', { name: /Arsenal to win/ }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('reloads the balance after a placement', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets', placedAnswer());
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    const loadsBefore = api.sentTo('GET', '/api/platform/player/accounts').length;
    api.on('GET', '/api/platform/player/accounts', { body: [eurAccount(90_00)] });
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await waitFor(() =>
      expect(api.sentTo('GET', '/api/platform/player/accounts').length).toBe(loadsBefore + 1),
    );
    await waitFor(() => expect(usePlayer.getState().accounts[0]?.balance).toBe(90_00));
  });

  it('counts placed bets in the receipt title and starts a new slip on request', async () => {
    await signIn();
    api.on('POST', '/api/sb/bets', {
      body: {
        data: [
          serverBet({ id: '1', ref: 'SB-1' }),
          serverBet({ id: '2', ref: 'SB-2', odds: 1.8, potential_win_amount: 18_00 }),
        ],
      },
    });
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Liverpool to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', { name: 'Single' }));
    await settle();
    await page.user.click(page.slip.getByRole('button', placeButton('€20.00')));
    await waitFor(() => expect(page.slip.getByText('2 bets placed')).toBeTruthy());
    await page.user.click(page.slip.getByRole('button', { name: 'New bet slip' }));
    await settle();
    expect(page.slip.queryByText('2 bets placed')).toBeNull();
    expect(useTicket.getState().ticket.ticketState).toBe('INITIAL');
  });
});

describe('placement errors are shown with their message', () => {
  async function placeTenOnArsenal(reply: { status: number; body: unknown }) {
    await signIn();
    api.on('POST', '/api/sb/bets', reply);
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    await page.user.click(page.slip.getByRole('button', placeButton('€10.00')));
    await settle();
    return page;
  }

  it('INVALID_ODDS: error.place_bets.invalid_odds, with the way on to accept the new odds', async () => {
    const page = await placeTenOnArsenal({
      status: 422,
      body: { code: 'INVALID_ODDS', message: 'error.place_bets.invalid_odds', data: {} },
    });
    expect(page.slip.getByRole('alert').textContent).toBe(en('error.place_bets.invalid_odds'));
    await page.user.click(page.slip.getByRole('button', { name: 'Accept new odds' }));
    await settle();
    // Accepting odds changes returns to INITIAL: the error goes and placing is offered again.
    expect(page.slip.queryByRole('alert')).toBeNull();
    expect(page.slip.getByRole('button', placeButton('€10.00'))).toBeTruthy();
  });

  it('PVE_PLAYER_BET_FORBIDDEN: error.platform.pve_player_bet_forbidden', async () => {
    const page = await placeTenOnArsenal({
      status: 403,
      body: {
        code: 'PVE_PLAYER_BET_FORBIDDEN',
        message: 'error.platform.pve_player_bet_forbidden',
      },
    });
    expect(page.slip.getByRole('alert').textContent).toBe(
      en('error.platform.pve_player_bet_forbidden'),
    );
    expect(page.slip.queryByRole('button', { name: 'Accept new odds' })).toBeNull();
  });

  it('other place-bet codes: error.place_bets.default', async () => {
    const page = await placeTenOnArsenal({
      status: 422,
      body: { code: 'MARKET_CLOSED', data: {} },
    });
    expect(page.slip.getByRole('alert').textContent).toBe(en('error.place_bets.default'));
    // The slip stays as it was, to try again.
    expect(page.slip.getByText('Arsenal')).toBeTruthy();
    expect(page.stakeField()).toHaveProperty('value', '10');
  });

  it("shows each refused bet's localized message under that bet, not the generic one twice", async () => {
    const page = await placeTenOnArsenal({
      status: 422,
      body: {
        code: 'MARKET_SUSPENDED',
        message: 'error.place_bets.default',
        data: { errors_by_bet: { 0: { localized_message: 'A market is suspended right now.' } } },
      },
    });
    const alerts = page.slip.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['A market is suspended right now.']);
  });

  it('a failure without a code resets the slip and shows the default error alert', async () => {
    const page = await placeTenOnArsenal({ status: 502, body: {} });
    const alert = screen.getByText(en('global-error.default.title'));
    expect(alert).toBeTruthy();
    expect(screen.getByText(en('global-error.default.description'))).toBeTruthy();
    expect(page.slip.queryByRole('alert')).toBeNull();
    expect(page.slip.getByRole('button', placeButton('€10.00'))).toHaveProperty('disabled', false);
  });

  it('HTTP 401 on placement: sign out with session expired and show sign-in', async () => {
    const page = await placeTenOnArsenal({ status: 401, body: { code: 'UNAUTHORIZED' } });
    await waitFor(() =>
      expect(useAuthModal.getState().current).toEqual({
        modal: 'sign_in',
        reason: 'session_expired',
      }),
    );
    expect(usePlayer.getState().authStatus).toBe('NOT_LOGGED_IN');
    // The selections wait for the player to sign in again.
    expect(page.slip.getByText('Arsenal')).toBeTruthy();
  });
});

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
