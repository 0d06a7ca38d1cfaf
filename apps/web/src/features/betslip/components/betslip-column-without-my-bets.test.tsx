// @vitest-environment jsdom
// The site data is read once per browser tab, so a site without My bets has a file of its own.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { useBetslipPanel } from '@/features/betslip/stores/panel-store';
import { fakeApi } from '@/testing/fake-api';
import { fakeRealtime } from '@/testing/fake-realtime';
import { systemData } from '@/testing/fixtures';
import { renderPage, resetBetweenTests } from '@/testing/render';
import { BetslipColumn } from './betslip-column';

vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/',
  useRouter: () => ({ refresh: vi.fn() }),
}));

fakeApi().on('GET', '/api/sb/system', { body: systemData({ my_bets_enabled: false }) });
fakeRealtime();
resetBetweenTests(useBetslipPanel);

it('hides the MY_BETS tab when the site disables it, even if it was the open one', async () => {
  useBetslipPanel.setState({ tab: 'bets' });
  renderPage(<BetslipColumn locale="en" />);
  const column = within(screen.getByRole('complementary', { name: 'Bet slip' }));
  await waitFor(() => expect(column.getAllByRole('tab')).toHaveLength(1));
  expect(column.getByRole('tab', { name: 'Bet slip' }).getAttribute('aria-selected')).toBe('true');
  expect(column.getByText('Pick odds to add a selection to your bet slip.')).toBeTruthy();
});
