import { expect, test } from './fixtures';
import { expectAccessible, type ApiMatch } from './helpers';

/** Bayern Munich's names as the catalogue data writes them in each language. */
const LOCALES = [
  {
    segment: 'de',
    team: 'Bayern München',
    meta: 'Deutschland · Bundesliga',
  },
  {
    segment: 'ar',
    team: 'بايرن ميونخ',
    meta: 'ألمانيا · الدوري الألماني',
  },
];

test.describe('team, league and country names in the player’s language', () => {
  for (const locale of LOCALES) {
    test(`a ${locale.segment} match page and its league list show the localised names`, async ({
      page,
    }) => {
      const res = await page.request.get('/api/sb/search?q=Bayern%20Munich');
      expect(res.ok()).toBe(true);
      const { data } = (await res.json()) as { data: ApiMatch[] };
      const match = data.find(
        (m) =>
          m.competitors.home?.name === 'Bayern Munich' ||
          m.competitors.away?.name === 'Bayern Munich',
      );
      if (!match) throw new Error('no Bayern Munich match in the catalogue');

      await page.goto(`/sports/${locale.segment}/soccer/${match.slug}`);
      const main = page.getByRole('main');
      // The match's header is the region named after the match ("Home vs Away").
      const board = main.getByRole('region', {
        name: new RegExp(`^${locale.team} vs |vs ${locale.team}$`),
      });
      await expect(board).toBeVisible();
      await expect(board.getByText(locale.meta, { exact: true })).toBeVisible();
      await expect(board.getByText(locale.team, { exact: true }).first()).toBeVisible();
      // The default names are nowhere on the match's header.
      await expect(board).not.toContainText('Bayern Munich');
      await expect(board).not.toContainText('Germany');
      await expectAccessible(page, 'main');

      // The league's page: its title and every row name the teams in the same language.
      await page.goto(`/sports/${locale.segment}/soccer/bundesliga`);
      await expect(main.getByRole('heading', { level: 1 })).toContainText(
        locale.meta.split(' · ')[0]!,
      );
      await expect(main.getByText(locale.team).first()).toBeVisible();
      await expect(main).not.toContainText('Bayern Munich');
    });
  }
});
