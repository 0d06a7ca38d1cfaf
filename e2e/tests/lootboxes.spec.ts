// Lootboxes on the promotions page: a new player's chest shows its picture, odds and the hash of
// its seed; opened by keyboard, its reward is revealed in a live region, the seed and roll become
// viewable, and the freebet it drew joins the player's bonuses and the bet slip's offers. Each
// test signs up its own player.
import { expect, test, type Page } from './fixtures';
import {
  devRoute,
  expectAccessible,
  findOpenPrematchMatches,
  openSlip,
  pickHomeWins,
} from './helpers';

const APP_HEADER = { 'X-App': 'sportsbook' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new euro player (the page's cookie jar takes the session) holding one large chest. */
async function playerWithChest(page: Page) {
  const email = `e2e-chest-${unique()}@example.com`;
  const res = await page.request.post('/api/platform/users', {
    headers: APP_HEADER,
    data: { user: { email, password: 'chest password 1', currency: 'EUR', country: 'DE' } },
  });
  expect(res.status()).toBe(201);
  const granted = await page.request.post(devRoute('/api/sb/dev/bonuses/issue'), {
    data: { email, key: 'large-chest' },
  });
  expect(granted.ok()).toBe(true);
}

test.describe('lootboxes', () => {
  test(
    'a player opens a chest and sees the reward, the seed revealed and the freebet it drew',
    { tag: '@phone' },
    async ({ page }) => {
      await playerWithChest(page);
      await page.goto('/sports/promotions');
      const section = page.getByRole('region', { name: 'Chests' });
      const chest = section.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: 'Large chest' }),
      });
      await expect(chest.getByRole('img', { name: 'A large chest' })).toBeVisible({
        timeout: 15_000,
      });

      // The odds and the seed's hash are published before opening; the seed is not.
      await chest.getByText('Odds and fairness check').click();
      const odds = chest.getByRole('table', { name: 'Rewards and their odds' });
      await expect(odds.getByRole('row')).toHaveCount(4);
      await expect(odds).toContainText('55%');
      const hash = (await chest.getByTestId('lootbox-seed-hash').textContent()) ?? '';
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      await expect(chest.getByTestId('lootbox-seed')).toHaveText('Shown once the chest is opened');
      await expectAccessible(page);

      const open = chest.getByRole('button', { name: 'Open Large chest' });
      await open.focus();
      await page.keyboard.press('Enter');
      const reward = chest.getByRole('status');
      await expect(reward).toHaveText(/^You won: Free bet.* of €(5|10|25)\.00$/, {
        timeout: 15_000,
      });
      await expect(reward).toBeFocused();
      await expect(open).toHaveCount(0);
      await expect(chest.getByTestId('lootbox-seed-hash')).toHaveText(hash);
      await expect(chest.getByTestId('lootbox-seed')).toHaveText(/^[0-9a-f]{64}$/);

      // The freebet drawn is one of the player's bonuses now.
      const amount = /€(\d+\.00)/.exec((await reward.textContent()) ?? '')![1]!;
      const bonuses = page.getByRole('region', { name: 'Your bonuses' });
      await expect(bonuses.getByRole('listitem').filter({ hasText: `€${amount}` })).toHaveCount(1);
      await expectAccessible(page);

      // After a reload the chest stays open with its reward.
      await page.reload();
      await expect(chest.getByRole('status')).toHaveText(/^You won: /, {
        timeout: 15_000,
      });
      await expect(chest.getByRole('button', { name: 'Open Large chest' })).toHaveCount(0);

      // The bet slip offers the freebet to activate.
      const [match] = await findOpenPrematchMatches(page.request, 1);
      await pickHomeWins(page, [match!]);
      await openSlip(page);
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      await expect(slip.getByRole('button', { name: 'Activate Large chest' })).toBeVisible();
    },
  );
});
