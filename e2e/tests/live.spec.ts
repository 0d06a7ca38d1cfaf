import { expect, test } from '@playwright/test';

test.describe('live updates and search', () => {
  test('a live match updates on screen without a reload', async ({ page }) => {
    await page.goto('/sports/live');
    const clocks = page.locator('article').first();
    await expect(clocks).toBeVisible();
    const before = await page.locator('main').innerText();
    await expect
      .poll(async () => (await page.locator('main').innerText()) !== before, { timeout: 20_000 })
      .toBe(true);
    // Same document: nothing navigated.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('a moving price changes on screen and flashes up or down', async ({ page }) => {
    await page.goto('/sports/live');
    await expect(page.getByRole('button', { name: /, odds / }).first()).toBeVisible();
    const prices = () =>
      page.$$eval('main button[aria-pressed]', (buttons) =>
        buttons.map((b) => ({
          text: b.textContent,
          direction: b.querySelector('[data-flash]')?.getAttribute('data-flash') ?? null,
        })),
      );
    const before = await prices();
    await expect
      .poll(
        async () =>
          (await prices()).some(
            (now, i) =>
              now.text !== before[i]?.text && (now.direction === 'up' || now.direction === 'down'),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test('search finds events as you type', async ({ page }) => {
    await page.goto('/sports/search');
    const box = page.getByRole('searchbox', { name: 'Search events' });
    await box.fill('ar');
    await expect(page.getByText('Type at least 3 characters')).toBeVisible();
    await box.fill('arsenal');
    await expect(page.getByRole('article').first()).toContainText('Arsenal');
    await box.fill('zzzzzz');
    await expect(page.getByText('Nothing matches “zzzzzz”')).toBeVisible();
  });
});
