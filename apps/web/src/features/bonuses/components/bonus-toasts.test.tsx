// @vitest-environment jsdom
import type { Bonus } from '@sportsbook/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getQueryClient } from '@/components/providers/query-provider';
import { holdPrivateChannel } from '@/lib/live/connection';
import { usePlayer } from '@/lib/session/player-store';
import { fakeApi } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { eurAccount, profile, sbSettings } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { BonusToasts } from './bonus-toasts';
import { PromotionsView } from './promotions-view';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const CHANNEL = '$user:42';

function freebet(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: '7',
    type: 'freebet',
    trigger_key: 'welcome-freebet',
    name: 'Welcome free bet',
    description: 'A free bet on any single or combo.',
    banner: null,
    status: 'available',
    seen: false,
    issued_at: new Date().toISOString(),
    activated_at: null,
    valid_to: null,
    expired_at: null,
    country_codes: [],
    only_verified: false,
    event_conditions: [],
    min_odds: 1.5,
    currency: 'EUR',
    amount: 5_00,
    ...overrides,
  };
}

const api = fakeApi()
  .on('GET', '/api/platform/player', { body: profile({ id: '42' }) })
  .on('GET', '/api/sb/settings', { body: sbSettings() })
  .on('GET', '/api/platform/player/accounts', { body: [eurAccount()] })
  .on('GET', '/api/platform/player/comp_points', { status: 401, body: { code: 'UNAUTHORIZED' } })
  .on('GET', '/api/platform/player/status_groups', { body: { data: [] } })
  .on('POST', '/api/sb/bonuses', { body: { data: [] } });
const realtime = fakeRealtime();
resetBetweenTests(usePlayer);
afterEach(() => getQueryClient().clear());

const issued = (bonus: Bonus) =>
  realtime.private(CHANNEL, { event_name: 'bonus_issued', message: { bonus } });
const toasts = () => screen.getByRole('status', { name: en('bonus-toast.region') });

