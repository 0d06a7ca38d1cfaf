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
    // The match that starts last: the feed leaves its prices alone while the test moves one,
    // published through the real-time server API as the feed publishes its moves.
    const res = await page.request.get(
      '/api/sb/matches?sport_key=soccer&type=match&match_status=0&sort_by=-start_time&limit=1',
    );
    const match = (await res.json()).data[0];
    const market = match.main_market;
    const moved = Number((market.outcomes[0].odds + 0.37).toFixed(2));
    await page.goto(`/sports/soccer/${match.slug}`);
    await expect(page.getByRole('button', { name: /, odds / }).first()).toBeVisible();
    const publish = () =>
      page.request.post('/api/realtime/publish', {
        headers: { 'x-api-key': 'sportsbook-development-api-key' },
        data: {
          channel: 'lang:en',
          data: {
            event_name: 'markets_changed',
            message: {
              match_id: match.id,
              markets: [
                {
                  ...market,
                  outcomes: market.outcomes.map((o: { odds: number }, i: number) =>
                    i === 0 ? { ...o, odds: moved } : o,
                  ),
                },
              ],
            },
          },
        },
      });
    const flashingUp = page.locator('main [data-flash="up"]');
    // Published again until the page's connection is up and subscribed.
    await expect
      .poll(async () => (await publish(), await flashingUp.count()), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect(flashingUp.first()).toHaveText(moved.toFixed(2));
    // The flash ends; the new price stays.
    await expect(flashingUp).toHaveCount(0, { timeout: 5_000 });
    await expect(
      page.getByRole('button', { name: new RegExp(`, odds ${moved.toFixed(2)}`) }).first(),
    ).toBeVisible();
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
