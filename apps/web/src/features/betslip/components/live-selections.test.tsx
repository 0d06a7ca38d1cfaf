// @vitest-environment jsdom
// A provider outage on the slip (spec: provider_status_changed): its selections are "Not available",
// not "Suspended", Place is blocked while it lasts, and they come back when the provider is up.
import { describe, expect, it } from 'vitest';
import { useTicket } from '@/features/betslip/stores/ticket-store';
import { footballMatch } from '@/testing/fixtures';
import { en, settle } from '@/testing/render';
import { selectionFrom } from '../utils/selection';
import {
  api,
  arsenal,
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

describe('the slip in the page language', () => {
  it("reads its matches' names again when the page's language is not the one they were picked in", async () => {
    // Picked on a German page: the match's names as the German catalogue wrote them.
    const german = footballMatch({
      competitors: { home: { name: 'Arsenal London' }, away: { name: 'FC Chelsea' } },
      tournament: { ...arsenal.tournament, category: { id: 7, slug: 'england', name: 'Englisch' } },
    });
    await useTicket.getState().dispatch({
      type: 'add_selection',
      selection: selectionFrom(german, arsenalMarket, arsenalMarket.outcomes[0]!),
    });
    useTicket.getState().setNamesLocale('de');
    api.on('GET', '/api/sb/matches', { body: { data: [arsenal], meta: {} } });

    const page = renderMatchesAndSlip();
    await settle();
    expect(api.sentTo('GET', '/api/sb/matches').at(-1)!.query.get('locale')).toBe('en');
    expect(page.slip.queryByText(/Arsenal London/)).toBeNull();
    expect(page.slip.getAllByText(/Arsenal/).length).toBeGreaterThan(0);
    expect(useTicket.getState().namesLocale).toBe('en');
    const [selection] = useTicket.getState().ticket.bets[0]!.selections;
    expect(selection).toMatchObject({
      nameA: 'Arsenal',
      nameB: 'Chelsea',
      categoryName: 'England',
    });
  });

  it('reads nothing when the names are already in the page language', async () => {
    await useTicket.getState().dispatch({
      type: 'add_selection',
      selection: selectionFrom(arsenal, arsenalMarket, arsenalMarket.outcomes[0]!),
    });
    useTicket.getState().setNamesLocale('en');
    const before = api.sentTo('GET', '/api/sb/matches').length;
    renderMatchesAndSlip();
    await settle();
    expect(api.sentTo('GET', '/api/sb/matches')).toHaveLength(before);
  });
});
