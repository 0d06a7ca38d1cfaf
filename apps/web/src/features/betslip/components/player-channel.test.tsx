// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerBetBody } from '@sportsbook/contracts';
import { getQueryClient } from '@/components/providers/query-provider';
import { WithdrawView } from '@/features/wallet';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { eurAccount, profile, sbSettings, serverBet } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { MyBets } from './my-bets';
import { PlayerChannel } from './player-channel';

const api = fakeApi()
  .on('GET', '/api/platform/player', { body: profile({ id: '42' }) })
  .on('GET', '/api/sb/settings', { body: sbSettings() })
  .on('GET', '/api/platform/player/accounts', { body: [eurAccount(100_00)] })
  .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
  .on('GET', '/api/platform/player/status_groups', { body: { data: [] } });
const realtime = fakeRealtime();
resetBetweenTests(usePlayer);
afterEach(() => getQueryClient().clear());

const CHANNEL = '$user:42';
const listed = (bets: ServerBetBody[]) => ({
  body: { data: bets, pagination: { total: bets.length, page: 1, limit: 20, last_page: 1 } },
});

beforeEach(async () => {
  await usePlayer.getState().load();
});

/** My bets with the player's private channel followed, as the slip column mounts them. */
async function renderLiveMyBets(bets: ServerBetBody[]) {
  api.on('GET', '/api/sb/bets', listed(bets));
  const page = renderPage(
    <>
      <PlayerChannel />
      <MyBets locale="en" loggedIn />
    </>,
  );
  await screen.findByText(new RegExp(bets[0]?.ref ?? 'No open bets'));
  return page;
}