describe('bonus toasts of a signed-in player', () => {
  beforeEach(async () => {
    await usePlayer.getState().load();
  });

  it('shows a new bonus at once and reads the bonus lists again 1 s later', async () => {
    let listed: Bonus[] = [];
    api.on('GET', '/api/sb/bonuses', () => ({ body: { data: listed } }));
    api.on('POST', '/api/sb/bonuses', { body: { data: [freebet()] } });
    renderPage(
      <>
        <BonusToasts locale="en" />
        <PromotionsView />
      </>,
    );
    expect(await screen.findByText(en('promotions.empty'))).toBeTruthy();
    expect(realtime.holdsPrivate(CHANNEL)).toBe(true);
    expect(toasts().getAttribute('aria-live')).toBe('polite');

    vi.useFakeTimers();
    const reads = () => api.sentTo('GET', '/api/sb/bonuses').length;
    const readsBefore = reads();
    listed = [freebet()];
    issued(freebet());
    const toast = within(toasts()).getByTestId('bonus-toast');
    expect(toast.textContent).toContain(en('bonus-toast.title', { name: 'Welcome free bet' }));
    expect(toast.textContent).toContain('Free bet · €5.00');
    expect(within(toast).getByRole('link', { name: en('bonus-toast.open') })).toBeTruthy();
    // The name is read again in the page's language, by id.
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.sentTo('POST', '/api/sb/bonuses').map((r) => r.body)).toEqual([
      { ids: ['7'], locale: 'en', limit_per_type: 1 },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(980));
    expect(reads()).toBe(readsBefore);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(reads()).toBe(readsBefore + 1);
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { level: 3, name: 'Welcome free bet' })).toBeTruthy();
  });

  it('closes a toast after 8 s, not while it has the focus, and by its button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPage(<BonusToasts locale="en" />);
    await settle();
    issued(freebet({ id: '1', name: 'First' }));
    // Announced two seconds apart: a toast each.
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    issued(freebet({ id: '2', name: 'Second' }));
    expect(within(toasts()).getAllByTestId('bonus-toast')).toHaveLength(2);

    const close = screen.getByRole('button', { name: en('bonus-toast.close', { name: 'First' }) });
    act(() => close.focus());
    await act(() => vi.advanceTimersByTimeAsync(8_100));
    // The focused one stays; the other has gone.
    expect(within(toasts()).getAllByTestId('bonus-toast')).toHaveLength(1);
    expect(toasts().textContent).toContain('First');
    await user.click(close);
    expect(within(toasts()).queryAllByTestId('bonus-toast')).toHaveLength(0);
  });

  it('shows a bonus issued before the channel was subscribed once it is, and only once', async () => {
    const old = new Date(Date.now() - 60 * 60_000).toISOString();
    api.on('POST', '/api/sb/bonuses', (request) =>
      (request.body as { ids?: string[] }).ids
        ? { body: { data: [freebet({ id: '9', name: 'Missed' })] } }
        : {
            body: {
              data: [
                freebet({ id: '9', name: 'Missed' }),
                freebet({ id: '8', name: 'Long held', issued_at: old }),
              ],
            },
          },
    );
    renderPage(<BonusToasts locale="en" />);
    await settle();
    realtime.subscribed(CHANNEL);
    await settle();
    expect(api.sentTo('POST', '/api/sb/bonuses').map((r) => r.body)).toEqual([
      { locale: 'en', limit_per_type: 5 },
    ]);
    const shown = () => within(toasts()).queryAllByTestId('bonus-toast');
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]!.textContent).toContain('Missed');
    // Its announcement arriving after all, or a resubscription, shows nothing more.
    issued(freebet({ id: '9', name: 'Missed' }));
    realtime.subscribed(CHANNEL);
    await settle();
    expect(shown()).toHaveLength(1);
  });

  it('tells bonuses that arrived together in one toast, which one button dismisses', async () => {
    api.on('POST', '/api/sb/bonuses', {
      body: {
        data: [
          freebet({ id: '9', name: 'Welcome free bet' }),
          freebet({ id: '10', name: 'Welcome boost', type: 'comboboost', amount: null }),
          freebet({ id: '11', name: 'Welcome chest', type: 'lootbox', amount: null }),
        ],
      },
    });
    renderPage(<BonusToasts locale="en" />);
    await settle();
    realtime.subscribed(CHANNEL);
    const shown = () => within(toasts()).queryAllByTestId('bonus-toast');
    await waitFor(() => expect(shown()).toHaveLength(1));
    const [toast] = shown() as [HTMLElement];
    expect(toast.textContent).toContain('3 new bonuses for you');
    expect(toast.textContent).toContain('Welcome free bet, Welcome boost, and Welcome chest');
    within(toast).getByRole('button', { name: 'Dismiss the 3 new bonuses' }).click();
    await waitFor(() => expect(shown()).toHaveLength(0));
    // One announced later still has a toast of its own.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    issued(freebet({ id: '12', name: 'Reload bonus' }));
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]!.textContent).toContain('New bonus: Reload bonus');
  });

  it('tells bonuses announced together while the page is open in one toast', async () => {
    renderPage(<BonusToasts locale="en" />);
    await settle();
    issued(freebet({ id: '21', name: 'Weekend free bet' }));
    issued(freebet({ id: '22', name: 'Medium chest', type: 'lootbox', amount: null }));
    const shown = within(toasts()).getAllByTestId('bonus-toast');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toContain('2 new bonuses for you');
    expect(shown[0]!.textContent).toContain('Weekend free bet and Medium chest');
  });

  it('catches up when it joins a channel subscribed before it was there', async () => {
    api.on('POST', '/api/sb/bonuses', { body: { data: [freebet({ id: '9', name: 'Missed' })] } });
    // The slip's listener holds the player's channel first, and hears it subscribed.
    onTestFinished(holdPrivateChannel('42', () => undefined));
    realtime.subscribed(CHANNEL);
    renderPage(<BonusToasts locale="en" />);
    const shown = () => within(toasts()).queryAllByTestId('bonus-toast');
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]!.textContent).toContain('Missed');
    expect(api.sentTo('POST', '/api/sb/bonuses')).toHaveLength(1);
  });

  it('leaves a promo code redeemed on the page to the page, whenever its event arrives', async () => {
    const weekend = freebet({ id: '11', name: 'Weekend free bet' });
    let announce: 'during' | 'after' = 'during';
    api.on('GET', '/api/sb/bonuses', { body: { data: [] } });
    api.on('POST', '/api/sb/bonuses/promo-code', () => {
      // The server announces the bonus while it answers: the event can come first.
      if (announce === 'during') issued(weekend);
      return { body: { bonus_id: weekend.id, bonus_type: 'freebet', name: weekend.name } };
    });
    const { user } = renderPage(
      <>
        <BonusToasts locale="en" />
        <PromotionsView />
      </>,
    );
    await screen.findByText(en('promotions.empty'));
    const field = screen.getByRole('textbox', { name: en('promotions.promo-code.label') });
    const redeem = screen.getByRole('button', { name: en('promotions.promo-code.submit') });
    const shown = () => within(toasts()).queryAllByTestId('bonus-toast');

    await user.type(field, 'WEEKEND10');
    await user.click(redeem);
    await screen.findByText(en('promotions.promo-code.redeemed', { name: 'Weekend free bet' }));
    await settle();
    expect(shown()).toHaveLength(0);

    // A second code whose event comes after the answer; then a bonus of another kind still shows.
    announce = 'after';
    const boost = freebet({ id: '12', name: 'Combo boost', type: 'comboboost', amount: null });
    api.on('POST', '/api/sb/bonuses/promo-code', () => ({
      body: { bonus_id: '13', bonus_type: 'freebet', name: 'Second free bet' },
    }));
    await user.type(field, 'SECOND');
    await user.click(redeem);
    await screen.findByText(en('promotions.promo-code.redeemed', { name: 'Second free bet' }));
    issued(freebet({ id: '13', name: 'Second free bet' }));
    issued(boost);
    await settle();
    expect(shown().map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Combo boost'),
    ]);
  });

  it('keeps at most three toasts, the newest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<BonusToasts locale="en" />);
    await settle();
    for (const id of ['1', '2', '3', '4']) {
      issued(freebet({ id, name: `Bonus ${id}` }));
      await act(() => vi.advanceTimersByTimeAsync(2_100));
    }
    const shown = within(toasts()).getAllByTestId('bonus-toast');
    expect(shown.map((t) => t.textContent)).toEqual([
      expect.stringContaining('Bonus 2'),
      expect.stringContaining('Bonus 3'),
      expect.stringContaining('Bonus 4'),
    ]);
  });
});

describe('bonus toasts without a player', () => {
  it('shows nothing and follows no private channel for a visitor', async () => {
    usePlayer.setState({ authStatus: 'NOT_LOGGED_IN', profile: null, accounts: [] });
    renderPage(<BonusToasts locale="en" />);
    await settle();
    expect(screen.queryByRole('status', { name: en('bonus-toast.region') })).toBeNull();
    expect(realtime.holdsPrivate(CHANNEL)).toBe(false);
  });
});
