import { expect, test } from './fixtures';
import { API_URL, expectAccessible, headerBalance, signInAsNewPlayer } from './helpers';

test.describe('jackpots', () => {
  test(
    'the home page shows the seeded jackpot with its levels and pools',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/sports');
      const widget = page.getByRole('region', { name: 'Jackpots' });
      await expect(
        widget.getByRole('heading', { level: 3, name: 'Golden Goal Jackpot' }),
      ).toBeVisible();
      const levels = widget.getByRole('list', { name: 'Jackpot levels' }).getByRole('listitem');
      await expect(levels).toHaveCount(3);
      await expect(levels.first()).toContainText('Mini');
      await expect(levels.first()).toContainText('€');
      await expectAccessible(page, '[data-testid="jackpot-widget"]');
    },
  );

  test('a seeded jackpot hit shows its modal once and pays the balance', async ({ page }) => {
    await signInAsNewPlayer(page, 'jackpot');
    const jackpots = (await (await page.request.get('/api/sb/jackpots')).json()) as {
      data: { id: string }[];
    };
    const before = await headerBalance(page);
    // The development route makes the level hit for the signed-in player; it is not behind the
    // web tier, so the session cookie goes along by hand.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const forced = await page.request.post(
      `${API_URL}/api/sb/dev/jackpots/${jackpots.data[0]!.id}/hit`,
      { headers: { cookie, 'X-App': 'sportsbook' }, data: { level_code: 'mini' } },
    );
    expect(forced.ok(), await forced.text()).toBe(true);
    const hit = (await forced.json()) as { id: string; amount: number; status: string };
    expect(hit.status).toBe('paid');

    await page.reload();
    const modal = page.getByRole('dialog', { name: 'Jackpot!' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Mini');
    await expect(modal).toContainText('Golden Goal Jackpot');
    await expectAccessible(page);
    await expect(modal.getByRole('button', { name: 'Great, close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before + hit.amount / 100, 2);

    // Shown once: the hit is seen, and the next page load does not show it again.
    const unseen = await page.request.get('/api/sb/jackpot-hits?forUser=true&unseen=true');
    expect(((await unseen.json()) as { data: unknown[] }).data).toEqual([]);
    const polled = page.waitForResponse((r) => r.url().includes('/api/sb/jackpot-hits'));
    await page.reload();
    await polled;
    // Past the hit delay (1 s) no modal opens.
    await page.waitForTimeout(1_500);
    await expect(modal).toHaveCount(0);
  });
});
