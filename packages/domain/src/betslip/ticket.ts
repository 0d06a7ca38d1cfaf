// The ticket state machine (spec section 4): INITIAL, ODDS_CHANGED, PROCESSING, SUCCESS, ERROR.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import type { OddsInt } from '../odds/odds-int';
import { isWrongOddsError, placeBetErrorMessageId, type PlaceBetErrorFields } from '../rules/index';
import type { SystemType } from '../settlement/system-types';
import {
  addCustomSelection,
  addSelection,
  changeBetType,
  normalizeBet,
  removeSelection,
  ticketSystemTypes,
  type BetTypeChangeRefusal,
} from './bet-building';
import {
  acceptPriceChanges,
  acceptSelectionChanges,
  applyMarketUpdate,
  applyMatchStatus,
  applyProviderStatuses,
  hasOddsChanges,
  needsAttention,
  type MarketUpdate,
  type ProviderStatuses,
} from './selection-flags';
import { winCaps } from './limit-caps';
import {
  changeSlipCurrency,
  rescalePotentialWinStake,
  setActiveBonus,
  setPotentialWin,
  setStake,
} from './stake';
import {
  allSelections,
  emptyTicket,
  type BetBonus,
  type BetSlipBet,
  type MatchStatus,
  type PlacedBet,
  type Selection,
  type SlipContext,
  type Ticket,
  type TicketState,
} from './types';

export type TicketAction =
  | { type: 'toggle_selection'; selection: Selection }
  | { type: 'add_selection'; selection: Selection }
  | { type: 'add_custom_selection'; selection: Selection }
  | { type: 'remove_selection'; selectionId: string }
  | { type: 'clear' }
  | { type: 'keep_selections' }
  | { type: 'set_stake'; betIndex: number; stake: MinorUnits }
  | { type: 'set_potential_win'; betIndex: number; target: MinorUnits }
  | { type: 'set_custom_odds'; betIndex: number; odds: OddsInt | undefined }
  | { type: 'set_bonus'; betIndex: number; bonus: BetBonus | undefined }
  | { type: 'change_bet_type'; betType: 'single' | 'combo' | 'system'; systemType?: SystemType }
  | { type: 'change_currency'; currency: string; subunits: number }
  | { type: 'place'; loggedIn: boolean }
  | { type: 'place_success'; placedBets: PlacedBet[] }
  | { type: 'place_failure'; failure: PlaceBetErrorFields }
  | { type: 'accept_odds_changes' }
  | { type: 'market_update'; market: MarketUpdate }
  | { type: 'match_status'; matchId: number; status: MatchStatus }
  /** A match's names in another language (the page's changed): only names change. */
  | {
      type: 'match_names';
      matchId: number;
      names: Pick<Selection, 'nameA' | 'nameB' | 'categoryName'>;
    }
  | { type: 'provider_status'; statuses: ProviderStatuses }
  | { type: 'restore'; bets: BetSlipBet[] };

/** What the caller must do after a transition: the machine itself does no I/O. */
export type TicketEffect =
  | { type: 'sign_in' }
  | { type: 'submit'; bets: BetSlipBet[] }
  | { type: 'alert'; title: string; description: string }
  | { type: 'bet_type_refused'; reason: BetTypeChangeRefusal };

export interface TicketTransition {
  ticket: Ticket;
  effects: TicketEffect[];
}

const DEFAULT_ALERT = {
  title: 'global-error.default.title',
  description: 'global-error.default.description',
};

/** Bets with stake above 0 are the ones a placement sends. */
const betsToPlace = (bets: readonly BetSlipBet[]): BetSlipBet[] =>
  bets.filter((bet) => bet.stake > 0);

/** Derived fields always follow the bets. */
function withBets(ticket: Ticket, bets: BetSlipBet[]): Ticket {
  return {
    ...ticket,
    bets,
    selectedOutcomeIds: allSelections(bets).map((s) => s.id),
    systemTypes: ticketSystemTypes(bets),
  };
}

/** Setting ERROR or INITIAL clears processing bets. */
function withState(ticket: Ticket, state: TicketState): Ticket {
  const clears = state === 'INITIAL' || state === 'ERROR';
  return {
    ...ticket,
    ticketState: state,
    error: state === 'ERROR' ? ticket.error : null,
    processingBets: clears ? [] : ticket.processingBets,
  };
}

/** After an edit: INITIAL, or ODDS_CHANGED if any bet has odds changes or unavailable selections. */
const stateAfterEdit = (bets: readonly BetSlipBet[]): TicketState =>
  bets.some(hasOddsChanges) ? 'ODDS_CHANGED' : 'INITIAL';

