import { expect, test, type Page } from './fixtures';
import { isPhone, openSlip } from './helpers';

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(
      (e) => e.event,
    ),
  );

test.describe('sharing a bet slip', () => {
  test(
    'a shared slip opens with the same selections in another browser',
    { tag: '@phone' },
    async ({ page, browser }) => {
      await page.goto('/sports');
      const prices = page.getByRole('button', { name: /, odds / });
      await prices.nth(12).click();
      await prices.nth(30).click();
      await expect.poll(() => dataLayerEvents(page)).toEqual(['outcome_add', 'outcome_add']);
      await openSlip(page);
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      await expect(slip.getByRole('listitem')).toHaveCount(2);
      const picked = (await slip.getByRole('listitem').allInnerTexts()).map(
        (t) => t.split('\n')[0],
      );
      await slip.getByLabel('Stake', { exact: true }).fill('3');
      await slip.getByRole('button', { name: 'Share' }).click();
      const alert = page.getByRole('status').filter({ hasText: 'Link to this bet slip copied' });
      await expect(alert).toBeVisible();
      const link = /https?:\/\/\S+betcode=[\w-]+/.exec(await alert.innerText())?.[0];
      expect(link).toBeTruthy();

      const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const friend = await other.newPage();
      await friend.goto(link!);
      // The shared slip opens itself on the bet slip tab (the phone sheet included).
      if (isPhone(friend))
        await expect(friend.getByRole('button', { name: /^Bet slip/ }).first()).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      const friendSlip = friend.getByRole('complementary', { name: 'Bet slip' });
      await expect(friendSlip.getByRole('listitem')).toHaveCount(2);
      await expect(friendSlip.getByRole('tab', { name: 'Bet slip' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(friendSlip.getByLabel('Stake', { exact: true })).toHaveValue('3.00');
      // The code leaves the address once the slip is restored.
      await expect(friend).not.toHaveURL(/betcode=/);
      for (const line of picked) await expect(friendSlip).toContainText(line!);
      await other.close();

      await slip.getByRole('button', { name: 'Remove all' }).click();
      await expect
        .poll(async () => (await dataLayerEvents(page)).slice(-2))
        .toEqual(['outcome_delete', 'outcome_delete']);
    },
  );

  test('an unknown code explains itself in a dialog and leaves the slip alone', async ({
    page,
  }) => {
    await page.goto('/sports?betcode=NoSuchCode42#top');
    const dialog = page.getByRole('dialog', { name: 'Shared bet slip unavailable' });
    await expect(dialog).toContainText('This bet slip link does not exist or has expired.');
    await expect(page).toHaveURL(/\/sports#top$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
