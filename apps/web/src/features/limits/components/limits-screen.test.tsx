// @vitest-environment jsdom
// The limits screen: limits in force, a due pending change to confirm, setting a limit, and an
// exclusion that starts only after its confirmation step.
import type { UserLimit } from '@sportsbook/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi } from '@/testing/fake-api';
import { eurAccount, profile } from '@/testing/fixtures';
import { renderPage, resetBetweenTests, settle } from '@/testing/render';
import LimitsScreen from './limits-screen';

const api = fakeApi();
resetBetweenTests(usePlayer);
afterEach(() => getQueryClient().clear());

const limit = (overrides: Partial<UserLimit>): UserLimit => ({
  id: 1,
  type: 'deposit',
  strategy: 'money',
  status: 'active',
  period: 'day',
  value: 2_000,
  currency: 'EUR',
  parent_type: null,
  disable_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  confirm_until: null,
  ...overrides,
});

async function signedInWith(limits: UserLimit[]) {
  api
    .on('GET', '/api/platform/player', { body: profile() })
    .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
    .on('GET', '/api/platform/player/status_groups', { body: { data: [] } })
    .on('GET', '/api/platform/user_limits', { body: { data: limits } })
    .on('GET', '/api/platform/user_limits/history', {
      body: {
        data: [
          {
            id: 7,
            limit_id: 1,
            type: 'deposit',
            period: 'day',
            action: 'set',
            value: 2_000,
            previous_value: null,
            confirm_until: null,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    });
  await usePlayer.getState().load();
  const page = renderPage(<LimitsScreen locale="en" />);
  await settle();
  return page;
}

describe('limits screen', () => {
  it('shows the limits in force, a due change with Confirm, and the history', async () => {
    const page = await signedInWith([
      limit({}),
      limit({ id: 2, type: 'wager', status: 'active', period: 'week', value: 5_000 }),
      limit({
        id: 3,
        type: 'wager',
        status: 'pending',
        period: 'week',
        value: 10_000,
        confirm_until: '2026-11-21T10:00:00.000Z',
      }),
    ]);
    const deposit = screen.getByRole('region', { name: 'Deposit limit' });
    expect(within(deposit).getByText('Daily: €20.00')).toBeTruthy();
    const wager = screen.getByRole('region', { name: 'Wager limit' });
    expect(within(wager).getByText(/Weekly change to €100\.00 requested/)).toBeTruthy();
    api.on('POST', '/api/platform/user_limits/3/confirm', {
      body: limit({ id: 3, type: 'wager', period: 'week', value: 10_000 }),
    });
    await page.user.click(within(wager).getByRole('button', { name: 'Confirm change' }));
    await settle();
    expect(api.sentTo('POST', '/api/platform/user_limits/3/confirm')).toHaveLength(1);
    expect(screen.getByText('Change confirmed.').getAttribute('role')).toBe('status');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByRole('cell', { name: 'Set' })).toBeTruthy();
  });

  it('sets a limit from its form, in minor units of the account currency', async () => {
    const page = await signedInWith([]);
    const loss = screen.getByRole('region', { name: 'Loss limit' });
    api.on('POST', '/api/platform/user_limits', {
      status: 201,
      body: limit({ id: 5, type: 'loss', period: 'week', value: 1_550 }),
    });
    await page.user.selectOptions(within(loss).getByLabelText('Period'), 'week');
    await page.user.type(within(loss).getByLabelText('Amount (EUR)'), '15.50');
    await page.user.click(within(loss).getByRole('button', { name: 'Set Loss limit' }));
    await settle();
    expect(api.sentTo('POST', '/api/platform/user_limits').map((r) => r.body)).toEqual([
      { type: 'loss', period: 'week', value: 1_550 },
    ]);
    expect(screen.getByText('Limit saved. It applies now.').getAttribute('role')).toBe('status');
  });

  it('the player sets an activity time limit in minutes per period', async () => {
    const page = await signedInWith([]);
    const activity = screen.getByRole('region', { name: 'Activity time limit' });
    api.on('POST', '/api/platform/user_limits', {
      status: 201,
      body: limit({ id: 7, type: 'activity', strategy: 'time', period: 'week', value: 600 }),
    });
    await page.user.selectOptions(within(activity).getByLabelText('Period'), 'week');
    await page.user.type(within(activity).getByLabelText('Minutes'), '600');
    await page.user.click(
      within(activity).getByRole('button', { name: 'Set Activity time limit' }),
    );
    await settle();
    expect(api.sentTo('POST', '/api/platform/user_limits').map((r) => r.body)).toEqual([
      { type: 'activity', period: 'week', value: 600 },
    ]);
  });

  it('starts a time-out only after the confirmation step', async () => {
    const page = await signedInWith([]);
    const timeOut = screen.getByRole('region', { name: 'Time-out' });
    await page.user.click(within(timeOut).getByRole('button', { name: 'Take a time-out' }));
    expect(api.sentTo('POST', '/api/platform/user_limits')).toEqual([]);
    expect(
      within(timeOut).getByText('Start a Time-out of 24 hours? You cannot undo it.'),
    ).toBeTruthy();
    api.on('POST', '/api/platform/user_limits', {
      status: 201,
      body: limit({
        id: 6,
        type: 'time_out',
        strategy: 'exclusion',
        value: 24,
        disable_at: '2026-11-27T10:00:00.000Z',
      }),
    });
    // The time-out ends every session of the player, this one too.
    api.on('DELETE', '/api/platform/users/sign_out', {
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    await page.user.click(within(timeOut).getByRole('button', { name: 'Yes, start it' }));
    await settle();
    expect(api.sentTo('POST', '/api/platform/user_limits').map((r) => r.body)).toEqual([
      { type: 'time_out', period: 'day', value: 24 },
    ]);
    expect(usePlayer.getState().authStatus).toBe('NOT_LOGGED_IN');
    expect(
      await screen.findByText(/Time-out in force until .*signed out on every device/),
    ).toBeTruthy();
  });
});
