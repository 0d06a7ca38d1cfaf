// Properties of the slip's state machine: no sequence of actions reaches an impossible state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsInt } from '../odds/odds-int';
import { ctx, selection, selections } from './fixtures.test-support';
import { needsAttention } from './selection-flags';
import { reduceTicket, type TicketAction } from './ticket';
import { emptyTicket, MARKET_STATUS, TICKET_STATES, type SlipContext } from './types';

describe('ticket state machine properties', () => {
  const pool = selections(4).concat(selection({ matchId: 1, outcomeId: '2' }));
  const action: fc.Arbitrary<TicketAction> = fc.oneof(
    fc.constantFrom(...pool).map((s) => ({ type: 'toggle_selection' as const, selection: s })),
    fc.constantFrom(...pool).map((s) => ({ type: 'remove_selection' as const, selectionId: s.id })),
    fc
      .record({ betIndex: fc.nat(3), stake: fc.integer({ min: -100, max: 100_000 }) })
      .map(({ betIndex, stake }) => ({
        type: 'set_stake' as const,
        betIndex,
        stake: stake as never,
      })),
    fc
      .constantFrom('single', 'combo', 'system')
      .map((betType) => ({ type: 'change_bet_type' as const, betType })),
    fc.boolean().map((loggedIn) => ({ type: 'place' as const, loggedIn })),
    fc.constant<TicketAction>({ type: 'place_success', placedBets: [] }),
    fc
      .constantFrom({}, { code: 'INVALID_ODDS' })
      .map((failure) => ({ type: 'place_failure' as const, failure })),
    fc.constant({ type: 'accept_odds_changes' as const }),
    fc
      .record({
        outcome: fc.constantFrom(...pool),
        odds: fc.integer({ min: 10_100, max: 100_000 }),
        status: fc.constantFrom(MARKET_STATUS.allowed, MARKET_STATUS.suspended),
      })
      .map(({ outcome, odds, status }) => ({
        type: 'market_update' as const,
        market: {
          matchId: outcome.matchId,
          marketId: outcome.marketId,
          specifier: outcome.specifier,
          status,
          outcomes: [{ id: outcome.outcomeId, odds: oddsInt(odds), active: true }],
        },
      })),
    fc
      .constantFrom<'up' | 'down'>('up', 'down')
      .map((status) => ({ type: 'provider_status' as const, statuses: { sim: status } })),
  );

  it('no sequence of actions reaches an impossible state', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 40 }),
        fc.constantFrom<SlipContext['oddsAcceptMode']>('none', 'higher', 'any'),
        (actions, mode) => {
          let ticket = emptyTicket();
          for (const next of actions) {
            const result = reduceTicket(ticket, next, { ...ctx, oddsAcceptMode: mode });
            ticket = result.ticket;
            for (const effect of result.effects) {
              if (effect.type !== 'submit') continue;
              // Accepted bets only with valid selections and a stake above 0.
              expect(effect.bets.every((bet) => bet.stake > 0)).toBe(true);
              expect(effect.bets.every((bet) => bet.selections.length > 0)).toBe(true);
              expect(effect.bets.flatMap((bet) => bet.selections).some(needsAttention)).toBe(false);
            }
            expect(TICKET_STATES).toContain(ticket.ticketState);
            // Stakes are never negative; every bet holds selections; derived ids follow the bets.
            expect(ticket.bets.every((bet) => bet.stake >= 0 && bet.selections.length > 0)).toBe(
              true,
            );
            expect(ticket.selectedOutcomeIds).toEqual(
              ticket.bets.flatMap((bet) => bet.selections.map((s) => s.id)),
            );
            expect(new Set(ticket.selectedOutcomeIds).size).toBe(ticket.selectedOutcomeIds.length);
            // An error is shown only in ERROR; processing bets only while in progress or after success.
            expect(ticket.error === null).toBe(ticket.ticketState !== 'ERROR');
            if (ticket.processingBets.length > 0) {
              expect(ticket.inProgress || ticket.ticketState === 'SUCCESS').toBe(true);
            }
            if (ticket.ticketState === 'SUCCESS') expect(ticket.bets).toEqual([]);
            // A combo has at least two selections; a single exactly one.
            for (const bet of ticket.bets) {
              if (bet.betType === 'single') expect(bet.selections).toHaveLength(1);
              if (bet.betType === 'combo') expect(bet.selections.length).toBeGreaterThan(1);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
