// @vitest-environment jsdom
// Sharing is a site flag (isShareBetOn) and the site data is read once per tab: a file of its own.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import { useAlerts } from '@/lib/alerts';
import { loadTicketMachine, useTicket } from '@/features/betslip/stores/ticket-store';
import { fakeApi, heldReply } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { footballMatch, systemData, winnerMarket } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { SlipContent } from './slip-content';

const api = fakeApi().on('GET', '/api/sb/system', {
  body: systemData({ features: { ...systemData().features, isShareBetOn: true } }),
});
fakeRealtime();
resetBetweenTests(useTicket, useAlerts);

const match = footballMatch();
const market = winnerMarket(match.id);

beforeAll(() => loadTicketMachine());

async function renderSlipWithArsenal() {
  const page = renderPage(
    <>
      <MarketOutcomes match={match} market={market} competitors={['Arsenal', 'Chelsea']} />
      <section aria-label="slip">
        <SlipContent locale="en" />
      </section>
    </>,
  );
  await page.user.click(screen.getByRole('button', { name: /Arsenal to win/ }));
  await settle();
  const slip = within(screen.getByRole('region', { name: 'slip' }));
  await page.user.type(slip.getByRole('textbox', { name: 'Stake' }), '10');
  const share = await slip.findByRole('button', { name: en('betslip.share') });
  return { ...page, slip, share };
}

describe('sharing the bet slip (GET and POST /bets/share-code, the share-bet payload)', () => {
  it('stores the slip as the share-bet payload and copies the link that carries betcode', async () => {
    api.on('POST', '/api/sb/bets/share-code', { body: { code: 'AB12CD' } });
    const page = await renderSlipWithArsenal();
    await page.user.click(page.share);
    expect(await screen.findByText(en('betslip.share.copied'))).toBeTruthy();
    expect(api.sentTo('POST', '/api/sb/bets/share-code')[0]?.body).toEqual({
      bets: [
        {
          stake: 10_00,
          currency: 'EUR',
          subunits: 100,
          selections: [
            { match_id: match.id, market_id: market.id, specifier: '', outcome_id: '1' },
          ],
          betType: 'single',
          systemType: null,
          customOdds: null,
          freebetStake: null,
        },
      ],
    });
    // The player's clipboard (user-event's stand-in for the browser's) holds the link.
    const link = new URL(await navigator.clipboard.readText());
    expect(link.searchParams.get('betcode')).toBe('AB12CD');
    expect(screen.getByText(link.toString())).toBeTruthy();
  });

  it('does not claim the link was copied when the clipboard refuses it, and shows the link', async () => {
    api.on('POST', '/api/sb/bets/share-code', { body: { code: 'EF34GH' } });
    const page = await renderSlipWithArsenal();
    // A frame without the clipboard permission: the browser refuses the write.
    const refused = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    try {
      await page.user.click(page.share);
      expect(await screen.findByText(en('betslip.share.ready'))).toBeTruthy();
      expect(screen.queryByText(en('betslip.share.copied'))).toBeNull();
      expect(screen.getByText(/betcode=EF34GH/)).toBeTruthy();
    } finally {
      refused.mockRestore();
    }
  });

  it('shows the share under way and takes no second press meanwhile', async () => {
    const answer = heldReply({ body: { code: 'AB12CD' } });
    api.on('POST', '/api/sb/bets/share-code', answer.responder);
    const page = await renderSlipWithArsenal();
    await page.user.click(page.share);
    expect(page.share.getAttribute('aria-busy')).toBe('true');
    expect(page.share).toHaveProperty('disabled', true);
    answer.release();
    await waitFor(() => expect(page.share.getAttribute('aria-busy')).toBeNull());
    expect(api.sentTo('POST', '/api/sb/bets/share-code')).toHaveLength(1);
  });

  it('says so when the slip could not be shared', async () => {
    api.on('POST', '/api/sb/bets/share-code', { status: 500, body: { code: 'INTERNAL' } });
    const page = await renderSlipWithArsenal();
    await page.user.click(page.share);
    expect(await screen.findByText(en('betslip.share.failed'))).toBeTruthy();
    // The slip is untouched.
    expect(page.slip.getByText('Arsenal')).toBeTruthy();
  });
});
