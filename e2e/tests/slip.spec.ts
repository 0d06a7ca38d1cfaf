import { expect, test, type Page } from './fixtures';
import {
  devRoute,
  expectAccessible,
  findMatch,
  findOpenPrematchMatches,
  headerBalance,
  isPhone,
  matchPath,
  moveOdds,
  openSlip,
  pickHomeWins,
  setAcceptMode,
  signInAsDemo,
  SITE_ACCEPT_MODE,
  clearOfKickOff,
} from './helpers';

const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
const openPrices = (page: Page) => page.getByRole('button', { name: /, odds /, disabled: false });

/** What a keyboard user has in focus. */
interface Focused {
  text: string;
  pressed: string | null;
  inputMode: string | null;
}

/** Presses a key until the focused element matches, as a keyboard user moves through the page. */
async function pressUntil(page: Page, key: string, matches: (el: Focused) => boolean, max = 300) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return {
        text: el?.textContent?.trim() ?? '',
        pressed: el?.getAttribute('aria-pressed') ?? null,
        inputMode: el?.getAttribute('inputmode') ?? null,
      };
    });
    if (matches(focused)) return;
  }
  throw new Error(`focus never reached the element after ${max} × ${key}`);
}

test.describe('bet slip', () => {
  test('a system bet of three selections is placed and listed under my bets', async ({ page }) => {
    await signInAsDemo(page);
    // A prematch price can drift while the slip is filled: this test is about the system bet.
    await setAcceptMode(page, 'any');
    await page.goto('/sports/soccer');
    const before = await headerBalance(page);
    // Prices of three different matches (three prices per row).
    for (const n of [6, 15, 24]) await openPrices(page).nth(n).click();
    await openSlip(page);
    const slip = slipOf(page);
    await expect(slip.getByRole('listitem')).toHaveCount(3);
    await slip.getByRole('button', { name: 'System', exact: true }).click();
    await expect(slip.getByRole('button', { name: 'System', pressed: true })).toBeVisible();
    await expect(slip.getByText('System 2/3')).toBeVisible();
    await slip.getByLabel('Stake', { exact: true }).fill('3');
    await expect(slip.getByTestId('potential-win')).not.toHaveText('€0.00');
    await slip.getByRole('button', { name: /Place bet/ }).click();
    const receipt = slip.getByRole('status').filter({ hasText: 'Bet placed' });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('System @');
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 3, 2);
    await slip.getByRole('tab', { name: 'My bets' }).click();
    await slip.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(slip.getByText(/^System · /).first()).toBeVisible();
    await slip.getByRole('tab', { name: 'Bet slip' }).click();
    await slip.getByRole('button', { name: 'New bet slip' }).click();
    await setAcceptMode(page, SITE_ACCEPT_MODE);
  });

  test('an odds change mid-slip is shown and accepted', { tag: '@phone' }, async ({ page }) => {
    await signInAsDemo(page);
    await setAcceptMode(page, 'none');
    const matches = await findOpenPrematchMatches(page.request, 3);
    await pickHomeWins(page, matches);
    await openSlip(page);
    const slip = slipOf(page);
    await expect(slip.getByRole('listitem')).toHaveCount(3);
    await slip.getByRole('button', { name: 'Single', exact: true }).click();
    for (const stake of await slip.getByLabel(/^Stake on /).all()) await stake.fill('1');
    const accept = slip.getByRole('button', { name: 'Accept odds changes' });
    const place = slip.getByRole('button', { name: 'Place bet · €3.00' });
    // The feed's own prematch drift may move a price at any moment too: accepted until placeable.
    const acceptUntilPlaceable = () =>
      expect(async () => {
        if (await accept.isVisible()) await accept.click();
        await expect(place).toBeEnabled({ timeout: 1_000 });
      }).toPass();
    await acceptUntilPlaceable();
    // The feed moves one price mid-slip: the slip marks the change and asks to accept it.
    const moved = await moveOdds(page.request, matches[2]!, { steps: -1 });
    await expect(accept).toBeVisible();
    await expect(
      slip.getByRole('status').filter({ hasText: 'Odds or availability changed' }),
    ).toBeVisible();
    await expect(place).toBeHidden();
    // Accepted: the slip takes the new price and can place again.
    await acceptUntilPlaceable();
    const movedLeg = slip
      .getByRole('listitem')
      .filter({ hasText: matches[2]!.competitors.home?.name ?? '' });
    await expect(movedLeg).toContainText(moved.toFixed(2));
    await slip.getByRole('button', { name: 'Remove all' }).click();
    await setAcceptMode(page, SITE_ACCEPT_MODE);
  });

  test('the simulated feed settles a live match and the win is credited', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await signInAsDemo(page);
    // Any price change during the live delay is accepted: each outcome is placed in turn.
    await setAcceptMode(page, 'any');
    // A game still close (a goal apart at most): in a lopsided one (3–0) the feed suspends the near-certain outcome for
    // the rest of the match, and the test places all three.
    const match = await findMatch(
      request,
      'sport_key=soccer&type=match&match_status=1&limit=50',
      (m) =>
        Math.abs((m.statistics.total_score?.home ?? 0) - (m.statistics.total_score?.away ?? 0)) <=
          1 &&
        (m.main_market?.outcomes.every((o) => o.active && o.odds >= 1.2 && o.odds <= 15) ?? false),
    );
    const home = match.competitors.home?.name ?? '';
    const away = match.competitors.away?.name ?? '';
    await page.goto(matchPath(match));
    const slip = slipOf(page);
    const outcomes = [
      page.getByRole('button', { name: new RegExp(`${home} to win .*, odds`) }).first(),
      page.getByRole('button', { name: /Draw .*, odds/ }).first(),
      page.getByRole('button', { name: new RegExp(`${away} to win .*, odds`) }).first(),
    ];
    const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
    const refused = slip.getByRole('alert');
    const place = slip.getByRole('button', { name: /Place bet/ });
    for (const outcome of outcomes) {
      await expect(outcome).toBeEnabled({ timeout: 30_000 });
      await outcome.click();
      await openSlip(page);
      await slip.getByLabel('Stake', { exact: true }).fill('1');
      // A live market can suspend during the live delay (a goal, a card): that bet is refused, as
      // it should be, and placed again once the market reopens.
      for (let attempt = 0; attempt < 4 && !(await placed.isVisible()); attempt++) {
        await expect(place).toBeEnabled({ timeout: 30_000 });
        await place.click();
        await expect(refused).toBeHidden();
        // A live bet waits the sport's live delay, counted down in the slip.
        if (attempt === 0)
          await expect(
            slip.getByRole('status').filter({ hasText: /Live bet delay: \d+ seconds? left/ }),
          ).toBeVisible();
        await expect(placed.or(refused).first()).toBeVisible({ timeout: 20_000 });
      }
      await expect(placed).toBeVisible();
      await slip.getByRole('button', { name: 'New bet slip' }).click();
      if (isPhone(page))
        await page
          .getByRole('button', { name: /^Bet slip/ })
          .first()
          .click();
    }
    const afterBets = await headerBalance(page);
    // The bets this test left open on the match: an earlier test's bet on the same match (a cash
    // out, say) was paid before `afterBets` was read.
    type ListedBet = {
      id: string;
      win_amount: number | null;
      selections: Array<{ match: { id: number } }>;
    };
    const betsOf = async (filter: string) =>
      (
        (await (await page.request.get(`/api/sb/bets?filter=${filter}&limit=500`)).json()) as {
          data: ListedBet[];
        }
      ).data;
    const ours = new Set(
      (await betsOf('open'))
        .filter((bet) => bet.selections.some((s) => s.match.id === match.id))
        .map((bet) => bet.id),
    );
    expect(ours.size).toBeGreaterThanOrEqual(3);

    const finished = await page.request.post(
      devRoute(`/api/sb/dev/feed/matches/${match.id}/finish`),
    );
    expect(finished.ok()).toBe(true);
    await openSlip(page);
    await slip.getByRole('tab', { name: 'My bets' }).click();
    await slip.getByRole('button', { name: 'Settled', exact: true }).click();
    const won = slip
      .getByRole('listitem')
      .filter({ hasText: 'Stake: ' })
      .filter({ hasText: `${home} vs ${away}` })
      .filter({ has: page.getByText('Won', { exact: true }) });
    await expect(won.first()).toBeVisible({ timeout: 20_000 });
    // Every bet this test placed settled now and paid its return (another market may have won too).
    const returned =
      (await betsOf('settled'))
        .filter((bet) => ours.has(bet.id))
        .reduce((sum, bet) => sum + (bet.win_amount ?? 0), 0) / 100;
    expect(returned).toBeGreaterThan(1);
    await expect.poll(() => headerBalance(page)).toBeCloseTo(afterBets + returned, 2);
    await setAcceptMode(page, SITE_ACCEPT_MODE);
  });

  test(
    'the whole slip works by keyboard alone and has no serious accessibility issues',
    { tag: '@phone' },
    async ({ page, request }) => {
      await signInAsDemo(page);
      // This test is about the keyboard: a price that drifts meanwhile is taken as it stands.
      await setAcceptMode(page, 'any');
      // Prematch prices: a live one may move during the live delay and be refused.
      const match = await findMatch(
        request,
        `sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
      );
      await page.goto(matchPath(match));
      const before = await headerBalance(page);
      // Skip to the content, then on to the first open price, and pick it.
      await pressUntil(page, 'Tab', (el) => el.text === 'Skip to content');
      await page.keyboard.press('Enter');
      await pressUntil(page, 'Tab', (el) => el.pressed === 'false' && /, odds /.test(el.text));
      await page.keyboard.press('Space');
      // Desktop: the stake field takes the focus; phones keep it on the price (the sheet is shut).
      if (isPhone(page)) {
        await expect(page.locator(':focus')).toHaveAttribute('aria-pressed', 'true');
        // Back to the skip links, then into the bet slip: the skip link opens the sheet it lands on.
        await pressUntil(page, 'Shift+Tab', (el) => el.text === 'Skip to bet slip');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('button', { name: /^Bet slip/ }).first()).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await pressUntil(page, 'Tab', (el) => el.inputMode === 'decimal', 40);
      }
      const stake = slipOf(page).getByLabel('Stake', { exact: true });
      await expect(stake).toBeFocused();
      await page.keyboard.type('2');
      await expectAccessible(page, '#betslip');
      await pressUntil(page, 'Tab', (el) => /^Place bet/.test(el.text), 20);
      await page.keyboard.press('Enter');
      await expect(
        slipOf(page).getByRole('status').filter({ hasText: 'Bet placed' }),
      ).toBeVisible();
      await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 2, 2);
      await expectAccessible(page, '#betslip');
      await pressUntil(page, 'Tab', (el) => el.text === 'New bet slip', 20);
      await page.keyboard.press('Enter');
      await setAcceptMode(page, SITE_ACCEPT_MODE);
    },
  );
});
