import { expect, test } from './fixtures';
import {
  findMatch,
  headerBalance,
  matchPath,
  openSlip,
  setAcceptMode,
  signInAsDemo,
  signInAsNewPlayer,
  SITE_ACCEPT_MODE,
  clearOfKickOff,
} from './helpers';

test.describe('betting', () => {
  test(
    'a visitor picks a price, signs in over the page and keeps the slip',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/sports');
      // Held by its element: the list may gain or lose rows above it (a match going live or ending),
      // and the 21st price a moment later is another one.
      const price = (await page
        .getByRole('button', { name: /, odds / })
        .nth(20)
        .elementHandle())!;
      await price.click();
      await expect.poll(() => price.getAttribute('aria-pressed')).toBe('true');
      await openSlip(page);
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      await expect(slip.getByRole('listitem')).toHaveCount(1);
      // A live price can move while the slip opens (the site accepts only higher prices): the
      // visitor takes the new price first, as anyone would.
      const accept = slip.getByRole('button', { name: 'Accept odds changes' });
      await expect(async () => {
        if (await accept.isVisible()) await accept.click();
        await slip.getByRole('button', { name: 'Sign in to place bet' }).click({ timeout: 2_000 });
      }).toPass();
      // Sign-in opens over the page; signed in, the slip still holds the selection.
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('E-mail or phone').fill('demo@example.com');
      await dialog.getByLabel('Password').fill('demo-password');
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('balance')).toBeVisible();
      await openSlip(page);
      await expect(slip.getByRole('listitem')).toHaveCount(1);
      // The live price may have moved again while the visitor signed in.
      await expect(async () => {
        if (await accept.isVisible()) await accept.click();
        await expect(slip.getByRole('button', { name: /Place bet/ })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass();
      await slip.getByRole('button', { name: 'Remove all' }).click();
    },
  );

  test('wrong credentials are refused with a clear message', async ({ page }) => {
    await page.goto('/sports/users/sign-in');
    await page.getByLabel('E-mail or phone').fill('demo@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      'Wrong e-mail, phone or password.',
    );
  });

  test(
    'a player places a combo, sees it in my bets and cashes it out',
    { tag: '@phone' },
    async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsNewPlayer(page, 'combo-cashout');
      // Live prices move while the slip is filled: this test is about placement and cash out.
      await setAcceptMode(page, 'any');
      const before = await headerBalance(page);
      const prices = page.getByRole('button', { name: /, odds / });
      await prices.nth(30).click();
      await prices.nth(40).click();
      await openSlip(page);
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      await expect(slip.getByRole('button', { name: 'Combo', pressed: true })).toBeVisible();
      await slip.getByLabel('Stake', { exact: true }).fill('2');
      await expect(slip.getByTestId('potential-win')).not.toHaveText('€0.00');
      // A live market can suspend during the live delay (a goal, a card): that bet is refused, as it
      // should be, and placed again once the market reopens.
      const place = slip.getByRole('button', { name: /Place bet/ });
      const placed = slip.getByRole('status').filter({ hasText: 'Bet placed' });
      const refusedBet = slip.getByRole('alert');
      for (let attempt = 0; attempt < 4 && !(await placed.isVisible()); attempt++) {
        await expect(place).toBeEnabled({ timeout: 30_000 });
        await place.click();
        await expect(refusedBet).toBeHidden();
        await expect(placed.or(refusedBet).first()).toBeVisible({ timeout: 20_000 });
      }
      await expect(placed).toBeVisible();
      await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 2, 2);

      await slip.getByRole('tab', { name: 'My bets' }).click();
      const cashout = slip.getByRole('button', { name: /Cash out/ }).first();
      await expect(cashout).toBeVisible();
      const afterBet = await headerBalance(page);
      // A price can move between the offer on screen and the click: a refused offer is re-read.
      const done = page.getByRole('status').filter({ hasText: 'Cashed out' });
      const refused = slip
        .getByRole('alert')
        .filter({ hasText: /cash-out value changed|not available/ });
      let offer = 0;
      for (let attempt = 0; attempt < 3; attempt++) {
        await cashout.click();
        // The offer is confirmed in a second step, at the value the confirm button names.
        const confirm = slip.getByRole('button', { name: /^Confirm / });
        offer = Number((await confirm.innerText()).replace(/[^\d.]/g, ''));
        // One cash out per attempt: the answer to this confirmation decides (an alert of an earlier
        // refusal may still be on screen), and an accepted one ends the attempts.
        const answer = page.waitForResponse('**/api/sb/bets/cashout');
        await confirm.click();
        if ((await answer).ok()) break;
        await expect(refused).toBeVisible();
      }
      await expect(done).toBeVisible();
      await expect.poll(() => headerBalance(page)).toBeCloseTo(afterBet + offer, 2);
      await slip.getByRole('button', { name: 'Settled' }).click();
      // The listed bets (the view buttons above them name "Cashed out" too).
      const cashedOut = slip
        .getByRole('listitem')
        .filter({ hasText: 'Stake: ' })
        .getByText('Cashed out');
      await expect(cashedOut.first()).toBeVisible();
      // Result filters narrow the settled list: a cash out counts with the wins, not the losses.
      await slip.getByLabel('Result').selectOption('lose');
      await expect(cashedOut).toHaveCount(0);
      await slip.getByLabel('Result').selectOption('win');
      await expect(cashedOut.first()).toBeVisible();
      await setAcceptMode(page, SITE_ACCEPT_MODE);
    },
  );

  test('a stake over the maximum is refused in the slip before placement', async ({
    page,
    request,
  }) => {
    await signInAsDemo(page);
    // A prematch price: a live one may be suspended while the test reads the slip.
    const match = await findMatch(
      request,
      `sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=1`,
    );
    await page.goto(matchPath(match));
    await page
      .getByRole('button', { name: /, odds /, disabled: false })
      .first()
      .click();
    await openSlip(page);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake', { exact: true }).fill('10000.01');
    // The stake limit fires (and, on a long price, the payout limit may fire beside it).
    const stakeLimit = slip.getByRole('alert').filter({ hasText: 'The stake is above' });
    await expect(stakeLimit).toHaveText('The stake is above the maximum of €10,000.00.');
    await expect(slip.getByRole('button', { name: /Place bet/ })).toBeDisabled();
    await slip.getByLabel('Stake', { exact: true }).fill('1');
    await expect(stakeLimit).toHaveCount(0);
    await expect(slip.getByRole('button', { name: /Place bet/ })).toBeEnabled();
    await slip.getByRole('button', { name: 'Remove all' }).click();
  });
});
