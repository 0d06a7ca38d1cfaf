// Bonus toasts and the promotions page for a new player: a bonus issued while the player is
// signed in arrives live as a toast and joins the list without a reload; a promo code entered
// shows its new bonus card and banner. Each test signs up a player of its own.
import { expect, test, type Page } from './fixtures';
import { devRoute, expectAccessible, signUpPlayer } from './helpers';

const APP_HEADER = { 'X-App': 'sportsbook' };
/** Signs up a new euro player through the API (the page's cookie jar takes the session). */
const signUpNewPlayer = (page: Page) => signUpPlayer(page.request, { label: 'bonus' });

/** Gives the player a bonus as an operator would, from outside the page. */
async function grantBonus(page: Page, email: string, key: string) {
  const res = await page.request.post(devRoute('/api/sb/dev/bonuses/issue'), {
    data: { email, key },
  });
  expect(res.ok()).toBe(true);
}

/**
 * Grants a bonus and waits for its toast. The private channel is subscribed a moment after the
 * page loads; a bonus issued before that is read when it is, so one grant is enough.
 */
async function grantAndSeeToast(page: Page, email: string, key: string, text: string) {
  const toast = page.getByRole('status', { name: 'New bonuses' }).getByTestId('bonus-toast');
  await grantBonus(page, email, key);
  await expect(toast.first()).toContainText(text, { timeout: 15_000 });
  return toast.first();
}

test.describe('bonus toasts', () => {
  test(
    'a bonus issued to the signed-in player arrives as a toast and joins the list live',
    { tag: '@phone' },
    async ({ page }) => {
      const email = await signUpNewPlayer(page);
      await page.goto('/sports/promotions');
      const bonuses = page.getByRole('region', { name: 'Your bonuses' });
      await expect(bonuses.getByText('There are no promotions running right now.')).toBeVisible({
        timeout: 15_000,
      });
      // The page must not reload: a mark on the window would not survive one.
      await page.evaluate(() => Object.assign(window, { stillHere: true }));
      const toasts = page.getByRole('status', { name: 'New bonuses' });
      await expect(toasts).toBeAttached();

      const toast = await grantAndSeeToast(
        page,
        email,
        'welcome-freebet',
        'New bonus: Welcome free bet',
      );
      await expect(toast).toContainText('Free bet · €5.00');
      const card = bonuses
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: 'Welcome free bet' }) })
        .first();
      await expect(card).toContainText('Available');
      // Its banner joins the featured row as well.
      await expect(
        page
          .getByRole('region', { name: 'Featured promotions' })
          .getByRole('button', { name: 'Welcome free bet' })
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
      await expectAccessible(page);

      // Dismissed by its named button, from the keyboard.
      const dismiss = toast.getByRole('button', { name: 'Dismiss the new bonus Welcome free bet' });
      await dismiss.focus();
      await page.keyboard.press('Enter');
      await expect(toast).toHaveCount(0);
    },
  );

  test('a toast on another page leads to the bonuses, and none shows once signed out', async ({
    page,
  }) => {
    const email = await signUpNewPlayer(page);
    await page.goto('/sports');
    await expect(page.getByTestId('balance')).toContainText('€');
    const toasts = page.getByRole('status', { name: 'New bonuses' });
    await expect(toasts).toBeAttached();
    const toast = await grantAndSeeToast(page, email, 'combo-boost', 'New bonus: Combo boost');
    await toast.getByRole('link', { name: 'See your bonuses' }).click();
    await expect(page).toHaveURL(/\/sports\/promotions$/);
    await expect(
      page
        .getByRole('region', { name: 'Your bonuses' })
        .getByRole('heading', { level: 3, name: 'Combo boost' })
        .first(),
    ).toBeVisible();

    // Signed out: the toasts' region goes with the session, and a new bonus shows nothing.
    const signOut = await page.request.delete('/api/platform/users/sign_out', {
      headers: APP_HEADER,
    });
    expect(signOut.ok()).toBe(true);
    await page.goto('/sports');
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await grantBonus(page, email, 'welcome-freebet');
    await expect(toasts).toHaveCount(0);
    await expect(page.getByTestId('bonus-toast')).toHaveCount(0);
  });

  test('a new player redeems a promo code and sees its card and banner', async ({ page }) => {
    await signUpNewPlayer(page);
    await page.goto('/sports/promotions');
    const bonuses = page.getByRole('region', { name: 'Your bonuses' });
    await expect(bonuses.getByText('There are no promotions running right now.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toHaveCount(0);

    await page.getByLabel('Enter your promo code').fill('weekend10');
    await page.getByRole('button', { name: 'Redeem' }).click();
    const weekend = bonuses.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'Weekend free bet' }),
    });
    await expect(weekend).toContainText('€10.00');
    await expect(weekend).toContainText('Available');
    const banner = page
      .getByRole('region', { name: 'Featured promotions' })
      .getByRole('button', { name: 'Weekend free bet' });
    await expect(banner).toBeVisible();
    // The picture for the screen's size, loaded from the web app.
    const picture = banner.getByRole('img', { name: 'Weekend free bet' });
    const phone = (page.viewportSize()?.width ?? 1440) < 720;
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      phone ? /weekend-code-mobile\.webp$/ : /weekend-code-desktop\.webp$/,
    );
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      phone ? 720 : 1200,
    );

    // The banner opens the bonus's details.
    await banner.click();
    await expect(page.getByRole('dialog', { name: 'Weekend free bet' })).toBeVisible();
    await expectAccessible(page);
  });
});
