// Notification kinds seen arriving live in the browser: a starred match kicking off, and a bet's
// cash-out offer reaching the threshold the player picked on the profile. Each is told in the
// bell without a reload and read in the panel, which is a modal dialog that gives the focus back
// to the bell. Each test has a player of its own: the demo player, whom the other tests use, has
// bets settling at any moment, and each would be told in the bell while a test counts.
import { expect, test, type Page } from './fixtures';
import {
  devRoute,
  expectAccessible,
  findOpenPrematchMatches,
  moveOdds,
  notificationBell,
  placeSingle,
  setAcceptMode,
  settledUnread,
  signUpPlayer,
  SITE_ACCEPT_MODE,
  unreadNotifications,
} from './helpers';

const APP = { 'X-App': 'sportsbook' };
const PREFERENCES = '/api/sb/notifications/preferences';

/** Opens the panel from the keyboard and answers it with its newest notification. */
async function openPanel(page: Page) {
  await notificationBell(page).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return { panel, newest: panel.getByTestId('notification').first() };
}

/** Escape closes the panel and the bell has the focus again. */
async function closePanel(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  await expect(notificationBell(page)).toBeFocused();
}

/** The player's open bet's cash-out offer now (minor units), null without one. */
async function offerOf(page: Page, betId: string): Promise<number | null> {
  const res = await page.request.get('/api/sb/bets?filter=open');
  const { data } = (await res.json()) as { data: { id: string; to_cashout: number | null }[] };
  return data.find((b) => b.id === betId)?.to_cashout ?? null;
}

test.describe('notification kinds', () => {
  test.afterEach(async ({ page }) => {
    await setAcceptMode(page, SITE_ACCEPT_MODE);
    await page.request.put(PREFERENCES, {
      headers: APP,
      data: { preferences: [{ type: 'cashout_offer', enabled: true, threshold: 125 }] },
    });
  });

  test('a starred match kicking off is told live in the bell', async ({ page }) => {
    test.setTimeout(60_000);
    await signUpPlayer(page.request, { label: 'kick-off' });
    await page.goto('/sports');
    const [match] = await findOpenPrematchMatches(page.request, 1);
    const starred = await page.request.post(`/api/sb/favourites/matches/${match!.id}`, {
      headers: APP,
    });
    expect(starred.ok()).toBe(true);
    const bell = notificationBell(page);
    await expect(bell).toBeVisible();
    const before = await settledUnread(page);

    const started = await page.request.post(
      devRoute(`/api/sb/dev/feed/matches/${match!.id}/start`),
    );
    expect(started.ok(), await started.text()).toBe(true);
    // Live, without a reload.
    await expect.poll(() => unreadNotifications(page), { timeout: 20_000 }).toBe(before + 1);

    const { panel, newest } = await openPanel(page);
    await expect(newest).toContainText('Match started');
    await expect(newest).toContainText(`${match!.name} is live now.`);
    await expect(newest).toHaveAttribute('data-unread', 'true');
    await expectAccessible(page, 'dialog[open]');
    await newest.getByRole('button').click();
    await expect.poll(() => unreadNotifications(page)).toBe(before);
    await expect(panel.getByTestId('notification').first()).not.toHaveAttribute('data-unread');
    await closePanel(page);

    const removed = await page.request.delete(`/api/sb/favourites/matches/${match!.id}`, {
      headers: APP,
    });
    expect(removed.ok()).toBe(true);
  });

  test('a cash-out offer reaching the threshold picked on the profile is told live', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpPlayer(page.request, { label: 'offer', deposit: 5_000 });
    await setAcceptMode(page, 'any');

    // The player asks to be told when an offer reaches the stake.
    await page.goto('/sports/profile');
    const section = page.getByRole('region', { name: 'Notifications' });
    const threshold = section.getByRole('combobox', { name: 'Tell me when the offer reaches' });
    await expect(threshold).toHaveValue('125');
    const saved = page.waitForResponse(
      (res) => res.url().endsWith(PREFERENCES) && res.request().method() === 'PUT' && res.ok(),
    );
    await threshold.selectOption({ label: '100% of the stake' });
    await saved;
    await page.reload();
    await expect(threshold).toHaveValue('100');
    await expectAccessible(page, 'main');
    const before = await settledUnread(page);

    // A bet on the longest price of a prematch match, which then shortens as a trader's move does.
    const [match] = await findOpenPrematchMatches(page.request, 1);
    const outcomes = match!.main_market!.outcomes;
    const longest = outcomes.indexOf([...outcomes].sort((a, b) => b.odds - a.odds)[0]!);
    const bet = await placeSingle(page, match!, { outcome: longest, stake: 1_000 });
    expect(bet).not.toBeNull();
    await expect(async () => {
      const offer = await offerOf(page, bet!.id);
      if (offer === null || offer < 1_000)
        await moveOdds(page.request, match!, { outcome: longest, steps: -3 });
      expect(offer).not.toBeNull();
      expect(offer!).toBeGreaterThanOrEqual(1_000);
    }).toPass({ timeout: 60_000, intervals: [500] });

    await expect.poll(() => unreadNotifications(page), { timeout: 20_000 }).toBe(before + 1);
    const { newest } = await openPanel(page);
    await expect(newest).toContainText('Cash-out offer');
    // Named by the reference My bets shows.
    await expect(newest).toContainText(new RegExp(`Bet ${bet!.ref} can be cashed out for €`));
    await expectAccessible(page, 'dialog[open]');
    await closePanel(page);

    // Cashed out, the bet leaves nothing open for a later test's match to settle.
    await expect(async () => {
      const res = await page.request.post('/api/sb/bets/cashout', {
        headers: APP,
        data: { bet_id: bet!.id, to_cashout: await offerOf(page, bet!.id) },
      });
      expect(res.ok()).toBe(true);
    }).toPass({ timeout: 20_000 });
  });
});
