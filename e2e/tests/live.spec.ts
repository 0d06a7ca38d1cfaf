import { expect, test, type Page } from '@playwright/test';
import { openSlip } from './helpers';

/** Publishes `match`'s main market with its first price set to `odds`, as the feed publishes. */
const publishFirstPrice = (
  page: Page,
  match: { id: number; main_market: { outcomes: Array<{ odds: number }> } },
  odds: number,
) =>
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
              ...match.main_market,
              outcomes: match.main_market.outcomes.map((o, i) => (i === 0 ? { ...o, odds } : o)),
            },
          ],
        },
      },
    },
  });

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
    const movedPrice = page
      .getByRole('button', { name: new RegExp(`, odds ${moved.toFixed(2)}`) })
      .first();
    await expect(movedPrice).toBeVisible();
    // Picked after it moved, the price goes to the slip as shown, not as the page first had it.
    await movedPrice.click();
    await openSlip(page);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip).toContainText(moved.toFixed(2));
    await expect(slip).not.toContainText(market.outcomes[0].odds.toFixed(2));
  });

  test('a price that moved out of view shows its new value when scrolled to', async ({ page }) => {
    // The last-starting soccer match: far down the list, and left alone by the feed.
    const res = await page.request.get(
      '/api/sb/matches?sport_key=soccer&type=match&match_status=0&sort_by=-start_time&limit=1',
    );
    const match = (await res.json()).data[0];
    const moved = Number((match.main_market.outcomes[0].odds + 0.41).toFixed(2));
    await page.goto('/sports/soccer');
    const row = page.locator('article', { has: page.locator(`a[href$="/${match.slug}"]`) });
    const price = row.getByRole('button', { name: /, odds / }).first();
    await expect(price).toBeAttached();
    const before = (await price.textContent())!;
    const height = page.viewportSize()!.height;
    expect((await row.boundingBox())!.y).toBeGreaterThan(height * 1.5);
    // The connection is up once a price in view moves on screen.
    const first = page.locator('main [data-skippable]').first();
    const firstSlug = (await first.locator('a').first().getAttribute('href'))!.split('/').pop();
    const list = await page.request.get('/api/sb/matches?sport_key=soccer&type=match&limit=200');
    const inView = (await list.json()).data.find((m: { slug: string }) => m.slug === firstSlug);
    const flashing = first.locator('[data-flash]');
    let step = 0;
    await expect
      .poll(
        async () => (
          await publishFirstPrice(page, inView, inView.main_market.outcomes[0].odds + 0.1 * ++step),
          await flashing.count()
        ),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    // Out of view, the move waits; scrolled to, the row shows it.
    await publishFirstPrice(page, match, moved);
    await page.waitForTimeout(1_000);
    await expect(price).toHaveText(before);
    await row.scrollIntoViewIfNeeded();
    await expect(price).toContainText(moved.toFixed(2));
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
