import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  devRoute,
  expectAccessible,
  findMatch,
  setAcceptMode,
  signInAsDemo,
  SITE_ACCEPT_MODE,
  type ApiMatch,
} from './helpers';

const APP = { 'X-App': 'sportsbook' };

/** A live match whose main market is open at sane prices. */
const open = (m: ApiMatch) =>
  m.main_market?.outcomes.every((o) => o.active && o.odds >= 1.2 && o.odds <= 15) ?? false;

/** Places 1.00 on the match's first price through the API (again if the live delay refuses it). */
async function placeLiveBet(page: Page, request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const match = await findMatch(
      request,
      'sport_key=soccer&type=match&match_status=1&limit=50',
      open,
    );
    const market = match.main_market!;
    const outcome = market.outcomes[0]!;
    const res = await page.request.post('/api/sb/bets', {
      headers: APP,
      data: {
        meta: { device_id: 'e2e-notifications', locale: 'en' },
        bets: [
          {
            stake: { value: 100, currency: 'EUR' },
            selections: [
              {
                match_id: match.id,
                market_id: market.id,
                specifier: market.specifier,
                outcome_id: outcome.id,
                odds: outcome.odds,
              },
            ],
          },
        ],
      },
      timeout: 30_000,
    });
    const placed = (await res.json()) as { data?: Array<{ id: string; status: string }> };
    if (res.ok() && placed.data?.[0] && placed.data[0].status !== 'rejected')
      return String(match.id);
  }
  throw new Error('no live bet could be placed');
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const unreadOf = async (page: Page) => {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

test.describe('notifications', () => {
  test.afterEach(async ({ page }) => {
    await setAcceptMode(page, SITE_ACCEPT_MODE);
    // Every kind back on, whatever a failed test left switched off.
    await page.request.put('/api/sb/notifications/preferences', {
      headers: APP,
      data: { preferences: [{ type: 'bet_settled', enabled: true }] },
    });
  });

  test('a settled bet arrives live in the bell; reading it lowers the count, read-all clears it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsDemo(page);
    await setAcceptMode(page, 'any');
    await expect(bell(page)).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-label', /^Notifications/);
    // The count as the API has it before the bet.
    const counters = async () =>
      (
        (await (await page.request.get('/api/sb/notifications/counters')).json()) as {
          unread: number;
        }
      ).unread;
    await expect.poll(() => unreadOf(page)).toBe(await counters());
    const before = await unreadOf(page);

    const matchId = await placeLiveBet(page, request);
    const finished = await page.request.post(
      devRoute(`/api/sb/dev/feed/matches/${matchId}/finish`),
    );
    expect(finished.ok()).toBe(true);
    // Live, without a reload: the count rises and the badge shows it.
    await expect.poll(() => unreadOf(page), { timeout: 20_000 }).toBe(before + 1);
    await expect(page.getByTestId('unread-count')).toHaveText(String(Math.min(before + 1, 99)));

    // Keyboard: the bell opens the panel, which names itself and lists the settled bet first.
    await bell(page).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const newest = panel.getByTestId('notification').first();
    await expect(newest).toContainText(/Bet (won|lost|refunded)/);
    await expect(newest).toHaveAttribute('data-unread', 'true');
    await expectAccessible(page, '[role="dialog"]');

    // Opening it marks it read: the count falls by one.
    await newest.getByRole('button').click();
    await expect.poll(() => unreadOf(page)).toBe(before);
    await expect(panel.getByTestId('notification').first()).not.toHaveAttribute('data-unread');
    // Focus stays on the notification just read.
    await expect(panel.getByTestId('notification').first()).toBeFocused();

    // Read-all clears the rest; Escape closes the panel and gives focus back to the bell.
    if (before > 0) {
      await panel.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => unreadOf(page)).toBe(0);
    }
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
    expect(await counters()).toBe(0);
  });

  test('the profile switches a kind of notification off and on @any-viewport', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/sports/profile');
    const section = page.getByRole('region', { name: 'Notifications' });
    const settled = section.getByRole('checkbox', { name: 'Settled bets' });
    await expect(settled).toBeChecked();
    await settled.uncheck();
    await expect(settled).not.toBeChecked();
    await page.reload();
    await expect(settled).not.toBeChecked();
    await expectAccessible(page, 'main');
    await settled.check();
    await expect(settled).toBeChecked();
    const prefs = await (await page.request.get('/api/sb/notifications/preferences')).json();
    expect(prefs.preferences).toContainEqual({ type: 'bet_settled', enabled: true });
  });
});