describe("the player's private channel ($user:{id})", () => {
  it('is followed while a player is signed in, and left on sign-out', async () => {
    renderPage(<PlayerChannel />);
    await waitFor(() => expect(realtime.holdsPrivate(CHANNEL)).toBe(true));
    api.on('DELETE', '/api/platform/users/sign_out', { status: 204 });
    await usePlayer.getState().signOut();
    await settle();
    expect(realtime.holdsPrivate(CHANNEL)).toBe(false);
  });

  it('balance_changed shows the new balance', async () => {
    renderPage(<PlayerChannel />);
    await waitFor(() => expect(realtime.holdsPrivate(CHANNEL)).toBe(true));
    realtime.private(CHANNEL, {
      event_name: 'balance_changed',
      message: { balance: { currency: 'EUR', balance: 75_00 }, entry_id: 10 },
    });
    expect(usePlayer.getState().accounts[0]?.balance).toBe(75_00);
  });

  it('balance_changed lists a withdrawal asked for elsewhere, in any currency, as pending', async () => {
    api
      .on('GET', '/api/platform/player/withdrawable', {
        body: { currency: 'EUR', withdrawable: 100_00, pending: 0 },
      })
      .on('GET', '/api/platform/player/withdrawals', { body: { data: [] } });
    renderPage(
      <>
        <PlayerChannel />
        <WithdrawView />
      </>,
    );
    await screen.findByText(en('wallet.withdraw.none'));
    await waitFor(() => expect(realtime.holdsPrivate(CHANNEL)).toBe(true));
    // Another tab, its account in bitcoin, asked for a withdrawal: the cashier holds it.
    api.on('GET', '/api/platform/player/withdrawals', {
      body: {
        data: [
          {
            id: 9,
            amount: 200_000,
            currency: 'BTC',
            status: 'pending',
            reason: null,
            created_at: '2026-11-28T21:00:00.000Z',
            settle_at: '2026-11-28T21:00:10.000Z',
          },
        ],
      },
    });
    realtime.private(CHANNEL, {
      event_name: 'balance_changed',
      message: { balance: { currency: 'BTC', balance: 100_000 }, entry_id: 11 },
    });
    const list = await screen.findByRole('list');
    await within(list).findByText(en('wallet.withdraw.status.pending'));
  });

  it('payment_changed says a waiting deposit was credited, or a withdrawal declined, in an alert', async () => {
    renderPage(<PlayerChannel />);
    await waitFor(() => expect(realtime.holdsPrivate(CHANNEL)).toBe(true));
    const transaction = { id: 7, amount: 6000_00, currency: 'EUR' };
    act(() =>
      realtime.private(CHANNEL, {
        event_name: 'payment_changed',
        message: {
          transaction: { ...transaction, type: 'deposit', status: 'success' },
          message: 'quick-deposit.notification.success',
        },
      }),
    );
    expect(await screen.findByText(en('quick-deposit.notification.success'))).toBeTruthy();
    act(() =>
      realtime.private(CHANNEL, {
        event_name: 'payment_changed',
        message: {
          transaction: { ...transaction, type: 'withdrawal', status: 'error' },
          message: 'withdrawal.notification.failed',
        },
      }),
    );
    expect(await screen.findByText(en('withdrawal.notification.failed'))).toBeTruthy();
  });

  it('session_ended (a time-out began on another device) signs out here and says until when', async () => {
    renderPage(<PlayerChannel />);
    await waitFor(() => expect(realtime.holdsPrivate(CHANNEL)).toBe(true));
    api.on('DELETE', '/api/platform/users/sign_out', {
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    act(() =>
      realtime.private(CHANNEL, {
        event_name: 'session_ended',
        message: { reason: 'time_out', until: '2026-12-01T10:00:00.000Z' },
      }),
    );
    expect(
      await screen.findByText(/Time-out in force until .*signed out on every device/),
    ).toBeTruthy();
    await waitFor(() => expect(usePlayer.getState().authStatus).toBe('NOT_LOGGED_IN'));
    expect(realtime.holdsPrivate(CHANNEL)).toBe(false);
  });

  it('account_changed (currency switched in another tab) makes the active account the new one here', async () => {
    renderPage(<PlayerChannel />);
    await waitFor(() => expect(realtime.holdsPrivate(CHANNEL)).toBe(true));
    const usd = { ...eurAccount(40_00), currency: 'USD' };
    api.on('GET', '/api/platform/player/accounts', { body: [usd] });
    realtime.private(CHANNEL, {
      event_name: 'account_changed',
      message: { account: { currency: 'USD', balance: 40_00 } },
    });
    await waitFor(() =>
      expect(usePlayer.getState().accounts.map((a) => [a.currency, a.balance])).toEqual([
        ['USD', 40_00],
      ]),
    );
  });

  it('balance_changed older than one already shown is dropped', async () => {
    renderPage(<PlayerChannel />);
    await waitFor(() => expect(realtime.holdsPrivate(CHANNEL)).toBe(true));
    realtime.private(CHANNEL, {
      event_name: 'balance_changed',
      message: { balance: { currency: 'EUR', balance: 60_00 }, entry_id: 21 },
    });
    realtime.private(CHANNEL, {
      event_name: 'balance_changed',
      message: { balance: { currency: 'EUR', balance: 90_00 }, entry_id: 20 },
    });
    expect(usePlayer.getState().accounts[0]?.balance).toBe(60_00);
  });

  it('once (re)subscribed, re-reads the balance: what it published before was missed', async () => {
    renderPage(<PlayerChannel />);
    await waitFor(() => expect(realtime.holdsPrivate(CHANNEL)).toBe(true));
    // A deposit while the channel was being subscribed (right after sign-in, or offline).
    api.on('GET', '/api/platform/player/accounts', { body: [eurAccount(130_00)] });
    const worker = (globalThis as unknown as { Worker: { current: Worker } }).Worker.current;
    act(() =>
      worker.onmessage!({
        data: { type: 'private-subscribed', channel: CHANNEL },
      } as MessageEvent),
    );
    await waitFor(() => expect(usePlayer.getState().accounts[0]?.balance).toBe(130_00));
  });
});

describe('live bet list updates: cash-out offers (a cashout update sets the cashout value of the bet)', () => {
  it('shows a new offer on the button at once', async () => {
    await renderLiveMyBets([serverBet({ to_cashout: 15_00 })]);
    expect(screen.getByRole('button', { name: 'Cash out €15.00' })).toBeTruthy();
    realtime.private(CHANNEL, {
      event_name: 'bet_cashout_changed',
      message: { bet_id: '9001', to_cashout: 18_40 },
    });
    expect(await screen.findByRole('button', { name: 'Cash out €18.40' })).toBeTruthy();
  });

  it('offers cash out on a bet that had no offer', async () => {
    await renderLiveMyBets([serverBet({ to_cashout: null })]);
    expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull();
    realtime.private(CHANNEL, {
      event_name: 'bet_cashout_changed',
      message: { bet_id: '9001', to_cashout: 9_00 },
    });
    expect(await screen.findByRole('button', { name: 'Cash out €9.00' })).toBeTruthy();
  });

  it('takes the button away when the offer is withdrawn', async () => {
    await renderLiveMyBets([serverBet({ to_cashout: 15_00 })]);
    realtime.private(CHANNEL, {
      event_name: 'bet_cashout_changed',
      message: { bet_id: '9001', to_cashout: null },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cash out/ })).toBeNull());
  });

  it('confirms at the offer on screen when it moved while the player was confirming', async () => {
    api.on('POST', '/api/sb/bets/cashout', {
      body: { data: serverBet({ status: 'cashed_out', result: 'cashed_out', win_amount: 16_00 }) },
    });
    const { user } = await renderLiveMyBets([serverBet({ to_cashout: 15_00 })]);
    await user.click(screen.getByRole('button', { name: 'Cash out €15.00' }));
    realtime.private(CHANNEL, {
      event_name: 'bet_cashout_changed',
      message: { bet_id: '9001', to_cashout: 16_00 },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm €16.00' }));
    await waitFor(() => expect(api.sentTo('POST', '/api/sb/bets/cashout')).toHaveLength(1));
    expect(api.sentTo('POST', '/api/sb/bets/cashout')[0]?.body).toEqual({
      bet_id: '9001',
      to_cashout: 16_00,
    });
  });

  it('changes only the bet the offer is for', async () => {
    await renderLiveMyBets([
      serverBet({ to_cashout: 15_00 }),
      serverBet({ id: '9002', ref: 'SB-9002', to_cashout: 7_00 }),
    ]);
    realtime.private(CHANNEL, {
      event_name: 'bet_cashout_changed',
      message: { bet_id: '9002', to_cashout: 6_50 },
    });
    const other = screen.getByText(/SB-9002/).closest('li')!;
    expect(await within(other).findByRole('button', { name: 'Cash out €6.50' })).toBeTruthy();
    const first = screen.getByText(/SB-9001/).closest('li')!;
    expect(within(first).getByRole('button', { name: 'Cash out €15.00' })).toBeTruthy();
  });
});

describe('live bet list updates: bet_changed', () => {
  it('shows the bet as it is now, settled', async () => {
    await renderLiveMyBets([serverBet()]);
    // The lists are read again too; the open list no longer has the bet.
    api.on('GET', '/api/sb/bets', listed([]));
    realtime.private(CHANNEL, {
      event_name: 'bet_changed',
      message: {
        bet: serverBet({ status: 'done', result: 'lose_entire', win_amount: 0 }),
      },
    });
    expect(await screen.findByText(en('mybets.empty.open'))).toBeTruthy();
  });

  it('updates the bet in place while the list is read again', async () => {
    await renderLiveMyBets([serverBet()]);
    const reread = heldReply(listed([]));
    api.on('GET', '/api/sb/bets', reread.responder);
    realtime.private(CHANNEL, {
      event_name: 'bet_changed',
      message: { bet: serverBet({ status: 'done', result: 'win_entire', win_amount: 21_00 }) },
    });
    expect(await screen.findByText('Returned €21.00')).toBeTruthy();
    reread.release();
    expect(await screen.findByText(en('mybets.empty.open'))).toBeTruthy();
  });

  it('takes a VIP bet the trader rejected off the list', async () => {
    await renderLiveMyBets([
      serverBet({ is_vip: true, status: 'submitted' }),
      serverBet({ id: '9002', ref: 'SB-9002' }),
    ]);
    api.on('GET', '/api/sb/bets', heldReply(listed([])).responder);
    realtime.private(CHANNEL, {
      event_name: 'bet_changed',
      message: { bet: serverBet({ is_vip: true, status: 'rejected' }) },
    });
    await waitFor(() => expect(screen.queryByText(/SB-9001/)).toBeNull());
    expect(screen.getByText(/SB-9002/)).toBeTruthy();
  });
});
