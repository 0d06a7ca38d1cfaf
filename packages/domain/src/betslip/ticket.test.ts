import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { ctx, selection, selections } from './fixtures.test-support';
import { reduceTicket, type TicketAction } from './ticket';
import {
  emptyTicket,
  MARKET_STATUS,
  MATCH_STATUS,
  type PlacedBet,
  type SlipContext,
  type Ticket,
} from './types';

const run = (actions: TicketAction[], context: SlipContext = ctx, start = emptyTicket()) =>
  actions.reduce<{ ticket: Ticket; effects: unknown[] }>(
    (acc, action) => {
      const next = reduceTicket(acc.ticket, action, context);
      return { ticket: next.ticket, effects: [...acc.effects, ...next.effects] };
    },
    { ticket: start, effects: [] },
  );

const [a, b, c] = selections(3);
const staked = (): TicketAction[] => [
  { type: 'add_selection', selection: a! },
  { type: 'add_selection', selection: b! },
  { type: 'set_stake', betIndex: 0, stake: minorUnits(1_000) },
];
const placed: PlacedBet = {
  id: 'b1',
  status: 'submitted',
  betType: 'combo',
  stake: minorUnits(1_000),
  currency: 'EUR',
  odds: oddsInt(30_000),
  potentialWin: minorUnits(3_000),
  selectionIds: [a!.id, b!.id],
};
const priceOf = (odds: number) => ({
  type: 'market_update' as const,
  market: {
    matchId: a!.matchId,
    marketId: a!.marketId,
    specifier: '',
    status: MARKET_STATUS.allowed,
    outcomes: [{ id: a!.outcomeId, odds: oddsInt(odds), active: true }],
  },
});

