// @vitest-environment jsdom
// The slip follows the active currency: a switch, or a slip restored from another session's
// currency, resets the stakes (the spec's currency change) so placement never sends the old one.
import { minorUnits } from '@sportsbook/domain';
import { selection } from '@sportsbook/domain/test-support';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTicketMachine, useTicket } from './ticket-store';

beforeAll(() => loadTicketMachine());
beforeEach(() => {
  sessionStorage.clear();
  useTicket.setState({ ...useTicket.getInitialState() });
});

const stakedSlip = async () => {
  const store = useTicket.getState();
  store.setContext({ currency: 'EUR', subunits: 100 });
  await store.dispatch({ type: 'add_selection', selection: selection() });
  await store.dispatch({ type: 'set_stake', betIndex: 0, stake: minorUnits(500) });
};

describe('the slip and the active currency', () => {
  it('moves the bets to the new currency with empty stakes when the account switches', async () => {
    await stakedSlip();
    useTicket.getState().setContext({ currency: 'USD', subunits: 100 });
    await Promise.resolve();
    const [bet] = useTicket.getState().ticket.bets;
    expect(bet).toMatchObject({ currency: 'USD', stake: 0, stakeSource: 'sharing' });
  });

  it('keeps the stakes when the currency stays or other settings change', async () => {
    await stakedSlip();
    useTicket.getState().setContext({ currency: 'EUR', subunits: 100 });
    useTicket.getState().setContext({ oddsAcceptMode: 'any' });
    await Promise.resolve();
    expect(useTicket.getState().ticket.bets[0]).toMatchObject({ currency: 'EUR', stake: 500 });
  });

  it('resets a slip restored from session storage in another currency', async () => {
    await stakedSlip();
    const saved = sessionStorage.getItem('sb-ticket');
    expect(saved).toContain('"currency":"EUR"');
    useTicket.setState({ ...useTicket.getInitialState() });
    sessionStorage.setItem('sb-ticket', saved!);
    await useTicket.persist.rehydrate();
    expect(useTicket.getState().ticket.bets[0]).toMatchObject({ currency: 'EUR', stake: 500 });
    // The page learns the player's active account is in BTC.
    useTicket.getState().setContext({ currency: 'BTC', subunits: 100_000_000 });
    await Promise.resolve();
    expect(useTicket.getState().ticket.bets[0]).toMatchObject({
      currency: 'BTC',
      subunits: 100_000_000,
      stake: 0,
    });
  });
});
