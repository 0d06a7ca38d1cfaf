// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi } from '@/testing/fake-api';
import { eurAccount, signedInEuroPlayer } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { TransactionsView } from './transactions-view';
import { WithdrawView } from './withdraw-view';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/wallet/withdraw',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const api = fakeApi();
resetBetweenTests(usePlayer, useAlerts);
afterEach(() => getQueryClient().clear());

beforeEach(() => usePlayer.setState(signedInEuroPlayer()));

const withdrawal = (status: 'pending' | 'completed' | 'cancelled', id = 7) => ({
  id,
  amount: 1_500,
  currency: 'EUR',
  status,
  reason: null,
  created_at: '2026-11-26T10:00:00.000Z',
  settle_at: status === 'pending' ? '2026-11-26T10:00:10.000Z' : null,
});

describe('the withdraw page', () => {
  beforeEach(() => {
    api
      .on('GET', '/api/platform/player/withdrawable', {
        body: { currency: 'EUR', withdrawable: 5_000, pending: 0 },
      })
      .on('GET', '/api/platform/player/withdrawals', { body: { data: [] } });
  });

  it.each(['60', '99999999999999999999'])(
    'refuses more than the withdrawable balance (%s) before asking the cashier',
    async (typed) => {
      const { user } = renderPage(<WithdrawView />);
      await screen.findByText('€50.00');
      const field = screen.getByLabelText(en('wallet.withdraw.amount', { currency: 'EUR' }));
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: en('wallet.withdraw.submit') }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        en('wallet.withdraw.amount.above', { amount: '€50.00' }),
      );
      expect(api.sentTo('POST', '/api/platform/player/withdrawals')).toEqual([]);
    },
  );

  it('says an amount has more decimals than the currency, and asks the cashier nothing', async () => {
    const { user } = renderPage(<WithdrawView />);
    await screen.findByText('€50.00');
    const field = screen.getByLabelText(en('wallet.withdraw.amount', { currency: 'EUR' }));
    await user.type(field, '12.345');
    await user.click(screen.getByRole('button', { name: en('wallet.withdraw.submit') }));
    expect((await screen.findByRole('alert')).textContent).toBe(en('betslip.stake.too_precise'));
    expect(api.sentTo('POST', '/api/platform/player/withdrawals')).toEqual([]);
  });

  it('requests a withdrawal in minor units, shows it pending, and cancels it', async () => {
    api.on('POST', '/api/platform/player/withdrawals', () => {
      api.on('GET', '/api/platform/player/withdrawals', {
        body: { data: [withdrawal('pending')] },
      });
      return {
        body: {
          result: 'pending',
          message: 'withdrawal.notification.pending',
          reason: null,
          transaction: { ...withdrawal('pending'), type: 'withdrawal' },
          balance: { currency: 'EUR', balance: 3_500 },
        },
      };
    });
    api.on('POST', '/api/platform/player/withdrawals/7/cancel', () => {
      api.on('GET', '/api/platform/player/withdrawals', {
        body: { data: [withdrawal('cancelled')] },
      });
      return { body: withdrawal('cancelled') };
    });
    const { user } = renderPage(<WithdrawView />);
    await screen.findByText(en('wallet.withdraw.none'));
    await user.type(screen.getByLabelText(en('wallet.withdraw.amount', { currency: 'EUR' })), '15');
    await user.click(screen.getByRole('button', { name: en('wallet.withdraw.submit') }));
    expect(api.sentTo('POST', '/api/platform/player/withdrawals')[0]!.body).toEqual({
      amount: 1_500,
      currency: 'EUR',
    });
    const list = await screen.findByRole('list');
    await within(list).findByText(en('wallet.withdraw.status.pending'));
    expect(usePlayer.getState().accounts[0]!.balance).toBe(3_500);
    await user.click(
      screen.getByRole('button', {
        name: en('wallet.withdraw.cancel-named', { amount: '€15.00' }),
      }),
    );
    await within(list).findByText(en('wallet.withdraw.status.cancelled'));
  });
});

