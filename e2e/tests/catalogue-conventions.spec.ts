import { expect, test, type Route } from './fixtures';
import { expectAccessible, lastStartingSoccerMatch, publishFirstPrice } from './helpers';

/** Published ladders: decimal price → the British fractional quote. */
const FRACTIONAL_GOLDEN: [number, string][] = [
  [2.0, 'Evens'],
  [2.875, '15/8'],
  [1.909, '10/11'],
  [1.5, '1/2'],
  [1.8, '4/5'],
  [3.0, '2/1'],
  [11.0, '10/1'],
  [1.25, '1/4'],
  [2.25, '5/4'],
  [4.5, '7/2'],
  [3.83, '14/5'],
  // Between two steps, the shorter one: 9/1 would promise 10.00.
  [9.78, '17/2'],
];

test.describe('odds, search and navigation conventions', () => {
  test('fractional odds are quoted from the bookmakers ladder (golden table)', async ({ page }) => {
    const match = await lastStartingSoccerMatch(page);
    await page.goto(`/sports/soccer/${match.slug}`);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Odds format').selectOption('fractional');
    await page.keyboard.press('Escape');
    const homeWin = page
      .getByRole('main')
      .getByRole('button', { name: /to win \(1X2\), odds/ })
      .first();
    for (const [decimal, fraction] of FRACTIONAL_GOLDEN) {
      // Published until shown: the first publication may come before the page has subscribed.
      await expect
        .poll(
          async () => {
            await publishFirstPrice(page, match, decimal);
            return (await homeWin.textContent())?.trim();
          },
          { timeout: 20_000 },
        )
        .toMatch(new RegExp(`\\s${fraction.replace('/', '\\/')}$`));
    }
  });

  test('times read on the 24-hour clock in English', async ({ page }) => {
    await page.goto('/sports/soccer');
    const clock = page
      .locator('article')
      .first()
      .getByText(/^\d{2}:\d{2}$/);
    await expect(clock.first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/\d{1,2}:\d{2}\s?(AM|PM)/);
  });

  test('search "ars" lists Arsenal first and marks what matched', async ({ page }) => {
    await page.goto('/sports/search');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('ars');
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Arsenal');
    await expect(first.locator('mark').first()).toHaveText(/^ars$/i);
    await expectAccessible(page);
  });

  test('the progress bar shows while a slow navigation loads', async ({ page }) => {
    await page.goto('/sports');
    // The next route's server components (the RSC request) are held until the bar has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route((url) => url.searchParams.has('_rsc'), hold);
    const bar = page.locator('#nprogress .bar');
    const results = page.getByRole('link', { name: 'Results' }).first();
    // A link clicked before the page hydrates loads a new document (no route request, no bar):
    // wait until React holds the link, as a person's click after reading the page would find it.
    await expect
      .poll(() =>
        results.evaluate((link) => Object.keys(link).some((k) => k.startsWith('__react'))),
      )
      .toBe(true);
    await results.click();
    await expect(bar).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/sports\/results$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results');
    await expect(bar).toHaveCount(0);
  });

  test('the bet-builder tab hides when custom bets are off', async ({ page }) => {
    const match = await lastStartingSoccerMatch(page);
    await page.goto(`/sports/soccer/${match.slug}`);
    await expect(page.getByRole('tab', { name: 'Bet builder' })).toBeVisible();
    // The site's settings as they would read with custom bets turned off (customBetEnabled).
    await page.route('**/api/sb/settings', async (route) => {
      const response = await route.fetch();
      const settings = await response.json();
      await route.fulfill({ response, json: { ...settings, custom_bet_enabled: false } });
    });
    // A new document (the same address with a hash alone would not load the settings again).
    await page.goto('/sports/results');
    await page.goto(`/sports/soccer/${match.slug}#betBuilder`);
    await expect(page.getByRole('tab', { name: 'Markets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Bet builder' })).toHaveCount(0);
    // Nothing to watch or talk about: no stream, no chat.
    await expect(page.getByRole('tab', { name: 'Stream' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Chat' })).toHaveCount(0);
    await page.unroute('**/api/sb/settings');
  });
});
