// @vitest-environment jsdom
// A provider outage on the slip (spec: provider_status_changed): its selections are "Not available",
// not "Suspended", Place is blocked while it lasts, and they come back when the provider is up.
import { describe, expect, it } from 'vitest';
import { en, settle } from '@/testing/render';
import {
  arsenalMarket,
  placeButton,
  realtime,
  renderMatchesAndSlip,
  signIn,
} from './slip-content.test-support';

const providerIs = (status: 'up' | 'down') =>
  realtime.events([
    {
      event_name: 'provider_status_changed',
      message: { provider_statuses: { [arsenalMarket.provider]: status } },
    },
  ]);

describe('a provider outage on the slip', () => {
  it('shows its selections as not available and blocks Place until the provider is back', async () => {
    await signIn();
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    await page.typeStake('10');
    const place = () => page.slip.queryByRole('button', placeButton('€10.00'));
    expect(place()).toHaveProperty('disabled', false);

    providerIs('down');
    await settle();
    expect(page.slip.getByText(en('sb.ticket.not-available.label'))).toBeTruthy();
    expect(page.slip.queryByText(en('sb.ticket.suspended.label'))).toBeNull();
    expect(place() === null || place()!.hasAttribute('disabled')).toBe(true);

    providerIs('up');
    await settle();
    expect(page.slip.queryByText(en('sb.ticket.not-available.label'))).toBeNull();
    expect(place()).toHaveProperty('disabled', false);
  });

  it('a selection added while its provider is down is not available at once', async () => {
    providerIs('down');
    const page = renderMatchesAndSlip();
    await page.pick(/Arsenal to win/);
    expect(page.slip.getByText(en('sb.ticket.not-available.label'))).toBeTruthy();
    providerIs('up');
    await settle();
  });
});
