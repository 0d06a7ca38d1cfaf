// Bet building (spec section 4): adding and removing selections, bet type change, system fitting.
import { minorUnits, type MinorUnits } from '../money/minor-units';
import { fitsSystemType, systemTypesFor, type SystemType } from '../settlement/system-types';
import {
  allSelections,
  type BetSlipBet,
  type BetType,
  type Selection,
  type SlipContext,
} from './types';

export function newBet(
  betType: BetType,
  selections: Selection[],
  ctx: Pick<SlipContext, 'currency' | 'subunits'>,
  stake: MinorUnits = minorUnits(0),
): BetSlipBet {
  return {
    stake,
    currency: ctx.currency,
    subunits: ctx.subunits,
    betType,
    selections,
    availableBonuses: [],
    stakeSource: 'others',
    isVip: false,
    jackpots: [],
  };
}

/** Multi-single (several single bets in one slip) is available when every provider allows it. */
export function isMultiSingleAvailable(
  selections: readonly Selection[],
  availableByProvider: Record<string, boolean>,
): boolean {
  return selections.every((s) => availableByProvider[s.provider] === true);
}

/**
 * The type a bet takes for its selection count: one selection is a single; a single with more
 * becomes a combo; a system keeps its type while it fits, else takes a matching system type with
 * the same win count, else becomes a combo.
 */
export function normalizeBet(bet: BetSlipBet): BetSlipBet {
  const count = bet.selections.length;
  if (bet.betType === 'custom') return bet;
  if (count <= 1) {
    if (bet.betType === 'single') return bet;
    return { ...bet, betType: 'single', systemType: undefined };
  }
  if (bet.betType === 'single') return { ...bet, betType: 'combo' };
  if (bet.betType === 'system') {
    const current = bet.systemType;
    if (current && fitsSystemType(current, count)) return bet;
    const matching = systemTypesFor(count).find((t) => t.winCount === current?.winCount);
    if (matching) return { ...bet, systemType: matching };
    return { ...bet, betType: 'combo', systemType: undefined };
  }
  return bet;
}

const isMultiSingle = (bets: readonly BetSlipBet[]): boolean =>
  bets.length > 1 && bets.every((bet) => bet.betType === 'single');

/**
 * Adding a selection: the first goes to a single bet; in a multi-single slip it becomes one more
 * single with the same stake; otherwise it joins the first regular bet, replacing another outcome
 * of the same market. Custom bets are built separately (addCustomSelection).
 */
export function addSelection(
  bets: readonly BetSlipBet[],
  selection: Selection,
  ctx: Pick<SlipContext, 'currency' | 'subunits'>,
): BetSlipBet[] {
  if (allSelections(bets).some((s) => s.id === selection.id)) return [...bets];
  const regular = bets.filter((bet) => bet.betType !== 'custom');
  const custom = bets.filter((bet) => bet.betType === 'custom');
  const first = regular[0];
  if (!first) return [...custom, newBet('single', [selection], ctx)];
  if (isMultiSingle(regular)) {
    return [...custom, ...regular, newBet('single', [selection], ctx, first.stake)];
  }
  const sameMarket = (s: Selection) =>
    s.matchId === selection.matchId &&
    s.marketId === selection.marketId &&
    s.specifier === selection.specifier;
  const kept = first.selections.filter((s) => !sameMarket(s));
  const grown = normalizeBet({ ...first, selections: [...kept, selection] });
  return [...custom, grown, ...regular.slice(1)];
}

/** Adds a bet-builder selection to the custom bet of its match, creating it when needed. */
export function addCustomSelection(
  bets: readonly BetSlipBet[],
  selection: Selection,
  ctx: Pick<SlipContext, 'currency' | 'subunits'>,
): BetSlipBet[] {
  if (allSelections(bets).some((s) => s.id === selection.id)) return [...bets];
  const index = bets.findIndex(
    (bet) => bet.betType === 'custom' && bet.selections[0]?.matchId === selection.matchId,
  );
  if (index < 0) return [...bets, newBet('custom', [selection], ctx)];
  return bets.map((bet, i) =>
    i === index
      ? { ...bet, selections: [...bet.selections, selection], customOdds: undefined }
      : bet,
  );
}

/** Removing a selection; a bet left empty goes, a combo down to one selection becomes a single. */
export function removeSelection(bets: readonly BetSlipBet[], selectionId: string): BetSlipBet[] {
  return bets
    .map((bet) =>
      bet.selections.some((s) => s.id === selectionId)
        ? normalizeBet({ ...bet, selections: bet.selections.filter((s) => s.id !== selectionId) })
        : bet,
    )
    .filter((bet) => bet.selections.length > 0);
}

export type BetTypeChangeRefusal =
  | 'already_that_type'
  | 'single_selection'
  | 'multi_single_unavailable'
  | 'no_system_type'
  | 'custom_bet';

export type BetTypeChange =
  { ok: true; bets: BetSlipBet[] } | { ok: false; reason: BetTypeChangeRefusal };

/**
 * Bet type change: single splits the first bet's selections into one bet each with the same
 * stake; combo merges every selection; system merges them under a fitting system type.
 */
export function changeBetType(
  bets: readonly BetSlipBet[],
  target: Exclude<BetType, 'custom'>,
  ctx: SlipContext,
  systemType?: SystemType,
): BetTypeChange {
  const first = bets[0];
  if (!first) return { ok: false, reason: 'single_selection' };
  if (bets.some((bet) => bet.betType === 'custom')) return { ok: false, reason: 'custom_bet' };
  const selections = allSelections(bets);
  const current: BetType = isMultiSingle(bets) ? 'single' : first.betType;
  const sameSystem =
    target === 'system' &&
    current === 'system' &&
    (!systemType ||
      (first.systemType?.winCount === systemType.winCount &&
        first.systemType.totalCount === systemType.totalCount));
  if ((current === target && target !== 'system') || sameSystem) {
    return { ok: false, reason: 'already_that_type' };
  }
  if (selections.length === 1) return { ok: false, reason: 'single_selection' };
  const base = { ...first, systemType: undefined, bonus: undefined, bonusOdds: undefined };
  if (target === 'single') {
    if (!isMultiSingleAvailable(selections, ctx.multiSingleAvailableByProvider)) {
      return { ok: false, reason: 'multi_single_unavailable' };
    }
    return {
      ok: true,
      bets: selections.map((s) => ({ ...base, betType: 'single', selections: [s] })),
    };
  }
  if (target === 'combo') return { ok: true, bets: [{ ...base, betType: 'combo', selections }] };
  const types = systemTypesFor(selections.length);
  const chosen = systemType
    ? types.find(
        (t) => t.winCount === systemType.winCount && t.totalCount === systemType.totalCount,
      )
    : types[0];
  if (!chosen) return { ok: false, reason: 'no_system_type' };
  return { ok: true, bets: [{ ...base, betType: 'system', systemType: chosen, selections }] };
}

/** The system types the slip offers for its selections (sorted by totalCount, then winCount). */
export function ticketSystemTypes(bets: readonly BetSlipBet[]): SystemType[] {
  if (bets.some((bet) => bet.betType === 'custom')) return [];
  return systemTypesFor(allSelections(bets).length);
}
