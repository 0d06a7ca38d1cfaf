import { expect, test } from './fixtures';
import { expectAccessible, findMatch, matchPath, clearOfKickOff } from './helpers';

const SECTIONS: [string, RegExp][] = [
  ['/sports', /Sports betting/],
  ['/sports/live', /In play/],
  ['/sports/cybersport', /Esports/],
  ['/sports/favorites', /Favourites/],
  ['/sports/schedule', /Schedule/],
  ['/sports/results', /Results/],
  ['/sports/promotions', /Promotions/],
  ['/sports/general-rules', /General rules/],
  ['/sports/about', /About/],
  ['/sports/soccer', /Soccer/],
  ['/sports/soccer/england', /England/],
  ['/sports/soccer/premier-league', /Premier League/],
  ['/sports/search', /Search/],
];

test.describe('every route of the sportsbook', () => {
  for (const [path, heading] of SECTIONS) {
    test(`${path} renders its page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('a section of another provider opens only while the site turns it on', async ({ page }) => {
    const settings = (await (await page.request.get('/api/sb/settings')).json()) as {
      additional_providers: Record<string, { enabled: boolean }>;
    };
    const flags = Object.values(settings.additional_providers).map((p) => p.enabled);
    // The site's own configuration has both kinds.
    expect(flags).toEqual(expect.arrayContaining([true, false]));
    const sections: [string, string, RegExp][] = [
      ['/sports/racing', 'horse_racing', /Horse racing/],
      ['/sports/lotteries', 'lotto', /Lotteries/],
      ['/sports/premium-cricket', 'premium_cricket', /Premium cricket/],
      ['/sports/virtual-gaming-arena', 'virtual_gaming_arena', /Virtual gaming arena/],
    ];
    for (const [path, provider, heading] of sections) {
      const enabled = settings.additional_providers[provider]?.enabled;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(enabled ? 200 : 404);
      await expect(
        page.getByRole('heading', { name: enabled ? heading : 'Page not found' }),
      ).toBeVisible();
    }
  });

  test(
    'a match page resolves its slug and shows scoreboard and tabs',
    { tag: '@phone' },
    async ({ page, request }) => {
      const match = await findMatch(
        request,
        `sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
      );
      await page.goto(matchPath(match));
      await expect(page.getByRole('region', { name: match.name }).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: 'STATISTICS' })).toBeVisible();
      await page.getByRole('tab', { name: 'STATISTICS' }).click();
      // The simulated feed streams no match and no chat is open: no tabs for them.
      await expect(page.getByRole('tab', { name: 'STREAM' })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'CHAT' })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Markets' }).click();
      await page.getByRole('searchbox', { name: 'Search markets' }).fill('total');
      await expect(page.getByRole('region', { name: /Total/ }).first()).toBeVisible();
    },
  );

  test(
    'a wide match list heads its price columns with their markets',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/sports/soccer');
      const first = page.getByRole('region', { name: /·/ }).first();
      if (testInfo.project.name === 'phone') {
        // On a phone each price button carries its own label instead.
        await expect(first.getByText('1X2', { exact: true })).toBeHidden();
        return;
      }
      await expect(first.getByText('1X2', { exact: true })).toBeVisible();
      await expect(first.getByText(/^Total/)).toBeVisible();
    },
  );

  test('a country page lists its outrights apart from its matches', async ({ page }) => {
    await page.goto('/sports/soccer/england');
    const outrights = page.getByRole('region', { name: 'Outrights' });
    await expect(outrights.getByRole('article').first()).toContainText(/Premier League \d{4}/);
    await expect(page.getByRole('article', { name: /Arsenal/ }).first()).toBeVisible();
  });

  test("an outright's page shows what is won, when, and its whole field of prices", async ({
    page,
  }) => {
    await page.goto('/sports/soccer/england');
    const outrights = page.getByRole('region', { name: 'Outrights' });
    await outrights.getByRole('article').first().getByRole('link').first().click();
    const title = page.getByRole('heading', { level: 1, name: /Premier League \d{4}/ });
    await expect(title).toBeVisible();
    await expect(page.getByText(/^\d+ competitors$/)).toBeVisible();
    await expect(page.getByText(/^Decided /)).toBeVisible();
    // No score, statistics, stream or builder for a season: no tabs for them.
    await expect(page.getByRole('main').getByRole('tab')).toHaveCount(0);
    const field = page.getByRole('button', { name: /Winner: .+, odds / });
    expect(await field.count()).toBeGreaterThan(10);
    // Every name is readable in full beside or above its price.
    const cut = await field.evaluateAll(
      (buttons) =>
        buttons.filter((b) => {
          const label = b.firstElementChild as HTMLElement;
          return label.scrollWidth > label.clientWidth;
        }).length,
    );
    expect(cut).toBe(0);
    await expectAccessible(page);
  });

  test('error pages: not found, generic, blocked naming the country, locked', async ({ page }) => {
    const missing = await page.goto('/sports/soccer/no-such-league');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const errorPages: Array<[string, string]> = [
      ['/sports/404', 'Page not found'],
      ['/sports/500', 'Something went wrong'],
      ['/sports/blocked?country=FR', 'Not available in your country'],
      ['/sports/locked', 'Access denied'],
    ];
    for (const [path, title] of errorPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('link', { name: 'Go to home page' })).toBeVisible();
    }
    await page.goto('/sports/blocked?country=FR');
    await expect(page.getByText('not available in France')).toBeVisible();
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL(/\/sports$/);
  });

  test(
    'home, live, match and error pages have no serious accessibility violations',
    { tag: '@phone' },
    async ({ page, request }) => {
      // axe over a page of a thousand prices takes seconds on a busy two-core machine; four of them.
      test.setTimeout(90_000);
      const match = await findMatch(request, 'type=match&match_status=1&limit=1');
      for (const path of ['/sports', '/sports/live', matchPath(match), '/sports/404']) {
        await page.goto(path);
        await expectAccessible(page);
      }
    },
  );
});
