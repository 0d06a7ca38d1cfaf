// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { oddsFromDecimal } from '@sportsbook/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MarketOutcomes } from '@/components/odds/market-outcomes';
import { useCustomBetPrompt } from '@/features/betslip/stores/custom-bet-prompt';
import { selectionFrom } from '@/features/betslip/utils/selection';
import { loadTicketMachine, useTicket } from '@/features/betslip/stores/ticket-store';
import { fakeApi } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { footballMatch, systemData, winnerMarket } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests, settle } from '@/testing/render';
import { BetslipColumn } from './betslip-column';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/',
  useRouter: () => ({ refresh: vi.fn() }),
}));

fakeApi().on('GET', '/api/sb/system', { body: systemData() });
fakeRealtime();
resetBetweenTests(useTicket, useCustomBetPrompt);

const arsenal = footballMatch();
const liverpool = footballMatch({
  id: 102,
  name: 'Liverpool vs Everton',
  competitors: { home: { name: 'Liverpool' }, away: { name: 'Everton' } },
});
const arsenalMarket = winnerMarket(arsenal.id);
const goals = winnerMarket(arsenal.id, [1.9, 1.9, 1.9], {
  id: 18,
  name: 'Total',
  specifier: 'total=2.5',
  outcomes: [
    { id: '12', name: 'Over 2.5', active: true, odds: 1.9 },
    { id: '13', name: 'Under 2.5', active: true, odds: 1.95 },
  ],
});
const liverpoolMarket = winnerMarket(liverpool.id, [1.8, 3.6, 4.5]);

beforeAll(() => loadTicketMachine());

/** A bet builder bet on the Arsenal match (home win and over 2.5), as the builder adds it. */
async function buildCustomBet() {
  const { dispatch } = useTicket.getState();
  for (const [market, outcome] of [
    [arsenalMarket, arsenalMarket.outcomes[0]!],
    [goals, goals.outcomes[0]!],
  ] as const) {
    await dispatch({
      type: 'add_custom_selection',
      selection: selectionFrom(arsenal, market, outcome),
    });
  }
  await dispatch({ type: 'set_custom_odds', betIndex: 0, odds: oddsFromDecimal(3.5) });
}

function renderPageWithBuilderBet() {
  const page = renderPage(
    <>
      <MarketOutcomes
        match={liverpool}
        market={liverpoolMarket}
        competitors={['Liverpool', 'Everton']}
      />
      <BetslipColumn locale="en" />
    </>,
  );
  const tapLiverpool = async () => {
    await page.user.click(screen.getByRole('button', { name: /Liverpool to win/ }));
    await settle();
  };
  return { ...page, tapLiverpool };
}

describe('the custom-bet modal opens when the first ticket bet is a custom bet and the user picks another outcome', () => {
  it('asks before the outcome joins the slip', async () => {
    await buildCustomBet();
    const page = renderPageWithBuilderBet();
    await page.tapLiverpool();
    const dialog = await screen.findByRole('dialog', { name: en('custom-bet-modal.title') });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText(en('custom-bet-modal.body'))).toBeTruthy();
    // Nothing has changed yet.
    expect(useTicket.getState().ticket.bets.map((bet) => bet.betType)).toEqual(['custom']);
  });

  it('keeps the bet builder when the player chooses to', async () => {
    await buildCustomBet();
    const page = renderPageWithBuilderBet();
    await page.tapLiverpool();
    const dialog = await screen.findByRole('dialog', { name: en('custom-bet-modal.title') });
    await page.user.click(
      within(dialog).getByRole('button', { name: en('custom-bet-modal.keep') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useTicket.getState().ticket.bets.map((bet) => bet.betType)).toEqual(['custom']);
    expect(useTicket.getState().ticket.selectedOutcomeIds).toHaveLength(2);
  });

  it('replaces the bet builder with the outcome when the player chooses to', async () => {
    await buildCustomBet();
    const page = renderPageWithBuilderBet();
    await page.tapLiverpool();
    const dialog = await screen.findByRole('dialog', { name: en('custom-bet-modal.title') });
    await page.user.click(
      within(dialog).getByRole('button', { name: en('custom-bet-modal.replace') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { bets } = useTicket.getState().ticket;
    expect(bets.map((bet) => bet.betType)).toEqual(['single']);
    expect(bets[0]?.selections.map((s) => s.outcomeName)).toEqual(['1']);
    expect(bets[0]?.selections[0]?.matchId).toBe(liverpool.id);
  });

  it('does not ask when the slip holds no bet builder', async () => {
    const page = renderPageWithBuilderBet();
    await page.tapLiverpool();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useTicket.getState().ticket.selectedOutcomeIds).toHaveLength(1);
  });

  it('does not ask when the picked outcome is taken off the slip', async () => {
    await buildCustomBet();
    renderPageWithBuilderBet();
    // A tap on a price already on the slip removes it; only adding asks.
    const selected = useTicket.getState().ticket.bets[0]!.selections[0]!;
    const { toggleOutcome } = await import('@/features/betslip/stores/custom-bet-prompt');
    await toggleOutcome(selected);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useTicket.getState().ticket.selectedOutcomeIds).not.toContain(selected.id);
  });
});
