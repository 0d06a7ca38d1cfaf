import { expect, test, type Page } from './fixtures';
import { openSlip, setAcceptMode, signInAsDemo, SITE_ACCEPT_MODE, clearOfKickOff } from './helpers';

interface ListedMatch {
  id: number;
  main_market: {
    id: number;
    specifier: string;
    outcomes: { id: string; active: boolean; odds: number }[];
  } | null;
}

/**
 * A slip with a combo of the longest prematch prices, one per match, whose odds are well above the
 * site's odds limit of 1000 (site-config.json: accept_with_warning), opened from a share code.
 */
async function openLongCombo(page: Page) {
  const res = await page.request.get(
    `/api/sb/matches?sport_key=soccer&type=match&match_status=0&start_from=${clearOfKickOff()}&limit=40`,
  );
  const { data } = (await res.json()) as { data: ListedMatch[] };
  const legs = data
    .flatMap((match) => {
      const market = match.main_market;
      const longest = market?.outcomes.filter((o) => o.active).sort((a, b) => b.odds - a.odds)[0];
      return market && longest
        ? [
            {
              match_id: match.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: longest.id,
              odds: longest.odds,
            },
          ]
        : [];
    })
    .sort((a, b) => b.odds - a.odds);
  const picked: typeof legs = [];
  // Far enough above 1000 that a price move cannot bring it under.
  for (const leg of legs) {
    if (picked.reduce((p, l) => p * l.odds, 1) > 5_000) break;
    picked.push(leg);
  }
  expect(picked.reduce((p, l) => p * l.odds, 1)).toBeGreaterThan(5_000);
  const share = await page.request.post('/api/sb/bets/share-code', {
    headers: { 'X-App': 'sportsbook' },
    data: {
      bets: [
        {
          stake: 100,
          currency: 'EUR',
          subunits: 100,
          selections: picked.map(({ odds: _odds, ...s }) => s),
          betType: 'combo',
          systemType: null,
          customOdds: null,
          freebetStake: null,
        },
      ],
    },
  });
  expect(share.ok()).toBe(true);
  const { code } = (await share.json()) as { code: string };
  await page.goto(`/sports?betcode=${code}`);
  await openSlip(page);
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await expect(slip.getByRole('listitem')).toHaveCount(picked.length);
  return slip;
}

test.describe('bet limits on the slip', () => {
  test('a combo over the odds limit shows the capped odds and win, and is stored at them', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // Prices may move while the slip is filled: this test is about the limit, not the price.
    await setAcceptMode(page, 'any');
    const slip = await openLongCombo(page);
    await slip.getByLabel('Stake', { exact: true }).fill('1');
    await expect(slip.getByText(/Odds above 1,?000\.00\./)).toBeVisible();
    await expect(slip.getByText(/The bet is accepted at odds of 1,?000\.00\./)).toBeVisible();
    // What the slip promises: €1.00 at 1000.00 wins €1,000.00.
    await expect(slip.getByTestId('potential-win')).toHaveText('€1,000.00');
    await slip.getByRole('button', { name: /Place bet/ }).click();
    const receipt = slip.getByRole('status').filter({ hasText: 'Bet placed' });
    await expect(receipt).toBeVisible();
    // The receipt is the bet as the server stored it: capped odds and win.
    await expect(receipt).toContainText(/@ 1,?000\.00/);
    await expect(receipt).toContainText('€1.00 → €1,000.00');
    await slip.getByRole('tab', { name: 'My bets' }).click();
    await expect(slip.getByText('To win €1,000.00').first()).toBeVisible();
    await setAcceptMode(page, SITE_ACCEPT_MODE);
  });

  test('a win typed over the odds limit asks for the stake at the capped odds', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await setAcceptMode(page, 'any');
    const slip = await openLongCombo(page);
    // At the combo's own odds (over 5,000) 1,000.00 would need 0.20; at the cap it needs 1.00.
    await slip.getByLabel('To win', { exact: true }).fill('1000');
    await expect(slip.getByLabel('Stake', { exact: true })).toHaveValue('1.00');
    await expect(slip.getByTestId('potential-win')).toHaveText('€1,000.00');
    await expect(slip.getByRole('button', { name: 'Place bet · €1.00' })).toBeVisible();
    await setAcceptMode(page, SITE_ACCEPT_MODE);
  });
});
