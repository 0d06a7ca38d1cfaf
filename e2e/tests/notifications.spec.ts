import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  devRoute,
  expectAccessible,
  findMatch,
  notificationBell,
  placeSingle,
  setAcceptMode,
  signInAsDemo,
  settledUnread,
  signUpPlayer,
  SITE_ACCEPT_MODE,
  unreadNotifications,
  unreadOnServer,
  type ApiMatch,
} from './helpers';

const APP = { 'X-App': 'sportsbook' };

/** A match whose main market is open at sane prices. */
const open = (m: ApiMatch) =>
  m.main_market?.outcomes.every((o) => o.active && o.odds >= 1.2 && o.odds <= 15) ?? false;

/**
 * Kicks off the soccer match that starts last (the live ones may be few, and other tests finish
 * them) and places 1.00 on its first price, again while the live delay refuses a moved price.
 */
async function placeLiveBet(page: Page, request: APIRequestContext): Promise<string> {
  const last = await findMatch(
    request,
    'sport_key=soccer&type=match&match_status=0&sort_by=-start_time&limit=20',
    open,
  );
  const started = await request.post(devRoute(`/api/sb/dev/feed/matches/${last.id}/start`));
  expect(started.status()).toBe(200);
  for (let attempt = 0; attempt < 8; attempt++) {
    const res = await request.get(`/api/sb/matches/${last.id}`);
    expect(res.ok()).toBe(true);
    const match = (await res.json()) as ApiMatch;
    if (open(match) && (await placeSingle(page, match))) return String(match.id);
    await page.waitForTimeout(1_000);
  }
  throw new Error(`no live bet could be placed on match ${last.id}`);
}

const bell = notificationBell;
const unreadOf = unreadNotifications;

test.describe('notifications', () => {
  test.afterEach(async ({ page }) => {
    await setAcceptMode(page, SITE_ACCEPT_MODE);
    // Every kind back on, whatever a failed test left switched off.
    await page.request.put('/api/sb/notifications/preferences', {
      headers: APP,
      data: { preferences: [{ type: 'bet_settled', enabled: true }] },
    });
  });

  test(
    'a settled bet arrives live in the bell; reading it lowers the count, read-all clears it',
    { tag: '@phone' },
    async ({ page, request }) => {
      test.setTimeout(120_000);
      // A player of its own: the demo player, whom every other test uses, has bets settling at any
      // moment, and each would be told in this bell while the test counts.
      await signUpPlayer(page.request, { label: 'bell', deposit: 5_000 });
      await page.goto('/sports');
      await expect(page.getByTestId('balance')).toContainText('€');
      await setAcceptMode(page, 'any');
      await expect(bell(page)).toBeVisible();
      await expect(bell(page)).toHaveAttribute('aria-label', /^Notifications/);
      // The count as the API has it before the bet.
      const before = await settledUnread(page);

      const matchId = await placeLiveBet(page, request);
      // Finishing the match settles the bet, and the player is told.
      const open = (await (
        await page.request.get('/api/sb/bets?filter=open&limit=500')
      ).json()) as {
        data: { selections: { match: { id: number } }[] }[];
      };
      const settling = open.data.filter((bet) =>
        bet.selections.every((s) => String(s.match.id) === matchId),
      ).length;
      expect(settling).toBe(1);
      const finished = await page.request.post(
        devRoute(`/api/sb/dev/feed/matches/${matchId}/finish`),
      );
      expect(finished.ok()).toBe(true);
      // Live, without a reload: the count rises by one and the badge shows the API's count.
      await expect.poll(() => unreadOf(page), { timeout: 20_000 }).toBe(before + settling);
      const after = await settledUnread(page);
      await expect(page.getByTestId('unread-count')).toHaveText(String(Math.min(after, 99)));

      // Keyboard: the bell opens the panel, which names itself and lists the settled bet.
      await bell(page).focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await expect(panel).toBeVisible();
      const newest = panel
        .getByTestId('notification')
        .filter({ hasText: /Bet (won|lost|refunded)/ })
        .first();
      await expect(newest).toBeVisible();
      await expect(newest).toHaveAttribute('data-unread', 'true');
      await expectAccessible(page, 'dialog[open]');

      // Opening it marks it read: the count falls by one.
      await newest.getByRole('button').click();
      await expect.poll(() => unreadOf(page)).toBe(after - 1);
      await expect(newest).not.toHaveAttribute('data-unread');
      // Focus stays on the notification just read.
      await expect(newest).toBeFocused();

      // Read-all clears the rest; Escape closes the panel and gives focus back to the bell.
      if (after - 1 > 0) {
        await panel.getByRole('button', { name: 'Mark all as read' }).click();
        await expect.poll(() => unreadOf(page)).toBe(0);
      }
      await expect(page.getByTestId('unread-count')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(bell(page)).toBeFocused();
      expect(await unreadOnServer(page)).toBe(0);
    },
  );

  test('the profile switches a kind of notification off and on', async ({ page }) => {
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
