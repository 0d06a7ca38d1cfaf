// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerBetBody } from '@sportsbook/contracts';
import { getQueryClient } from '@/components/providers/query-provider';
import { systemSnapshot } from '@/lib/api/system';
import { useAlerts } from '@/lib/alerts';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { eurAccount, profile, sbSettings, serverBet, systemData } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { MyBets } from './my-bets';
import { PlayerChannel } from './player-channel';

const api = fakeApi()
  .on('GET', '/api/platform/player', { body: profile({ id: '42' }) })
  .on('GET', '/api/sb/settings', { body: sbSettings() })
  .on('GET', '/api/sb/system', {
    body: systemData({ live_bet_delay_ms: { default: 0, soccer: 5_000 } }),
  })
  .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
  .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
  .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
const realtime = fakeRealtime();
resetBetweenTests(usePlayer, useAlerts);
afterEach(() => getQueryClient().clear());
beforeEach(async () => {
  await usePlayer.getState().load();
});

const CHANNEL = '$user:42';
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

/** An open soccer single with a cash-out offer of €15.00; `live` when its match has kicked off. */
function offered(live: boolean, overrides: Partial<ServerBetBody> = {}): ServerBetBody {
  const leg = serverBet().selections[0]!;
  return serverBet({
    to_cashout: 15_00,
    selections: [{ ...leg, match: { ...leg.match, start_time: live ? hourAgo() : tomorrow() } }],
    ...overrides,
  });
}
const cashedOut = (bet: ServerBetBody) =>
  ({
    ...bet,
    status: 'cashed_out',
    result: 'cashed_out',
    win_amount: 15_00,
    to_cashout: null,
  }) satisfies ServerBetBody;

const listed = (bets: ServerBetBody[]) => ({
  body: { data: bets, pagination: { total: bets.length, page: 1, limit: 500, last_page: 1 } },
});

async function renderMyBets(bets: ServerBetBody[]) {
  api.on('GET', '/api/sb/bets', listed(bets));
  const page = renderPage(
    <>
      <PlayerChannel />
      <MyBets locale="en" loggedIn />
    </>,
  );
  await screen.findByText(new RegExp(bets[0]!.ref));
  await waitFor(() => expect(systemSnapshot()).toBeDefined());
  return page;
}

/** Asks to cash out the offer on screen and confirms it. */
async function confirmCashout(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Cash out €15.00' }));
  await user.click(screen.getByRole('button', { name: 'Confirm €15.00' }));
}

const betItem = () => screen.getByText(/SB-9001/).closest('li')!;
const cashoutRequests = () => api.sentTo('POST', '/api/sb/bets/cashout');
const successAlert = () => screen.findByText('Cashed out €15.00', { selector: '[role=status] *' });

