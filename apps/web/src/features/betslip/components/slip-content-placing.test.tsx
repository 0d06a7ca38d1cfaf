// @vitest-environment jsdom
// Placing the slip's bets, and how a refused placement is shown.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { usePlayTime } from '@/features/responsible';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { heldReply } from '@/testing/fake-api';
import { eurAccount, serverBet } from '@/testing/fixtures';
import { en, settle } from '@/testing/render';
import {
  api,
  arsenal,
  arsenalMarket,
  placeButton,
  placedAnswer,
  renderMatchesAndSlip,
  signIn,
} from './slip-content.test-support';

// The Deposit link is a link inside the sportsbook (its deposit page).
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

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
    // The refusal's handling may load code on demand (play-time limits): wait for its end, not a
    // fixed number of ticks.
    await waitFor(() => {
      expect(api.sentTo('POST', '/api/sb/bets')).toHaveLength(1);
      expect(useTicket.getState().ticket.ticketState).not.toBe('PROCESSING');
    });
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

  it('a responsible-gambling limit names itself, its period and what it leaves in the slip', async () => {
    const page = await placeTenOnArsenal({
      status: 403,
      body: {
        code: 'WAGER_LIMIT_EXCEEDED',
        message: 'error.limits.wager_exceeded.week',
        data: {
          type: 'wager',
          period: 'week',
          limit: 5_000,
          used: 4_500,
          remaining: 500,
          currency: 'EUR',
        },
      },
    });
    expect(page.slip.getByRole('alert').textContent).toBe(
      `${en('error.limits.wager_exceeded.week')} ${en('betslip.limit-left', { amount: '€5.00' })}`,
    );
    expect(page.slip.getByText('Arsenal')).toBeTruthy();
  });

  it('a limit with nothing left says it is used up, not "€0.00 more"', async () => {
    const page = await placeTenOnArsenal({
      status: 403,
      body: {
        code: 'WAGER_LIMIT_EXCEEDED',
        message: 'error.limits.wager_exceeded.day',
        data: {
          type: 'wager',
          period: 'day',
          limit: 5_000,
          used: 5_000,
          remaining: 0,
          currency: 'EUR',
        },
      },
    });
    expect(page.slip.getByRole('alert').textContent).toBe(
      `${en('error.limits.wager_exceeded.day')} ${en('betslip.limit-used-up')}`,
    );
  });

  it('a used-up session limit refuses the bet and stops betting: Place says why', async () => {
    onTestFinished(() => act(() => usePlayTime.setState({ dialog: null, blocked: null })));
    const page = await placeTenOnArsenal({
      status: 403,
      body: { code: 'SESSION_LIMIT_REACHED', message: 'error.platform.session_limit_reached' },
    });
    // The stop comes from the play-time code, loaded on demand with the refusal: wait for it, so
    // it cannot land after this test and stop the next one's slip.
    await waitFor(() => expect(usePlayTime.getState().blocked).toBe('session_limit'));
    const alert = await page.slip.findByRole('alert');
    expect(alert.textContent).toBe(en('error.platform.session_limit_reached'));
    expect(await page.slip.findByText(en('betslip.stopped.session-limit'))).toBeTruthy();
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
    const page = await placeTenOnArsenal({ status: 500, body: {} });
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