const stateAfterFeed = (bets: readonly BetSlipBet[]): TicketState =>
  allSelections(bets).some(needsAttention) ? 'ODDS_CHANGED' : 'INITIAL';

const isFinal = (ticket: Ticket) => ticket.ticketState === 'SUCCESS';

function edit(ticket: Ticket, bets: BetSlipBet[]): TicketTransition {
  const placedCleared = ticket.ticketState === 'SUCCESS' ? { placedBets: [] } : {};
  const next = withBets({ ...ticket, ...placedCleared }, bets);
  return { ticket: withState(next, stateAfterEdit(bets)), effects: [] };
}

/**
 * A refusal was about the stake as it was: a new stake (or win) leaves it behind, the ticket
 * going on as after any edit (selections still to review keep it at ODDS_CHANGED).
 */
const afterRefusal = (ticket: Ticket): Ticket =>
  ticket.ticketState === 'ERROR' ? withState(ticket, stateAfterEdit(ticket.bets)) : ticket;

function updateBet(ticket: Ticket, index: number, update: (bet: BetSlipBet) => BetSlipBet) {
  if (!ticket.bets[index]) return ticket;
  return withBets(
    ticket,
    ticket.bets.map((bet, i) => (i === index ? update(bet) : bet)),
  );
}

/** The caps the site's limits put on a bet: a typed win is reached at the terms it is stored at. */
const capsOf = (ctx: SlipContext, bet: BetSlipBet) =>
  ctx.limits ? winCaps({ limits: ctx.limits }, bet.currency) : {};

/** A bet's stake for the win the player typed, after its odds changed. */
const rescale =
  (ctx: SlipContext) =>
  (bet: BetSlipBet): BetSlipBet =>
    rescalePotentialWinStake(bet, capsOf(ctx, bet));

/**
 * A live change (market, match status, provider): the selections always take it; the state moves
 * to ODDS_CHANGED (or back to INITIAL) unless a placement is in progress or the state is final.
 * With accept mode any, a move to ODDS_CHANGED accepts the new prices at once; suspended and
 * unavailable selections stay flagged for the player (see docs/decisions.md).
 */
function feed(
  ticket: Ticket,
  change: (s: Selection) => Selection,
  ctx: SlipContext,
): TicketTransition {
  const bets = ticket.bets.map((bet) =>
    rescale(ctx)({ ...bet, selections: bet.selections.map(change) }),
  );
  const updated = withBets(ticket, bets);
  if (ticket.inProgress || isFinal(ticket)) return { ticket: updated, effects: [] };
  const state = stateAfterFeed(bets);
  if (state === 'ODDS_CHANGED' && ctx.oddsAcceptMode === 'any') {
    const accepted = acceptPriceChanges(bets).map(rescale(ctx));
    return { ticket: withState(withBets(ticket, accepted), stateAfterFeed(accepted)), effects: [] };
  }
  if (state === ticket.ticketState) return { ticket: updated, effects: [] };
  if (ticket.ticketState === 'ERROR' && state === 'INITIAL') {
    return { ticket: updated, effects: [] };
  }
  return { ticket: withState(updated, state), effects: [] };
}

function placeFailure(ticket: Ticket, failure: PlaceBetErrorFields): TicketTransition {
  const done = { ...ticket, inProgress: false };
  if (failure.code === undefined || failure.code === '') {
    return {
      ticket: withState(done, 'INITIAL'),
      effects: [{ type: 'alert', ...DEFAULT_ALERT }],
    };
  }
  const betMessages: Record<number, string> = {};
  for (const [index, entry] of Object.entries(failure.errorsByBet ?? {})) {
    betMessages[Number(index)] = entry.localized_message;
  }
  const error = {
    code: String(failure.code),
    message: failure.messageId ?? placeBetErrorMessageId(failure.code),
    details: failure.details,
    ...(failure.limitLeft ? { limitLeft: failure.limitLeft } : {}),
    betMessages,
    wrongOdds: isWrongOddsError({ code: failure.code, riskMessages: failure.riskMessages }),
  };
  return { ticket: withState({ ...done, error }, 'ERROR'), effects: [] };
}