describe('ticket state', () => {
  it('adding or removing selections resets to INITIAL', () => {
    const { ticket } = run([...staked(), { type: 'remove_selection', selectionId: b!.id }]);
    expect(ticket.ticketState).toBe('INITIAL');
    expect(ticket.selectedOutcomeIds).toEqual([a!.id]);
  });

  it('adding selections sets ODDS_CHANGED if any bet has unavailable selections', () => {
    const gone = { ...c!, isNotAvailable: true };
    const { ticket } = run([...staked(), { type: 'add_selection', selection: gone }]);
    expect(ticket.ticketState).toBe('ODDS_CHANGED');
  });

  it('toggling an outcome removes it if selected, else adds it', () => {
    const added = run([{ type: 'toggle_selection', selection: a! }]).ticket;
    expect(added.selectedOutcomeIds).toEqual([a!.id]);
    const removed = reduceTicket(added, { type: 'toggle_selection', selection: a! }, ctx).ticket;
    expect(removed.bets).toEqual([]);
  });

  it('placing bets sets INITIAL, clears the error, marks inProgress and holds staked bets as processing', () => {
    const { ticket, effects } = run([...staked(), { type: 'place', loggedIn: true }]);
    expect(ticket).toMatchObject({ ticketState: 'INITIAL', error: null, inProgress: true });
    expect(ticket.processingBets).toHaveLength(1);
    expect(effects).toEqual([{ type: 'submit', bets: ticket.processingBets }]);
  });

  it('placing with a changed or suspended selection asks the player to accept changes first', () => {
    const { ticket, effects } = run([
      ...staked(),
      { type: 'provider_status', statuses: { sim: 'down' } },
      { type: 'place', loggedIn: true },
    ]);
    expect(ticket).toMatchObject({ ticketState: 'ODDS_CHANGED', inProgress: false });
    expect(effects).toEqual([]);
  });

  it('placing with no staked bet does nothing', () => {
    const { ticket, effects } = run([
      { type: 'add_selection', selection: a! },
      { type: 'place', loggedIn: true },
    ]);
    expect(ticket.inProgress).toBe(false);
    expect(effects).toEqual([]);
  });

  it('placing while not logged in resets to INITIAL and triggers sign-in', () => {
    const { ticket, effects } = run([...staked(), { type: 'place', loggedIn: false }]);
    expect(ticket.inProgress).toBe(false);
    expect(effects).toEqual([{ type: 'sign_in' }]);
  });

  it('nothing happens while the ticket is in progress', () => {
    const inProgress = run([...staked(), { type: 'place', loggedIn: true }]).ticket;
    for (const action of [
      { type: 'toggle_selection', selection: c! },
      { type: 'add_selection', selection: c! },
      { type: 'add_custom_selection', selection: c! },
      { type: 'remove_selection', selectionId: a!.id },
      { type: 'clear' },
      { type: 'set_stake', betIndex: 0, stake: minorUnits(5) },
      { type: 'set_potential_win', betIndex: 0, target: minorUnits(5) },
      { type: 'set_bonus', betIndex: 0, bonus: undefined },
      { type: 'change_bet_type', betType: 'single' },
      { type: 'change_currency', currency: 'USD', subunits: 100 },
      { type: 'place', loggedIn: true },
      { type: 'accept_odds_changes' },
      { type: 'restore', bets: [] },
    ] satisfies TicketAction[]) {
      expect(reduceTicket(inProgress, action, ctx).ticket).toBe(inProgress);
    }
  });

  it('success sets SUCCESS with the placed bets and clears the selections; processed bets are kept', () => {
    const { ticket } = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      { type: 'place_success', placedBets: [placed] },
    ]);
    expect(ticket).toMatchObject({ ticketState: 'SUCCESS', inProgress: false, bets: [] });
    expect(ticket.placedBets).toEqual([placed]);
    expect(ticket.processingBets).toHaveLength(1);
    expect(ticket.selectedOutcomeIds).toEqual([]);
  });

  it('a new selection after success starts a fresh slip', () => {
    const { ticket } = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      { type: 'place_success', placedBets: [placed] },
      { type: 'add_selection', selection: c! },
    ]);
    expect(ticket).toMatchObject({ ticketState: 'INITIAL', placedBets: [], processingBets: [] });
  });

  it('a server error with a code sets ERROR with message, per-bet messages, details and wrong-odds flag', () => {
    const { ticket } = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      {
        type: 'place_failure',
        failure: {
          code: 'INVALID_ODDS',
          details: 'odds moved',
          errorsByBet: { 0: { localized_message: 'Odds have changed' } },
        },
      },
    ]);
    expect(ticket.ticketState).toBe('ERROR');
    expect(ticket.inProgress).toBe(false);
    expect(ticket.processingBets).toEqual([]);
    expect(ticket.error).toEqual({
      code: 'INVALID_ODDS',
      message: 'error.place_bets.invalid_odds',
      details: 'odds moved',
      betMessages: { 0: 'Odds have changed' },
      wrongOdds: true,
    });
  });

  it('a risk message about odds sets the wrong-odds flag; other codes use the default message', () => {
    const { ticket } = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      { type: 'place_failure', failure: { code: 'RISK', riskMessages: ['odds_to_low'] } },
    ]);
    expect(ticket.error).toMatchObject({ message: 'error.place_bets.default', wrongOdds: true });
  });

  it('other errors reset to INITIAL and show an alert', () => {
    const { ticket, effects } = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      { type: 'place_failure', failure: {} },
    ]);
    expect(ticket).toMatchObject({ ticketState: 'INITIAL', inProgress: false, processingBets: [] });
    expect(effects).toContainEqual({
      type: 'alert',
      title: 'global-error.default.title',
      description: 'global-error.default.description',
    });
  });

  it('results of a placement that is not in progress are ignored', () => {
    const idle = run(staked()).ticket;
    expect(reduceTicket(idle, { type: 'place_success', placedBets: [] }, ctx).ticket).toBe(idle);
    expect(reduceTicket(idle, { type: 'place_failure', failure: {} }, ctx).ticket).toBe(idle);
  });

  it('a market update sets ODDS_CHANGED; accepting odds changes returns to INITIAL', () => {
    const changed = run([...staked(), priceOf(18_000)]).ticket;
    expect(changed.ticketState).toBe('ODDS_CHANGED');
    const accepted = reduceTicket(changed, { type: 'accept_odds_changes' }, ctx).ticket;
    expect(accepted.ticketState).toBe('INITIAL');
    expect(accepted.bets[0]?.selections[0]).toMatchObject({
      acceptedOdds: 18_000,
      isChanged: false,
    });
  });

  it('a market update back to the accepted price returns to INITIAL', () => {
    expect(run([...staked(), priceOf(18_000), priceOf(15_000)]).ticket.ticketState).toBe('INITIAL');
  });

  it('a market update leaves the state alone while a placement is in progress or after success', () => {
    const inProgress = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      priceOf(18_000),
    ]).ticket;
    expect(inProgress.ticketState).toBe('INITIAL');
    expect(inProgress.bets[0]?.selections[0]?.odds).toBe(18_000);
    const done = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      { type: 'place_success', placedBets: [placed] },
      priceOf(18_000),
    ]).ticket;
    expect(done.ticketState).toBe('SUCCESS');
  });

  it('a new stake or win after a refusal leaves the refusal behind', () => {
    const failed = [
      ...staked(),
      { type: 'place', loggedIn: true },
      {
        type: 'place_failure',
        failure: { code: 'WAGER_LIMIT_EXCEEDED', messageId: 'error.limits.wager_exceeded.day' },
      },
    ] satisfies TicketAction[];
    expect(run(failed).ticket.ticketState).toBe('ERROR');
    for (const edit of [
      { type: 'set_stake', betIndex: 0, stake: minorUnits(500) },
      { type: 'set_potential_win', betIndex: 0, target: minorUnits(1_000) },
    ] satisfies TicketAction[]) {
      const { ticket } = run([...failed, edit]);
      expect(ticket).toMatchObject({ ticketState: 'INITIAL', error: null });
    }
    // A price that moved while the placement was on its way keeps the slip asking for it.
    const movedMeanwhile = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      priceOf(16_000),
      { type: 'place_failure', failure: { code: 'X' } },
    ]).ticket;
    expect(movedMeanwhile.ticketState).toBe('ERROR');
    const restaked = reduceTicket(
      movedMeanwhile,
      { type: 'set_stake', betIndex: 0, stake: minorUnits(500) },
      ctx,
    ).ticket;
    expect(restaked.ticketState).toBe('ODDS_CHANGED');
  });

  it('a market update after an error keeps the error unless odds changed', () => {
    const failed = [
      ...staked(),
      { type: 'place', loggedIn: true },
      { type: 'place_failure', failure: { code: 'X' } },
    ] satisfies TicketAction[];
    expect(run([...failed, priceOf(15_000)]).ticket.ticketState).toBe('ERROR');
    const moved = run([...failed, priceOf(16_000)]).ticket;
    expect(moved.ticketState).toBe('ODDS_CHANGED');
    expect(moved.error).toBeNull();
  });

  it('with accept mode any, a move to ODDS_CHANGED is accepted automatically', () => {
    const any = { ...ctx, oddsAcceptMode: 'any' as const };
    const { ticket } = run([...staked(), priceOf(18_000)], any);
    expect(ticket.ticketState).toBe('INITIAL');
    expect(ticket.bets[0]?.selections[0]?.acceptedOdds).toBe(18_000);
    const suspended = run(
      [
        ...staked(),
        {
          ...priceOf(18_000),
          market: { ...priceOf(18_000).market, status: MARKET_STATUS.suspended },
        },
      ],
      any,
    ).ticket;
    expect(suspended.ticketState).toBe('ODDS_CHANGED');
    expect(suspended.bets[0]?.selections).toHaveLength(2);
  });

  it('a provider status change marks selections unavailable and sets ODDS_CHANGED or INITIAL', () => {
    const down = run([...staked(), { type: 'provider_status', statuses: { sim: 'down' } }]).ticket;
    expect(down.ticketState).toBe('ODDS_CHANGED');
    expect(down.bets[0]?.selections.every((s) => s.isNotAvailable)).toBe(true);
    const up = reduceTicket(down, { type: 'provider_status', statuses: { sim: 'up' } }, ctx).ticket;
    expect(up.ticketState).toBe('INITIAL');
  });

  it('a finished match makes its selection unavailable', () => {
    const { ticket } = run([
      ...staked(),
      { type: 'match_status', matchId: a!.matchId, status: MATCH_STATUS.finished },
    ]);
    expect(ticket.ticketState).toBe('ODDS_CHANGED');
    const accepted = reduceTicket(ticket, { type: 'accept_odds_changes' }, ctx).ticket;
    expect(accepted.bets[0]).toMatchObject({ betType: 'single' });
  });

  it('bet type changes and their refusals', () => {
    const split = run([...staked(), { type: 'change_bet_type', betType: 'single' }]).ticket;
    expect(split.bets).toHaveLength(2);
    const refused = reduceTicket(split, { type: 'change_bet_type', betType: 'system' }, ctx);
    expect(refused.effects).toEqual([{ type: 'bet_type_refused', reason: 'no_system_type' }]);
    expect(split.systemTypes).toEqual([]);
  });

  it('currency change resets stakes to 0 and marks them as sharing', () => {
    const { ticket } = run([
      ...staked(),
      { type: 'change_currency', currency: 'USD', subunits: 100 },
    ]);
    expect(ticket.bets[0]).toMatchObject({ currency: 'USD', stake: 0, stakeSource: 'sharing' });
  });

  it('a potential-win stake is rescaled when odds change', () => {
    const { ticket } = run([
      ...staked(),
      { type: 'set_potential_win', betIndex: 0, target: minorUnits(6_000) },
      priceOf(30_000),
      { type: 'accept_odds_changes' },
    ]);
    expect(ticket.bets[0]?.stake).toBe(1_000);
  });

  it('a typed win under an odds cap asks for the stake at the capped odds', () => {
    const limits = {
      maxStakeLimit: { fiat: [], crypto: [] },
      oddsLimit: { value: oddsInt(20_000), action: 'accept_with_warning' as const },
    };
    // The combo at 3.00 is accepted at 2.00: 60.00 to win needs 30.00, not 20.00.
    const typed = [
      ...staked(),
      { type: 'set_potential_win', betIndex: 0, target: minorUnits(6_000) },
    ] as TicketAction[];
    expect(run(typed).ticket.bets[0]?.stake).toBe(2_000);
    const capped = run(typed, { ...ctx, limits }).ticket;
    expect(capped.bets[0]).toMatchObject({ stake: 3_000, potentialWinTarget: 6_000 });
    // Still at the cap when the price moves above it.
    expect(
      run([...typed, priceOf(25_000), { type: 'accept_odds_changes' }], { ...ctx, limits }).ticket
        .bets[0]?.stake,
    ).toBe(3_000);
  });

  it('freebets, custom odds, restore and clear', () => {
    const free = run([
      ...staked(),
      {
        type: 'set_bonus',
        betIndex: 0,
        bonus: { id: 'f', type: 'freebet', amount: minorUnits(200) },
      },
    ]).ticket;
    expect(free.bets[0]?.stake).toBe(200);
    const custom = run([
      { type: 'add_custom_selection', selection: selection({ marketId: 10 }) },
      { type: 'add_custom_selection', selection: selection({ marketId: 11 }) },
      { type: 'set_custom_odds', betIndex: 0, odds: oddsInt(35_000) },
    ]).ticket;
    expect(custom.bets[0]).toMatchObject({ betType: 'custom', customOdds: 35_000 });
    const restored = run([{ type: 'restore', bets: free.bets }]).ticket;
    expect(restored.selectedOutcomeIds).toEqual(free.selectedOutcomeIds);
    expect(run([...staked(), { type: 'clear' }]).ticket).toEqual(emptyTicket());
    expect(run([{ type: 'set_stake', betIndex: 3, stake: minorUnits(1) }]).ticket).toEqual(
      emptyTicket(),
    );
  });
});

