import { expect, test, type Page } from './fixtures';
import {
  devRoute,
  heldFirstPrice,
  lastStartingSoccerMatch,
  moveOdds,
  openSlip,
  publishEvent,
  publishFirstPrice,
  toggleSlip,
} from './helpers';

/** The home win of the match page's first market (1X2). */
const homeWin = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: /to win \(1X2\), odds/ })
    .first();

/**
 * Opens the last-starting soccer match's page and publishes its home win until a move flashes:
 * the page's connection is then up and subscribed. `shown` is the price last published.
 */
const openWithConnection = async (page: Page) => {
  const match = await lastStartingSoccerMatch(page);
  const odds: number = match.main_market.outcomes[0]!.odds;
  await page.goto(`/sports/soccer/${match.slug}`);
  const flashing = page.locator('main [data-flash]');
  let step = 0;
  let shown = odds;
  await expect
    .poll(
      async () => {
        shown = Number((odds + 0.1 * ++step).toFixed(2));
        await publishFirstPrice(page, match, shown);
        return flashing.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return { match, odds, shown };
};

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
    // The match that starts last, its home win moved through the real-time server API as the feed
    // publishes its moves (the server's own price stays).
    const match = await lastStartingSoccerMatch(page);
    const market = match.main_market;
    const original = market.outcomes[0]!.odds;
    const moved = Number((original + 0.37).toFixed(2));
    await page.goto(`/sports/soccer/${match.slug}`);
    await expect(page.getByRole('button', { name: /, odds / }).first()).toBeVisible();
    const publish = () => publishFirstPrice(page, match, moved);
    const flashingUp = page.locator('main [data-flash="up"]');
    // Published again until the page's connection is up and subscribed.
    await expect
      .poll(async () => (await publish(), await flashingUp.count()), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect(flashingUp.first()).toHaveText(moved.toFixed(2));
    // The flash ends; the new price stays. The feed's own prematch drift (every five minutes) may
    // move the price meanwhile: the server then holds another price, and the page shows that one.
    await expect(flashingUp).toHaveCount(0, { timeout: 5_000 });
    const price = homeWin(page);
    const shown = async () => {
      const held = await heldFirstPrice(page, match);
      const expected = held === original ? moved : held;
      return (await price.textContent())!.endsWith(expected.toFixed(2)) ? expected : null;
    };
    await expect.poll(shown).not.toBeNull();
    const picked = (await shown())!;
    // Picked after it moved, the price goes to the slip as shown, not as the page first had it.
    await price.click();
    await openSlip(page);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip).toContainText(picked.toFixed(2));
    await expect(slip).not.toContainText(original.toFixed(2));
  });

  test(
    'a price that moved out of view shows its new value when scrolled to',
    { tag: '@phone' },
    async ({ page }) => {
      // The last-starting soccer match: far down the list.
      const match = await lastStartingSoccerMatch(page);
      await page.goto('/sports/soccer');
      const row = page.locator('article', { has: page.locator(`a[href$="/${match.slug}"]`) });
      const price = row.getByRole('button', { name: /, odds / }).first();
      await expect(price).toBeAttached();
      const before = (await price.textContent())!;
      const height = page.viewportSize()!.height;
      expect((await row.boundingBox())!.y).toBeGreaterThan(height * 1.5);
      // The connection is up once a price in view moves on screen: a row near the top whose prices
      // are open (a live match at the top may be suspended after a goal, and shows padlocks).
      const first = page
        .locator('main [data-skippable]')
        .filter({ has: page.getByRole('button', { name: /, odds / }) })
        .first();
      await first.scrollIntoViewIfNeeded();
      const firstSlug = (await first.locator('a').first().getAttribute('href'))!.split('/').pop();
      const list = await page.request.get('/api/sb/matches?sport_key=soccer&type=match&limit=200');
      const inView = (await list.json()).data.find((m: { slug: string }) => m.slug === firstSlug);
      const flashing = first.locator('[data-flash]');
      let step = 0;
      await expect
        .poll(
          async () => (
            await publishFirstPrice(
              page,
              inView,
              inView.main_market.outcomes[0].odds + 0.1 * ++step,
            ),
            await flashing.count()
          ),
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      // Out of view, the move waits; scrolled to, the row shows it. The move goes through the feed,
      // so the server holds it too: a prematch drift or a reload from the server while the test
      // runs leaves the row at the price the server holds, which is what it must show.
      const moved = await moveOdds(page.request, match, { steps: 12 });
      await page.waitForTimeout(1_000);
      await expect(price).toHaveText(before);
      await row.scrollIntoViewIfNeeded();
      const held = async () => (await heldFirstPrice(page, match)).toFixed(2);
      expect(moved.toFixed(2)).not.toBe(before.split(' ').pop());
      await expect
        .poll(async () => (await price.textContent())!.endsWith(await held()), { timeout: 15_000 })
        .toBe(true);
      await expect(price).not.toHaveText(before);
    },
  );

  test('a dropped connection shows the offline alert, then recovers what it missed', async ({
    page,
  }) => {
    const { match, odds } = await openWithConnection(page);
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(offline).toHaveCount(0);

    // The server drops the connection and takes a moment to come back (as a restart does):
    // reconnecting fails meanwhile, and the player is told live odds are paused.
    const dropped = await page.request.post(
      devRoute('/api/sb/dev/realtime/disconnect?refuse_ms=2000'),
    );
    expect(dropped.ok()).toBe(true);
    await expect(offline).toBeVisible();
    await expect(offline).toContainText('Live odds will resume');

    // A price moves while the player is away; once back, the alert goes and the move arrives.
    const missed = Number((odds + 0.53).toFixed(2));
    await publishFirstPrice(page, match, missed);
    await expect(offline).toHaveCount(0, { timeout: 20_000 });
    await expect(homeWin(page)).toHaveAccessibleName(new RegExp(`odds ${missed.toFixed(2)}$`));
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('after a gap too long to recover, the page shows the server prices again', async ({
    page,
  }) => {
    const { match, odds, shown } = await openWithConnection(page);
    await expect(homeWin(page)).toHaveAccessibleName(new RegExp(`odds ${shown.toFixed(2)}$`));
    // The price as published goes to the slip too.
    await homeWin(page).click();

    // Away longer than the channel's history reaches (300 publications): nothing can be
    // recovered, so the page reloads its data without a page load.
    const dropped = await page.request.post(
      devRoute('/api/sb/dev/realtime/disconnect?refuse_ms=2000'),
    );
    expect(dropped.ok()).toBe(true);
    for (let batch = 0; batch < 8; batch++)
      await Promise.all(Array.from({ length: 40 }, () => publishEvent(page, 'heartbeat', {})));
    // The price published only to the connection gives way to the catalogue's.
    await expect(homeWin(page)).toHaveAccessibleName(new RegExp(`odds ${odds.toFixed(2)}$`), {
      timeout: 20_000,
    });
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    // The slip reads the catalogue again: its price is the server's, shown as a change.
    await openSlip(page);
    const picked = page
      .getByRole('complementary', { name: 'Bet slip' })
      .locator('[data-state="changed"]');
    await expect(picked).toContainText(odds.toFixed(2));
    await toggleSlip(page);
    // Live prices keep arriving after the reload.
    const after = Number((odds + 0.37).toFixed(2));
    await publishFirstPrice(page, match, after);
    await expect(homeWin(page)).toHaveAccessibleName(new RegExp(`odds ${after.toFixed(2)}$`));
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
