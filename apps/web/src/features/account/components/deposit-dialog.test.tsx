// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { useAlerts } from '@/lib/alerts';
import { useAuthModal } from '@/lib/session/auth-modal-store';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi } from '@/testing/fake-api';
import { signedInEuroPlayer } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { DepositDialog } from './deposit-dialog';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: vi.fn(), push: vi.fn() }),
}));

const api = fakeApi();
resetBetweenTests(usePlayer, useAlerts, useAuthModal);
afterEach(() => getQueryClient().clear());

beforeEach(() => usePlayer.setState(signedInEuroPlayer()));

/** Opens the dialog and deposits `amount`, the cashier refusing it with a daily limit's answer. */
async function depositRefused(amount: string, remaining: number, accountCurrency = 'EUR') {
  api.on('POST', '/api/platform/player/deposits', {
    status: 403,
    body: {
      code: 'DEPOSIT_LIMIT_EXCEEDED',
      message: 'error.limits.deposit_exceeded.day',
      data: {
        type: 'deposit',
        period: 'day',
        limit: 2_000,
        used: 2_000 - remaining,
        remaining,
        currency: 'EUR',
      },
    },
  });
  const { user } = renderPage(<DepositDialog />);
  useAuthModal.getState().open({ modal: 'deposit' });
  const field = await screen.findByLabelText(
    en('quick-deposit.amount', { currency: accountCurrency }),
  );
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: en('quick-deposit.submit') }));
  return (await screen.findByRole('alert')).textContent;
}

describe('the deposit dialog refused by a deposit limit', () => {
  it('says how much the limit still lets in', async () => {
    expect(await depositRefused('10', 500)).toBe(
      `${en('error.limits.deposit_exceeded.day')} ${en('quick-deposit.limit-left', { amount: '€5.00' })}`,
    );
  });

  it("says what is left in the limit's currency when the account is in another", async () => {
    usePlayer.setState({ accounts: [{ currency: 'USD', balance: 0, active: true }] });
    expect(await depositRefused('10', 500, 'USD')).toBe(
      `${en('error.limits.deposit_exceeded.day')} ${en('quick-deposit.limit-left', { amount: '€5.00' })}`,
    );
  });

  it('says the limit is used up when nothing is left, not "€0.00 more"', async () => {
    expect(await depositRefused('10', 0)).toBe(
      `${en('error.limits.deposit_exceeded.day')} ${en('quick-deposit.limit-used-up')}`,
    );
  });
});

describe('the deposit dialog of a bitcoin account', () => {
  it('says what a typed amount is in the unit balances are shown in', async () => {
    usePlayer.setState({ accounts: [{ currency: 'BTC', balance: 700_000, active: true }] });
    const { user } = renderPage(<DepositDialog />);
    useAuthModal.getState().open({ modal: 'deposit' });
    const field = await screen.findByLabelText(en('quick-deposit.amount', { currency: 'BTC' }));
    await user.type(field, '5');
    const echo = screen.getByText(en('amount.echo', { amount: '5,000 mBTC' }));
    expect(field.getAttribute('aria-describedby')).toContain(echo.id);
    await user.clear(field);
    // Nothing to say while the field is empty.
    expect(screen.queryByText(/^That is/)).toBeNull();
    await user.type(field, '0.0005');
    expect(screen.getByText(en('amount.echo', { amount: '500 µBTC' }))).toBeTruthy();
  });

  it('says nothing more for a currency without smaller units', async () => {
    const { user } = renderPage(<DepositDialog />);
    useAuthModal.getState().open({ modal: 'deposit' });
    const field = await screen.findByLabelText(en('quick-deposit.amount', { currency: 'EUR' }));
    await user.type(field, '5');
    expect(screen.queryByText(/^That is/)).toBeNull();
  });
});

describe('the deposit dialog asked for an impossible amount', () => {
  it('says it is too large and asks the cashier nothing', async () => {
    const { user } = renderPage(<DepositDialog />);
    useAuthModal.getState().open({ modal: 'deposit' });
    const field = await screen.findByLabelText(en('quick-deposit.amount', { currency: 'EUR' }));
    await user.type(field, '99999999999999999999');
    await user.click(screen.getByRole('button', { name: en('quick-deposit.submit') }));
    expect((await screen.findByRole('alert')).textContent).toBe(en('betslip.stake.too_large'));
    expect(api.sentTo('POST', '/api/platform/player/deposits')).toEqual([]);
  });
});
