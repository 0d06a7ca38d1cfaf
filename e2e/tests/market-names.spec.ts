import { expect, test, type Page } from './fixtures';
import { expectAccessible, findMatch, clearOfKickOff } from './helpers';

/** English market vocabulary no other locale uses (loanwords such as "Handicap" are shared). */
const ENGLISH =
  /\b(Over|Under) \d|Winner|Both teams|both teams|Double chance|Draw no bet|Correct score|Half-time|Any other score|\b(Yes|No|Main|Totals|Halves|Quarters|Players|Neither)\b|set winner|quarter|Race to|– points|rebounds|assists|Total games|total games|Tie-break in|game winner|total points/;

/** What the market board shows: market headings, outcome labels and group chips. */
const boardTexts = (page: Page) =>
  page
    .getByRole('main')
    .locator('h3, [aria-pressed], button span')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? '').filter(Boolean));

const LOCALES = [
  {
    segment: 'de',
    btts: 'Beide Teams treffen',
    total: 'Gesamt 2,5',
    setWinner: 'Sieger 1. Satz',
    setBetting: 'Genaues Ergebnis (Sätze)',
    quarter: '1. Viertel – 1X2',
  },
  {
    segment: 'pt-br',
    btts: 'Ambas as equipes marcam',
    total: 'Total 2,5',
    setWinner: 'Vencedor do 1º set',
    setBetting: 'Placar exato (sets)',
    quarter: '1º quarto – 1X2',
  },
  {
    segment: 'ar',
    btts: 'كلا الفريقين يسجل',
    total: 'المجموع 2.5',
    setWinner: 'الفائز بالمجموعة 1',
    setBetting: 'النتيجة الصحيحة (المجموعات)',
    quarter: 'الربع 1 – 1X2',
  },
];

test.describe('market names in the player’s language', () => {
  for (const locale of LOCALES) {
    test(`a ${locale.segment} match page shows no English market names`, async ({ page }) => {
      const soccer = await findMatch(
        page.request,
        `sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
      );
      await page.goto(`/sports/${locale.segment}/soccer/${soccer.slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('region', { name: locale.btts, exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { name: locale.total, exact: true })).toBeVisible();
      expect((await boardTexts(page)).filter((text) => ENGLISH.test(text))).toEqual([]);
      await expectAccessible(page, 'main');

      const tennis = await findMatch(
        page.request,
        `sport_key=tennis&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
      );
      await page.goto(`/sports/${locale.segment}/tennis/${tennis.slug}`);
      await expect(
        main.getByRole('heading', { name: locale.setWinner, exact: true }),
      ).toBeVisible();
      // The deeper tennis markets: set betting, games, each set, the tie-break, the next game.
      await expect(
        main.getByRole('heading', { name: locale.setBetting, exact: true }),
      ).toBeVisible();
      expect(await main.locator('section[aria-label]').count()).toBeGreaterThanOrEqual(20);
      expect((await boardTexts(page)).filter((text) => ENGLISH.test(text))).toEqual([]);

      // Basketball: quarters, halves, races, team totals and the key players' lines.
      const basketball = await findMatch(
        page.request,
        `sport_key=basketball&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
      );
      await page.goto(`/sports/${locale.segment}/basketball/${basketball.slug}`);
      await expect(main.getByRole('heading', { name: locale.quarter, exact: true })).toBeVisible();
      expect(await main.locator('section[aria-label]').count()).toBeGreaterThanOrEqual(25);
      expect((await boardTexts(page)).filter((text) => ENGLISH.test(text))).toEqual([]);
      await expectAccessible(page, 'main');
    });
  }

  test('English reads as before: market and outcome names with their lines', async ({ page }) => {
    const soccer = await findMatch(
      page.request,
      `sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
    );
    await page.goto(`/sports/soccer/${soccer.slug}`);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('region', { name: 'Both teams to score', exact: true }),
    ).toBeVisible();
    // The deeper soccer markets: correct score, half-time/full-time, half and team lines.
    await expect(main.getByRole('region', { name: 'Correct score', exact: true })).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Half-time/full-time', exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole('region', {
        name: `${soccer.competitors.home?.name} total 1.5`,
        exact: true,
      }),
    ).toBeVisible();
    expect(await main.locator('section[aria-label]').count()).toBeGreaterThanOrEqual(40);
    await expect(
      main.getByRole('button', { name: /^Over 2\.5 Total 2\.5: Over 2\.5, odds/ }),
    ).toBeVisible();
  });
});