/** The one transition function: (ticket, action, context) → (ticket, effects). */
export function reduceTicket(
  ticket: Ticket,
  action: TicketAction,
  ctx: SlipContext,
): TicketTransition {
  const unchanged = { ticket, effects: [] };
  const locked = ticket.inProgress;
  switch (action.type) {
    case 'toggle_selection': {
      if (locked) return unchanged;
      const selected = ticket.selectedOutcomeIds.includes(action.selection.id);
      return selected
        ? edit(ticket, removeSelection(ticket.bets, action.selection.id))
        : edit(ticket, addSelection(ticket.bets, action.selection, ctx));
    }
    case 'add_selection':
      return locked ? unchanged : edit(ticket, addSelection(ticket.bets, action.selection, ctx));
    case 'add_custom_selection':
      return locked
        ? unchanged
        : edit(ticket, addCustomSelection(ticket.bets, action.selection, ctx));
    case 'remove_selection':
      return locked ? unchanged : edit(ticket, removeSelection(ticket.bets, action.selectionId));
    case 'clear':
      return locked ? unchanged : { ticket: emptyTicket(), effects: [] };
    case 'set_stake':
      if (locked || action.stake < 0) return unchanged;
      return {
        ticket: afterRefusal(updateBet(ticket, action.betIndex, (b) => setStake(b, action.stake))),
        effects: [],
      };
    case 'set_potential_win':
      if (locked) return unchanged;
      return {
        ticket: afterRefusal(
          updateBet(ticket, action.betIndex, (b) =>
            setPotentialWin(b, action.target, capsOf(ctx, b)),
          ),
        ),
        effects: [],
      };
    case 'set_custom_odds':
      return {
        ticket: updateBet(ticket, action.betIndex, (b) =>
          rescale(ctx)({ ...b, customOdds: action.odds }),
        ),
        effects: [],
      };
    case 'set_bonus':
      if (locked) return unchanged;
      return {
        ticket: updateBet(ticket, action.betIndex, (b) => setActiveBonus(b, action.bonus)),
        effects: [],
      };
    case 'change_bet_type': {
      if (locked) return unchanged;
      const change = changeBetType(ticket.bets, action.betType, ctx, action.systemType);
      if (!change.ok)
        return { ticket, effects: [{ type: 'bet_type_refused', reason: change.reason }] };
      return edit(ticket, change.bets);
    }
    case 'change_currency':
      if (locked) return unchanged;
      return {
        ticket: withBets(ticket, changeSlipCurrency(ticket.bets, action.currency, action.subunits)),
        effects: [],
      };
    case 'place': {
      if (locked) return unchanged;
      if (!action.loggedIn) {
        return { ticket: withState(ticket, 'INITIAL'), effects: [{ type: 'sign_in' }] };
      }
      const processing = betsToPlace(ticket.bets);
      if (processing.length === 0) return unchanged;
      // Only valid selections are placed: changed, suspended or unavailable ones need the player.
      if (allSelections(processing).some(needsAttention)) {
        return { ticket: withState(ticket, 'ODDS_CHANGED'), effects: [] };
      }
      const next = {
        ...withState(ticket, 'INITIAL'),
        inProgress: true,
        processingBets: processing,
      };
      return { ticket: next, effects: [{ type: 'submit', bets: processing }] };
    }
    case 'place_success': {
      if (!locked) return unchanged;
      const next = withBets(
        { ...ticket, inProgress: false, placedBets: action.placedBets, error: null },
        [],
      );
      return { ticket: { ...next, ticketState: 'SUCCESS' }, effects: [] };
    }
    case 'keep_selections': {
      // After a placement: a fresh ticket with the same selections and bet types, stakes empty.
      if (!isFinal(ticket) || ticket.processingBets.length === 0) return unchanged;
      const bets = ticket.processingBets.map((bet) =>
        normalizeBet({ ...setStake(bet, minorUnits(0)), betId: undefined, status: undefined }),
      );
      return edit({ ...emptyTicket(), upcomingBonuses: ticket.upcomingBonuses }, bets);
    }
    case 'place_failure':
      return locked ? placeFailure(ticket, action.failure) : unchanged;
    case 'accept_odds_changes': {
      if (locked) return unchanged;
      const bets = acceptSelectionChanges(ticket.bets).map((bet) =>
        rescale(ctx)(normalizeBet(bet)),
      );
      return { ticket: withState(withBets(ticket, bets), 'INITIAL'), effects: [] };
    }
    case 'market_update':
      return feed(ticket, (s) => applyMarketUpdate(s, action.market, ctx.oddsAcceptMode), ctx);
    case 'match_status':
      return feed(ticket, (s) => applyMatchStatus(s, action.matchId, action.status), ctx);
    case 'provider_status':
      return feed(ticket, (s) => applyProviderStatuses(s, action.statuses), ctx);
    case 'match_names':
      // Allowed at any time, in progress too: names say nothing about the bet.
      return {
        ticket: withBets(
          ticket,
          ticket.bets.map((bet) => ({
            ...bet,
            selections: bet.selections.map((s) =>
              s.matchId === action.matchId ? { ...s, ...action.names } : s,
            ),
          })),
        ),
        effects: [],
      };
    case 'restore':
      if (locked) return unchanged;
      return edit({ ...ticket, isRestoring: false, placedBets: [] }, action.bets.map(normalizeBet));
  }
}
