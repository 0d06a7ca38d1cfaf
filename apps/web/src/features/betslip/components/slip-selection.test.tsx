// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { oddsFromDecimal, type Selection } from '@sportsbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { selectionFrom } from '@/features/betslip/utils/selection';
import { useSettings } from '@/lib/settings-store';
import { footballMatch, winnerMarket } from '@/testing/fixtures';
import { en, renderPage, resetBetweenTests } from '@/testing/render';
import { SlipSelection } from './slip-selection';

resetBetweenTests(useSettings);

const match = footballMatch();
const market = winnerMarket(match.id);
const home = selectionFrom(match, market, market.outcomes[0]!);

function renderSelection(selection: Selection, disabled = false) {
  const onRemove = vi.fn();
  const page = renderPage(
    <ul>
      <SlipSelection selection={selection} onRemove={onRemove} disabled={disabled} />
    </ul>,
  );
  return { ...page, item: screen.getByRole('listitem'), onRemove };
}

describe('a selection on the slip', () => {
  it('names the outcome, its market and its match, with its price', () => {
    const { item } = renderSelection(home);
    expect(within(item).getByText('Arsenal')).toBeTruthy();
    expect(within(item).getByText('1X2')).toBeTruthy();
    expect(within(item).getByText('Arsenal – Chelsea')).toBeTruthy();
    expect(within(item).getByText('2.10')).toBeTruthy();
  });

  it('names an outright selection by its event alone', () => {
    const { item } = renderSelection({
      ...home,
      outcomeName: 'Verstappen',
      nameB: '',
      nameA: 'Drivers 2026',
    });
    expect(within(item).getByText('Verstappen')).toBeTruthy();
    expect(within(item).getByText('Drivers 2026')).toBeTruthy();
  });

  it('shows the price in the chosen odds format', () => {
    useSettings.setState({ oddsFormat: 'fractional' });
    const { item } = renderSelection(home);
    expect(within(item).getByText('11/10')).toBeTruthy();
  });

  it('is removed with its own named button', async () => {
    const { user, onRemove } = renderSelection(home);
    await user.click(screen.getByRole('button', { name: 'Remove Arsenal, Arsenal – Chelsea' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('cannot be removed while the slip is placing', () => {
    renderSelection(home, true);
    expect(screen.getByRole('button', { name: /Remove/ })).toHaveProperty('disabled', true);
  });
});

describe('selection flags', () => {
  it('a changed price shows the accepted one struck through, and which way it moved', () => {
    const { item } = renderSelection({ ...home, odds: oddsFromDecimal(1.8), isChanged: true });
    expect(within(item).getByLabelText(en('betslip.odds-was')).textContent).toBe('2.10');
    expect(item.dataset.state).toBe('changed');
    expect(item.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('down');
  });

  it('a raised price that needs accepting moves up', () => {
    const { item } = renderSelection({ ...home, odds: oddsFromDecimal(2.5), isChanged: true });
    expect(item.querySelector('[data-direction]')?.getAttribute('data-direction')).toBe('up');
  });

  it('a price already accepted shows no old price', () => {
    const { item } = renderSelection({
      ...home,
      odds: oddsFromDecimal(2.5),
      acceptedOdds: oddsFromDecimal(2.5),
    });
    expect(within(item).queryByLabelText(en('betslip.odds-was'))).toBeNull();
    expect(item.dataset.state).toBeUndefined();
  });

  it('suspended: labelled with sb.ticket.suspended.label instead of the price', () => {
    const { item } = renderSelection({ ...home, isSuspended: true, active: false });
    expect(within(item).getByText(en('sb.ticket.suspended.label'))).toBeTruthy();
    expect(within(item).queryByText('2.10')).toBeNull();
    expect(item.dataset.state).toBe('closed');
  });

  it('not available: labelled with sb.ticket.not-available.label', () => {
    const { item } = renderSelection({ ...home, isNotAvailable: true, isSuspended: true });
    expect(within(item).getByText(en('sb.ticket.not-available.label'))).toBeTruthy();
    expect(within(item).queryByText(en('sb.ticket.suspended.label'))).toBeNull();
  });
});
