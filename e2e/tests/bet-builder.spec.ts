import { expect, test, type Page } from './fixtures';
import {
  acceptAnyOdds,
  isPhone,
  openSlip,
  setAcceptMode,
  signInAsDemo,
  SITE_ACCEPT_MODE,
} from './helpers';

/** A soccer match that starts later today or after: its builder markets stay open. */
async function upcomingSoccerMatch(page: Page): Promise<string> {
  const res = await page.request.get(
    '/api/sb/matches?sport_key=soccer&type=match&match_status=0&sort_by=-start_time&limit=1',
  );
  const { data } = (await res.json()) as { data: { slug: string }[] };
  return `/sports/soccer/${data[0]!.slug}`;
}

test.describe('bet builder', () => {
  test.afterEach(async ({ page }) => setAcceptMode(page, SITE_ACCEPT_MODE));

  test(
    'a player builds a same-match bet, sees its price, places it and finds it in my bets',
    { tag: '@phone' },
    async ({ page }) => {
      await signInAsDemo(page);
      await acceptAnyOdds(page);
      const url = await upcomingSoccerMatch(page);
      await page.goto(`${url}#betBuilder`);
      await expect(page.getByRole('tab', { name: 'Bet builder' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const builder = page.getByRole('tabpanel');
      await expect(builder.getByText('Pick at least 2 outcomes')).toBeVisible();
      await builder
        .getByRole('region', { name: '1X2' })
        .getByRole('button', { name: /, odds / })
        .first()
        .click();
      await expect(builder.getByText('Pick 1 more outcome')).toBeVisible();
      await builder
        .getByRole('region', { name: 'Both teams to score' })
        .getByRole('button', { name: /, odds / })
        .first()
        .click();
      await expect(builder.getByText(/^2 selections at \d/)).toBeVisible();
      await builder.getByRole('button', { name: 'Add to bet slip' }).click();

      await openSlip(page);
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      await expect(slip.getByText('Bet builder', { exact: true })).toBeVisible();
      await expect(slip.getByRole('listitem')).toHaveCount(2);

      // A regular outcome while the slip holds a bet builder asks first; keeping changes nothing.
      if (isPhone(page))
        await page
          .getByRole('button', { name: /^Bet slip/ })
          .first()
          .click();
      await page.getByRole('tab', { name: 'Markets' }).click();
      await expect(page).not.toHaveURL(/#betBuilder/);
      await page
        .getByRole('region', { name: 'Double chance' })
        .getByRole('button', { name: /, odds / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Bet builder in your slip' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Keep bet builder' }).click();
      await expect(dialog).toBeHidden();

      await openSlip(page);
      await expect(slip.getByRole('listitem')).toHaveCount(2);
      await slip.getByLabel('Stake', { exact: true }).fill('1');
      await slip.getByRole('button', { name: /Place bet/ }).click();
      await expect(slip.getByRole('status')).toContainText('Bet placed');
      await slip.getByRole('tab', { name: 'My bets' }).click();
      await expect(slip.getByText(/^Bet builder · /).first()).toBeVisible();
    },
  );
});
