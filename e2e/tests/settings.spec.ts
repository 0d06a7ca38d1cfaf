import { expect, test } from './fixtures';
import { findMatch, clearOfKickOff } from './helpers';

test.describe('display settings', () => {
  test('both themes, switchable and kept across reloads', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/sports');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Theme').selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a not-found page follows the chosen theme and the system one', async ({ page }) => {
    // The not-found page is drawn in the browser, not by the server: the theme still applies.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/sports/soccer/no-such-league');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('odds formats switch every price on the page', async ({ page, request }) => {
    const match = await findMatch(
      request,
      `sport_key=tennis&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
    );
    await page.goto(`/sports/tennis/${match.slug}`);
    const firstPrice = page.getByRole('button', { name: /, odds / }).first();
    await expect(firstPrice).toHaveAccessibleName(/odds \d+\.\d{2}$/);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Odds format').selectOption('american');
    await expect(firstPrice).toHaveAccessibleName(/odds [+-]\d+$/);
    await page.getByLabel('Odds format').selectOption('fractional');
    await expect(firstPrice).toHaveAccessibleName(/odds (\d+\/\d+|Evens)$/);
    await page.getByLabel('Odds format').selectOption('percent');
    await expect(firstPrice).toHaveAccessibleName(/odds [\d.]+%$/);
  });
});
