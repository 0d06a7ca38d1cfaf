// @vitest-environment jsdom
import type { Notification } from '@sportsbook/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { fakeApi, type SentRequest } from '@/testing/fake-api';
import { en, renderPage } from '@/testing/render';
import { NotificationPanel } from './notification-panel';

const api = fakeApi();
afterEach(() => getQueryClient().clear());

const notice = (id: number): Notification => ({
  id: String(id),
  title: 'notification.bonus_issued.available.title',
  caption: 'notification.caption.bonus',
  body: 'notification.bonus_issued.available.body',
  params: { bonus_type: 'freebet', bonus_name: `Bonus ${id}` },
  created_at: '2026-11-27T10:00:00Z',
  read: true,
  type: 'bonus_issued',
  object_type: 'bonus',
  object_id: String(id),
});

describe('the notifications panel', () => {
  it('is a modal dialog that reads older notifications a page at a time, in its locale', async () => {
    api.on('GET', '/api/sb/notifications', (request: SentRequest) => {
      const page = Number(request.query.get('page'));
      const ids = page === 1 ? [3, 2] : [1];
      return {
        body: {
          data: ids.map(notice),
          pagination: { total: 3, page, limit: 2, last_page: 2 },
        },
      };
    });
    const close = vi.fn();
    const { user } = renderPage(<NotificationPanel playerId="p-1" panelId="panel" close={close} />);
    const dialog = await screen.findByRole('dialog', { name: en('notifications.title') });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(
      await screen.findByText(
        en('notification.bonus_issued.available.title', { bonus_name: 'Bonus 3' }),
      ),
    ).toBeTruthy();
    expect(api.sentTo('GET', '/api/sb/notifications')[0]!.query.get('locale')).toBe('en');

    await user.click(screen.getByRole('button', { name: en('notifications.older') }));
    expect(
      await screen.findByText(
        en('notification.bonus_issued.available.title', { bonus_name: 'Bonus 1' }),
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId('notification')).toHaveLength(3);
    // The last page read: the button goes and the focus stays in the panel.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: en('notifications.older') })).toBeNull(),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: en('notifications.title') }),
    );

    await user.click(screen.getByRole('button', { name: en('notifications.close') }));
    expect(close).toHaveBeenCalled();
  });

  it('names a bet by the reference My bets shows, and an older notice by its number', async () => {
    const settled = (id: number, params: Notification['params']): Notification => ({
      ...notice(id),
      title: 'notification.bet_settled.win.title',
      caption: 'notification.caption.bet',
      body: 'notification.bet_settled.win.body',
      type: 'bet_settled',
      object_type: 'bet',
      params,
    });
    api.on('GET', '/api/sb/notifications', {
      body: {
        data: [
          settled(2, { bet_id: '13', bet_ref: 'LW7FUFRR', amount: 2_500, currency: 'EUR' }),
          settled(1, { bet_id: '12', amount: 1_000, currency: 'EUR' }),
        ],
        pagination: { total: 2, page: 1, limit: 20, last_page: 1 },
      },
    });
    renderPage(<NotificationPanel playerId="p-1" panelId="panel" close={() => undefined} />);
    expect(
      await screen.findByText(
        en('notification.bet_settled.win.body', { bet_ref: 'LW7FUFRR', amount: '€25.00' }),
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        en('notification.bet_settled.win.body', { bet_ref: '#12', amount: '€10.00' }),
      ),
    ).toBeTruthy();
    // Times on the site's 24-hour clock, as the other lists tell them.
    for (const time of document.querySelectorAll('[data-testid=notification] time')) {
      expect(time.textContent).toMatch(/\d{2}:\d{2}$/);
      expect(time.textContent).not.toMatch(/AM|PM/);
    }
    expect(document.querySelectorAll('[data-testid=notification] time')).toHaveLength(2);
  });
});
