import { expect, test } from './fixtures';
import { expectAccessible } from './helpers';

test.describe('sport page navigation', () => {
  test('a sport page has league and day navigation', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/sports/soccer');
    const main = page.getByRole('main');

    // Days: every day of the list is a link, and choosing one keeps that day only.
    const days = main.getByRole('navigation', { name: 'Days' });
    await expect(days.getByRole('link', { name: 'All days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tomorrow = days.getByRole('link', { name: /^Tomorrow/ });
    await expect(tomorrow).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Tomorrow' })).toBeVisible();
    await tomorrow.click();
    await expect(page).toHaveURL(/\/sports\/soccer\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(days.getByRole('link', { name: /^Tomorrow/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Tomorrow']);

    // Starting soon: a window narrows the list to prematch matches starting within it.
    const soon = main.getByRole('navigation', { name: 'Starting soon' });
    await soon.getByRole('link', { name: 'Next 12 h' }).click();
    await expect(page).toHaveURL(/\?soon=12$/);
    await expect(soon.getByRole('link', { name: 'Next 12 h' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // One list (or, late at night, none): no day headings.
    await expect(main.getByRole('heading', { level: 2, name: 'Tomorrow' })).toHaveCount(0);

    // Leagues: by country, each league a link to its page.
    await page.goto('/sports/soccer');
    const picker = main.getByText(/^Leagues \(\d+\)$/);
    await picker.click();
    const leagues = main.getByRole('navigation', { name: 'Leagues by country' });
    await expect(leagues.getByRole('heading', { name: 'England' })).toBeVisible();
    // The page's navigation, not the 200-match list under it (other tests scan match lists).
    await expectAccessible(page, 'main nav');
    await leagues.getByRole('link', { name: /^Premier League/ }).click();
    await expect(page).toHaveURL(/\/sports\/soccer\/premier-league$/);
    await expect(page.getByRole('navigation', { name: 'Days' })).toBeVisible();
  });
});

test.describe('live page', () => {
  test(
    'shows chosen matches side by side and filters by sport',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/sports/live');
      const main = page.getByRole('main');

      await main.locator('summary', { hasText: /^Choose up to 4 live matches/ }).click();
      const choices = main.getByRole('group', { name: /^Choose up to 4 live matches/ });
      const boxes = choices.getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      const first = (await choices.locator('label').nth(0).innerText()).trim();
      await main.getByRole('button', { name: 'Show side by side' }).click();
      await expect(page).toHaveURL(/[?&]watch=\d+&watch=\d+/);
      const view = main.getByRole('region', { name: 'Multi-view' });
      await expect(
        view.getByRole('listitem').filter({ has: page.getByRole('article') }),
      ).toHaveCount(2);
      const card = view.getByRole('article').first();
      const home = first.split(' – ')[0] ?? '';
      await expect(card).toContainText(home);
      // A card is narrower than the list: its prices go under the teams, whose names keep their room
      // (beside the prices they were squeezed to nothing at 1440 px).
      const name = card.getByText(home, { exact: true });
      await expect(name).toBeVisible();
      expect(
        await name.evaluate(
          (element) => element.clientWidth > 0 && element.scrollWidth <= element.clientWidth + 1,
        ),
      ).toBe(true);
      await expectAccessible(page, 'main');

      const sports = main.getByRole('navigation', { name: 'Sport' });
      await page.goto('/sports/live');
      await expect(sports.getByRole('link', { name: /^All sports/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const sport = sports.getByRole('link').nth(1);
      const key = ((await sport.getAttribute('href')) ?? '').split('sport=')[1] ?? '';
      await sport.click();
      await expect(page).toHaveURL(new RegExp(`/sports/live\\?sport=${key}$`));
      await expect(sports.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page');
    },
  );
});
