// Bonuses on the bet slip, each test with a fresh player of its own whose bonus a development
// route issues (the demo player's seeded bonuses are left to the promotions tests): a comboboost
// activated from the slip boosts a 4-leg combo's odds and win, as the API stores them; a freebet
// stands in for the stake, leaves the balance as it was and is gone once used.
import { expect, test, type Page } from './fixtures';
import {
  acceptAnyOdds,
  devRoute,
  expectAccessible,
  headerBalance,
  openSlip,
  pickHomeWins,
  setAcceptMode,
  type ApiMatch,
  clearOfKickOff,
} from './helpers';

const APP_HEADER = { 'X-App': 'sportsbook' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const slipOf = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
/** A money text ("€1,234.50") in minor units. */
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

interface StoredBet {
  id: string;
  odds: number;
  potential_win_amount: number;
  stake: { value: number };
  bonus: { id: string; type: string; odds: number | null } | null;
}

/** A fresh player with €50, signed in in this page's browser context, holding one bonus. */
async function playerWithBonus(page: Page, key: string, activate: boolean) {
  const email = `e2e-slip-bonus-${unique()}@example.com`;
  const signedUp = await page.request.post('/api/platform/users', {
    headers: APP_HEADER,
    data: { user: { email, password: 'slip bonus password 1', currency: 'EUR', country: 'DE' } },
  });
  expect(signedUp.status()).toBe(201);
  const deposit = await page.request.post('/api/platform/player/deposits', {
    headers: APP_HEADER,
    data: { amount: 5_000, currency: 'EUR' },
  });
  expect(await deposit.json()).toMatchObject({ result: 'success' });
  const issued = await page.request.post(devRoute('/api/sb/dev/bonuses/issue'), {
    data: { email, key, activate },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  return (await issued.json()) as { id: string; name: string };
}

/** Prematch matches whose home win is open at odds of at least `minOdds`. */
async function homeWinsAtLeast(page: Page, count: number, minOdds: number) {
  const res = await page.request.get(
    `/api/sb/matches?sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=50`,
  );
  const { data } = (await res.json()) as { data: ApiMatch[] };
  const fit = data.filter((m) => {
    const home = m.main_market?.outcomes[0];
    return m.main_market?.outcomes.every((o) => o.active) && home && home.odds >= minOdds;
  });
  expect(fit.length).toBeGreaterThanOrEqual(count);
  return fit.slice(0, count);
}

/** A €5.00 freebet's win at these odds, in cents: what the odds add to a stake not returned. */
const freebetWin = (odds: number) => Math.floor((Math.round(odds * 10_000) * 500) / 10_000) - 500;

async function lastBet(page: Page): Promise<StoredBet> {
  const res = await page.request.get('/api/sb/bets?limit=1', { headers: APP_HEADER });
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: StoredBet[] };
  expect(data).toHaveLength(1);
  return data[0]!;
}

test.describe('bonuses on the bet slip', () => {
  test('a comboboost activated in the slip boosts a 4-leg combo and its receipt', async ({
    page,
  }) => {
    await playerWithBonus(page, 'combo-boost', false);
    // Prematch prices drift every few minutes: the boost, not an odds change, is what is tested.
    await setAcceptMode(page, 'any');
    const matches = await homeWinsAtLeast(page, 4, 1.3);
    await page.goto('/sports');
    await pickHomeWins(page, matches);
    await openSlip(page);
    const slip = slipOf(page);
    await expect(slip.getByRole('button', { name: 'Combo', pressed: true })).toBeVisible();

    // Not active yet: the slip offers it with how far the combo meets it.
    const upcoming = slip.getByRole('region', { name: 'Bonuses to activate' });
    await expect(upcoming.getByTestId('upcoming-count')).toHaveText(
      '4 suitable selections, 3 needed',
    );
    await expectAccessible(page);
    await upcoming.getByRole('button', { name: 'Activate Combo boost' }).click();

    const boost = slip.getByTestId('combo-boost');
    await expect(boost.getByTestId('boost-percent')).toHaveText('+5% on the odds');
    await expect(boost.getByRole('status')).toHaveText(
      'Add 1 more selection at odds of 1.20 or more for +10%',
    );
    await expect(upcoming).toHaveCount(0);
    await slip.getByLabel('Stake', { exact: true }).fill('10');
    await expect(boost.getByTestId('boosted-win')).toHaveText(
      await slip.getByTestId('potential-win').innerText(),
    );
    await expectAccessible(page);
    // The slip's header price is the boosted one too.
    const boostedOdds = await boost.getByTestId('boosted-odds').innerText();
    await expect(slip.getByText(boostedOdds, { exact: true }).first()).toBeVisible();

    await slip.getByRole('button', { name: 'Place bet · €10.00' }).click();
    const receipt = slip.getByRole('status').filter({ hasText: 'Bet placed' });
    await expect(receipt.getByTestId('receipt-bonus')).toHaveText('Combo boost +5%');

    // The receipt says what the API stored. A leg's price may move between the last look and
    // the click (any move is accepted here), so the receipt is held to the stored bet.
    const bet = await lastBet(page);
    expect(bet.bonus).toMatchObject({ type: 'comboboost', odds: 1.05 });
    expect(bet.stake.value).toBe(1_000);
    await expect(receipt).toContainText(`Combo @ ${bet.odds.toFixed(2)}`);
    expect(cents(await receipt.getByTestId('receipt-potential-win').innerText())).toBe(
      bet.potential_win_amount,
    );
  });

  test(
    'a freebet is the stake: the balance stays, the freebet is gone',
    { tag: '@phone' },
    async ({ page }) => {
      const freebet = await playerWithBonus(page, 'welcome-freebet', true);
      await acceptAnyOdds(page);
      const [match] = await homeWinsAtLeast(page, 1, 1.5);
      await page.goto('/sports');
      await expect(page.getByTestId('balance')).toContainText('€50.00');
      await pickHomeWins(page, [match!]);
      await openSlip(page);
      const slip = slipOf(page);

      const picker = slip.getByLabel('Free bet', { exact: true });
      await picker.selectOption({ label: `${freebet.name} · €5.00` });
      const stake = slip.getByLabel('Stake (free bet)');
      await expect(stake).toHaveValue('5.00');
      await expect(stake).toHaveAttribute('readonly', '');
      await expect(slip.getByTestId('freebet-note')).toContainText('not the stake');
      await expect(slip.getByTestId('total-freebet')).toHaveText('€5.00');
      // The stake is not returned: the win is what the odds add to it.
      // The win shown is the freebet rule at the price shown (read together: prices drift).
      await expect
        .poll(async () => {
          const odds = Number(await slip.getByTestId('selection-odds').first().innerText());
          const shown = await slip.getByTestId('potential-win').innerText();
          return shown === `€${(freebetWin(odds) / 100).toFixed(2)}`;
        })
        .toBe(true);
      await expectAccessible(page);

      await slip.getByRole('button', { name: 'Place bet · €5.00' }).click();
      const receipt = slip.getByRole('status').filter({ hasText: 'Bet placed' });
      await expect(receipt.getByTestId('receipt-bonus')).toHaveText('Free bet');
      await expect(page.getByTestId('balance').first()).toContainText('€50.00');
      expect(await headerBalance(page)).toBe(50);

      // The price may move between the last look and the click (any move is accepted here): the
      // stored win is the freebet rule at the stored price, and the receipt says that win.
      const bet = await lastBet(page);
      expect(bet.bonus).toMatchObject({ id: freebet.id, type: 'freebet' });
      expect(bet.potential_win_amount).toBe(freebetWin(bet.odds));
      expect(cents(await receipt.getByTestId('receipt-potential-win').innerText())).toBe(
        bet.potential_win_amount,
      );

      // Used: the slip no longer offers it.
      await receipt.getByRole('button', { name: 'Keep selections' }).click();
      await expect(slip.getByLabel('Stake', { exact: true })).toBeVisible();
      await expect(slip.getByLabel('Free bet', { exact: true })).toHaveCount(0);
      const active = await page.request.get('/api/sb/bonuses?status=active', {
        headers: APP_HEADER,
      });
      const { data } = (await active.json()) as { data: { id: string }[] };
      expect(data.map((b) => b.id)).not.toContain(freebet.id);
    },
  );
});