describe('cash out offer and confirmation (POST /bets/cashout {bet_id, to_cashout})', () => {
  it('offers cash out at the value on screen, and none for a bet without an offer', async () => {
    await renderMyBets([offered(false), serverBet({ id: '9002', ref: 'SB-9002' })]);
    const item = (ref: string) => screen.getByText(new RegExp(ref)).closest('li')!;
    expect(within(item('SB-9001')).getByRole('button', { name: 'Cash out €15.00' })).toBeTruthy();
    expect(within(item('SB-9002')).queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('shows a cash-out started elsewhere as in progress, with nothing to press', async () => {
    await renderMyBets([offered(true, { status: 'cashout_in_progress', to_cashout: null })]);
    expect(within(betItem()).getByRole('status').textContent).toBe(en('mybets.cashout-waiting'));
    expect(within(betItem()).queryByRole('button')).toBeNull();
  });

  it('asks to confirm, and cancelling sends nothing', async () => {
    const { user } = await renderMyBets([offered(false)]);
    await user.click(screen.getByRole('button', { name: 'Cash out €15.00' }));
    const confirm = screen.getByRole('group', { name: en('mybets.cashout-confirm') });
    await user.click(within(confirm).getByRole('button', { name: en('mybets.cashout-cancel') }));
    expect(screen.queryByRole('group', { name: en('mybets.cashout-confirm') })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cash out €15.00' })).toBeTruthy();
    expect(cashoutRequests()).toEqual([]);
  });
});

describe('a cash-out in progress', () => {
  it('shows the live delay counting down on a button that cannot be pressed again, then the amount', async () => {
    const answer = heldReply({ body: { data: cashedOut(offered(true)) } });
    api.on('POST', '/api/sb/bets/cashout', answer.responder);
    const { user } = await renderMyBets([offered(true)]);
    await confirmCashout(user);

    const busy = await screen.findByRole('button', { name: 'Cashing out €15.00…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(within(betItem()).getByRole('status').textContent).toMatch(
      /^Live delay: [1-5] seconds? left…$/,
    );
    expect(screen.queryByRole('button', { name: /^Confirm|^Cash out/ })).toBeNull();
    expect(cashoutRequests().map((r) => r.body)).toEqual([{ bet_id: '9001', to_cashout: 15_00 }]);

    const balanceReads = api.sentTo('GET', '/api/platform/player/accounts').length;
    api.on('GET', '/api/sb/bets', listed([]));
    answer.release();
    expect(await successAlert()).toBeTruthy();
    // The balance and the list are read again: the bet leaves Open.
    await waitFor(() =>
      expect(api.sentTo('GET', '/api/platform/player/accounts').length).toBeGreaterThan(
        balanceReads,
      ),
    );
    expect(await screen.findByText(en('mybets.empty.open'))).toBeTruthy();
    expect(cashoutRequests()).toHaveLength(1);
  });

  it('shows no countdown for a prematch bet (no live delay), only that it is under way', async () => {
    const answer = heldReply({ body: { data: cashedOut(offered(false)) } });
    api.on('POST', '/api/sb/bets/cashout', answer.responder);
    const { user } = await renderMyBets([offered(false)]);
    await confirmCashout(user);
    expect(await screen.findByRole('button', { name: 'Cashing out €15.00…' })).toBeTruthy();
    expect(within(betItem()).getByRole('status').textContent).toBe(en('mybets.cashout-waiting'));
    answer.release();
    expect(await successAlert()).toBeTruthy();
  });

  it('ends as cashed out when the private channel says so, while the call still waits', async () => {
    const answer = heldReply({ body: { data: cashedOut(offered(true)) } });
    api.on('POST', '/api/sb/bets/cashout', answer.responder);
    const { user } = await renderMyBets([offered(true)]);
    await confirmCashout(user);
    await screen.findByRole('button', { name: 'Cashing out €15.00…' });
    api.on('GET', '/api/sb/bets', heldReply(listed([])).responder);
    realtime.private(CHANNEL, {
      event_name: 'bet_changed',
      message: { bet: cashedOut(offered(true)) },
    });
    expect(await successAlert()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cashing out €15.00…' })).toBeNull();
    // The late answer does not announce it a second time.
    answer.release();
    await waitFor(() => expect(useAlerts.getState().alerts).toHaveLength(1));
  });

  it('reads the bet’s status when the call gets no answer, and shows the cash-out it finds', async () => {
    api.on('POST', '/api/sb/bets/cashout', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = await renderMyBets([offered(true)]);
    api.on('GET', '/api/sb/bets', listed([cashedOut(offered(true))]));
    await confirmCashout(user);
    // The first read comes two seconds after the call failed.
    expect(
      await screen.findByText(
        'Cashed out €15.00',
        { selector: '[role=status] *' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(en('mybets.cashout-unavailable'))).toBeNull();
    // The status read asks for every status a cash-out can end in.
    const read = api
      .sentTo('GET', '/api/sb/bets')
      .find((r) => r.query.get('status')?.includes('cashed_out'));
    expect(read?.query.get('status')?.split(',')).toEqual(
      expect.arrayContaining(['cashout_in_progress', 'cashed_out']),
    );
    expect(read?.query.get('limit')).toBe('500');
  });

  it('reads the status after a server error too, and says it was not cashed out when the bet is still open', async () => {
    api.on('POST', '/api/sb/bets/cashout', { status: 503, body: { code: 'UNAVAILABLE' } });
    const { user } = await renderMyBets([offered(true)]);
    await confirmCashout(user);
    // Two reads, two seconds apart, that find the bet neither in progress nor cashed out.
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert.textContent).toBe(en('mybets.cashout-unavailable'));
    expect(useAlerts.getState().alerts).toHaveLength(0);
  }, 15_000);
});

describe('a cash-out the server has not finished when the call gives up', () => {
  /** The call gets no answer and every status read finds the cash-out still under way. */
  async function unanswered() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('POST', '/api/sb/bets/cashout', () => {
      throw new TypeError('Failed to fetch');
    });
    const page = await renderMyBets([offered(true)]);
    api.on('GET', '/api/sb/bets', listed([offered(true, { status: 'cashout_in_progress' })]));
    await confirmCashout(page.user);
    await vi.advanceTimersByTimeAsync(10_000);
    // Still shown in progress: nothing is concluded from the missing answer.
    expect(screen.getByRole('button', { name: 'Cashing out €15.00…' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  }

  /** Lets time pass until My bets reads its list again (every 30 s) and the cash-out ends. */
  async function untilTheListIsReadAgain() {
    const busy = () => screen.queryByRole('button', { name: 'Cashing out €15.00…' });
    for (let second = 0; second < 40 && busy(); second++) await vi.advanceTimersByTimeAsync(1_000);
    expect(busy()).toBeNull();
  }

  it('ends as cashed out when a later read of the list shows it', async () => {
    await unanswered();
    api.on('GET', '/api/sb/bets', listed([cashedOut(offered(true))]));
    await untilTheListIsReadAgain();
    expect(await successAlert()).toBeTruthy();
  });

  it('ends as not cashed out when a later read shows the bet open again', async () => {
    await unanswered();
    api.on('GET', '/api/sb/bets', listed([offered(true)]));
    await untilTheListIsReadAgain();
    expect((await screen.findByRole('alert')).textContent).toBe(en('mybets.cashout-unavailable'));
    expect(useAlerts.getState().alerts).toHaveLength(0);
  });
});

describe('how a cash out ends when it is refused', () => {
  it('offers the new value when it moved before the player confirmed, and takes it at that value', async () => {
    api.on('POST', '/api/sb/bets/cashout', {
      status: 422,
      body: {
        code: 'CASHOUT_VALUE_CHANGED',
        message: 'error.cashout.cashout_value_changed',
        data: { to_cashout: 12_00 },
      },
    });
    const { user } = await renderMyBets([offered(false)]);
    api.on('GET', '/api/sb/bets', heldReply(listed([])).responder);
    await confirmCashout(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      en('mybets.cashout-new-offer', { amount: '€12.00' }),
    );
    api.on('POST', '/api/sb/bets/cashout', { body: { data: cashedOut(offered(false)) } });
    await user.click(screen.getByRole('button', { name: 'Cash out €12.00' }));
    await user.click(screen.getByRole('button', { name: 'Confirm €12.00' }));
    await waitFor(() => expect(cashoutRequests()).toHaveLength(2));
    expect(cashoutRequests()[1]!.body).toEqual({ bet_id: '9001', to_cashout: 12_00 });
  });

  it('says cash out is not available for any other refusal, and nothing was cashed out', async () => {
    api.on('POST', '/api/sb/bets/cashout', {
      status: 422,
      body: { code: 'CASHOUT_UNAVAILABLE', message: 'error.cashout.cashout_unavailable' },
    });
    const { user } = await renderMyBets([offered(false)]);
    await confirmCashout(user);
    expect((await screen.findByRole('alert')).textContent).toBe(en('mybets.cashout-unavailable'));
    expect(useAlerts.getState().alerts).toHaveLength(0);
  });

  it('clears an earlier refusal when the player tries again', async () => {
    api.on('POST', '/api/sb/bets/cashout', { status: 422, body: { code: 'CASHOUT_UNAVAILABLE' } });
    const { user } = await renderMyBets([offered(false)]);
    await confirmCashout(user);
    await screen.findByRole('alert');
    await user.click(await screen.findByRole('button', { name: 'Cash out €15.00' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
