// @vitest-environment jsdom
// The slip shows a bet over the odds limit as it will be stored: under accept_with_warning the
// odds and the potential win are capped at the limit, with the warning naming it.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { systemData } from '@/testing/fixtures';
import { en } from '@/testing/render';
import { api, renderMatchesAndSlip, signIn } from './slip-content.test-support';

// Odds limit 5.00, accepted with a warning.
api.on('GET', '/api/sb/system', {
  body: systemData({
    bet_limits_settings: {
      ...systemData().bet_limits_settings,
      odds_limit: { value: 50_000, action: 'accept_with_warning' },
    },
  }),
});

describe('the odds limit warning on the slip', () => {
  it('shows the capped odds and win that the bet will be stored at', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Everton to win/);
    await page.typeStake('10');
    // 2.10 × 4.50 = 9.45 would win €94.50; capped at 5.00 it wins €50.00.
    await waitFor(() =>
      expect(
        page.slip.getByText(en('warning.bet_limits.odds_limit.title', { limit: '5.00' }), {
          exact: false,
        }),
      ).toBeTruthy(),
    );
    expect(
      page.slip.getByText(en('warning.bet_limits.odds_limit.description', { limit: '5.00' }), {
        exact: false,
      }),
    ).toBeTruthy();
    expect(page.slip.getByText('5.00', { selector: 'strong' })).toBeTruthy();
    expect(page.slip.getByTestId('potential-win').textContent).toBe('€50.00');
  });

  it('asks for the stake that wins a typed win at the capped odds', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.pick(/Everton to win/);
    // At 9.45, 50.00 to win would need 5.30; the bet is stored at 5.00, so it needs 10.00.
    await page.typeStake('50', 'To win');
    await waitFor(() => expect((page.stakeField() as HTMLInputElement).value).toBe('10.00'));
    expect(page.slip.getByTestId('potential-win').textContent).toBe('€50.00');
  });
});