describe('the transactions page', () => {
  const row = (id: number, type: string, amount: number, balance: number) => ({
    id,
    type,
    currency: 'EUR',
    amount,
    balance_after: balance,
    reference: `cashier:${id}`,
    created_at: '2026-11-26T10:00:00.000Z',
  });

  it('lists ledger rows, filters by type and dates, pages, and exports the same filter', async () => {
    api.on('GET', '/api/platform/player/transactions', (request) => ({
      body: {
        data:
          request.query.get('type') === 'deposit'
            ? [row(1, 'deposit', 5_000, 5_000)]
            : [row(2, 'withdrawal', -1_500, 3_500), row(1, 'deposit', 5_000, 5_000)],
        pagination: { total: 2, page: Number(request.query.get('page')), limit: 20, last_page: 2 },
      },
    }));
    const { user } = renderPage(<TransactionsView />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('−€15.00')).toBeTruthy();
    expect(within(table).getByText(en('wallet.type.withdrawal'))).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(en('wallet.transactions.type')), 'deposit');
    await user.type(screen.getByLabelText(en('wallet.transactions.from')), '2026-11-01');
    await user.click(screen.getByRole('button', { name: en('wallet.transactions.apply') }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    const last = api.sentTo('GET', '/api/platform/player/transactions').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      page: '1',
      limit: '20',
      type: 'deposit',
      from: '2026-11-01',
    });
    expect(
      screen.getByRole('link', { name: en('wallet.transactions.export') }).getAttribute('href'),
    ).toBe('/api/platform/player/transactions.csv?type=deposit&from=2026-11-01');

    await user.click(screen.getByRole('button', { name: en('wallet.transactions.next') }));
    await waitFor(() =>
      expect(api.sentTo('GET', '/api/platform/player/transactions').at(-1)!.query.get('page')).toBe(
        '2',
      ),
    );
  });

  it('offers one account at a time to a player with several, and exports that account', async () => {
    const btc = { ...eurAccount(0), currency: 'BTC', subunits: 100_000_000, active: false };
    api
      .on('GET', '/api/platform/player/accounts', { body: [eurAccount(), btc] })
      .on('GET', '/api/platform/player/transactions', (request) => ({
        body: {
          data:
            request.query.get('currency') === 'BTC'
              ? [{ ...row(3, 'deposit', 2_000_000, 2_000_000), currency: 'BTC' }]
              : [row(1, 'deposit', 5_000, 5_000)],
          pagination: { total: 1, page: 1, limit: 20, last_page: 1 },
        },
      }));
    const { user } = renderPage(<TransactionsView />);
    await screen.findByRole('table');
    const currency = await screen.findByLabelText(en('wallet.transactions.currency'));
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([en('wallet.currency.all'), 'EUR', 'BTC']);
    await user.selectOptions(currency, 'BTC');
    await user.click(screen.getByRole('button', { name: en('wallet.transactions.apply') }));
    await waitFor(() =>
      expect(
        api.sentTo('GET', '/api/platform/player/transactions').at(-1)!.query.get('currency'),
      ).toBe('BTC'),
    );
    expect(
      screen.getByRole('link', { name: en('wallet.transactions.export') }).getAttribute('href'),
    ).toBe('/api/platform/player/transactions.csv?currency=BTC');
  });

  it('shows no account choice to a player with one account', async () => {
    api
      .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
      .on('GET', '/api/platform/player/transactions', {
        body: {
          data: [row(1, 'deposit', 5_000, 5_000)],
          pagination: { total: 1, page: 1, limit: 20, last_page: 1 },
        },
      });
    renderPage(<TransactionsView />);
    await screen.findByRole('table');
    await waitFor(() => expect(api.sentTo('GET', '/api/platform/player/accounts')).toHaveLength(1));
    expect(screen.queryByLabelText(en('wallet.transactions.currency'))).toBeNull();
  });

  it('asks a visitor to sign in and reads nothing', () => {
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN', profile: null, accounts: [] });
    renderPage(<TransactionsView />);
    expect(screen.getByRole('button', { name: en('header.sign-in') })).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});