describe('keep selections after a placement', () => {
  it('starts a fresh ticket with the placed selections and bet type, stakes empty', () => {
    const { ticket } = run([
      ...staked(),
      { type: 'place', loggedIn: true },
      { type: 'place_success', placedBets: [placed] },
      { type: 'keep_selections' },
    ]);
    expect(ticket.ticketState).toBe('INITIAL');
    expect(ticket.placedBets).toEqual([]);
    expect(ticket.processingBets).toEqual([]);
    expect(ticket.selectedOutcomeIds).toEqual([a!.id, b!.id]);
    expect(ticket.bets).toHaveLength(1);
    expect(ticket.bets[0]).toMatchObject({ betType: 'combo', stake: 0, stakeSource: 'others' });
  });

  it('does nothing before a placement succeeded', () => {
    const { ticket } = run(staked());
    expect(reduceTicket(ticket, { type: 'keep_selections' }, ctx).ticket).toBe(ticket);
  });
});

describe('a match named in another language', () => {
  it("renames that match's selections only, keeping stake, prices and state", () => {
    const before = run([...staked(), priceOf(25_000)]).ticket;
    const { ticket, effects } = reduceTicket(
      before,
      {
        type: 'match_names',
        matchId: a!.matchId,
        names: { nameA: 'ريال مدريد', nameB: 'أتلتيكو مدريد', categoryName: 'إسبانيا' },
      },
      ctx,
    );
    expect(effects).toEqual([]);
    const [first, second] = ticket.bets[0]!.selections;
    expect(first).toEqual({
      ...before.bets[0]!.selections[0]!,
      nameA: 'ريال مدريد',
      nameB: 'أتلتيكو مدريد',
      categoryName: 'إسبانيا',
    });
    expect(second).toEqual(before.bets[0]!.selections[1]);
    expect(ticket.bets[0]!.stake).toBe(before.bets[0]!.stake);
    expect(ticket.ticketState).toBe(before.ticketState);
  });
});
