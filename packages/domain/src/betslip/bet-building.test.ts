import { describe, expect, it } from 'vitest';
import {
  addCustomSelection,
  addSelection,
  changeBetType,
  isMultiSingleAvailable,
  normalizeBet,
  removeSelection,
  ticketSystemTypes,
} from './bet-building';
import { bet, ctx, selection, selections } from './fixtures.test-support';

describe('adding selections', () => {
  it('the first single goes to a single bet', () => {
    const [first] = selections(1);
    const bets = addSelection([], first!, ctx);
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ betType: 'single', currency: 'EUR', stake: 0 });
  });

  it('a single bet with more selections becomes a combo', () => {
    const [a, b] = selections(2);
    const bets = addSelection(addSelection([], a!, ctx), b!, ctx);
    expect(bets).toHaveLength(1);
    expect(bets[0]?.betType).toBe('combo');
    expect(bets[0]?.selections.map((s) => s.id)).toEqual([a!.id, b!.id]);
  });

  it('adding an outcome already on the slip changes nothing', () => {
    const [a] = selections(1);
    const bets = addSelection([], a!, ctx);
    expect(addSelection(bets, a!, ctx)).toEqual(bets);
  });

  it('another outcome of the same market replaces the first', () => {
    const home = selection({ outcomeId: '1' });
    const away = selection({ outcomeId: '2' });
    const bets = addSelection(addSelection([], home, ctx), away, ctx);
    expect(bets[0]?.selections.map((s) => s.outcomeId)).toEqual(['2']);
    expect(bets[0]?.betType).toBe('single');
  });

  it('in a multi-single slip a new selection is one more single with the same stake', () => {
    const [a, b, c] = selections(3);
    const bets = addSelection([bet('single', [a!], 500), bet('single', [b!], 500)], c!, ctx);
    expect(bets.map((x) => [x.betType, x.stake])).toEqual([
      ['single', 500],
      ['single', 500],
      ['single', 500],
    ]);
  });

  it('a system bet whose size no longer matches takes a matching system type or becomes a combo', () => {
    const sels = selections(4);
    const system = {
      ...bet('system', sels.slice(0, 3)),
      systemType: { winCount: 2, totalCount: 3 },
    };
    const grown = addSelection([system], sels[3]!, ctx);
    expect(grown[0]).toMatchObject({
      betType: 'system',
      systemType: { winCount: 2, totalCount: 4 },
    });
    const shrunk = removeSelection(grown, sels[0]!.id);
    expect(shrunk[0]?.systemType).toEqual({ winCount: 2, totalCount: 3 });
    const combo = removeSelection(shrunk, sels[1]!.id);
    expect(combo[0]).toMatchObject({ betType: 'combo', systemType: undefined });
  });

  it('a system bet without a fitting system type for its win count becomes a combo', () => {
    const sels = selections(4);
    const system = { ...bet('system', sels), systemType: { winCount: 3, totalCount: 4 } };
    expect(normalizeBet({ ...system, selections: sels.slice(0, 3) }).betType).toBe('combo');
    expect(
      normalizeBet({ ...system, systemType: undefined, selections: sels.slice(0, 3) }).betType,
    ).toBe('combo');
  });

  it('bet-builder selections go to the custom bet of their match', () => {
    const a = selection({ marketId: 10 });
    const b = selection({ marketId: 11 });
    const other = selection({ matchId: 9, marketId: 10 });
    let bets = addCustomSelection([], a, ctx);
    bets = addCustomSelection(bets, b, ctx);
    bets = addCustomSelection(bets, other, ctx);
    expect(bets.map((x) => [x.betType, x.selections.length])).toEqual([
      ['custom', 2],
      ['custom', 1],
    ]);
    expect(addCustomSelection(bets, a, ctx)).toEqual(bets);
    expect(addSelection(bets, selection({ matchId: 5 }), ctx).map((x) => x.betType)).toEqual([
      'custom',
      'custom',
      'single',
    ]);
  });
});

describe('removing selections', () => {
  it('removing down to one selection makes it a single', () => {
    const [a, b] = selections(2);
    const bets = removeSelection([bet('combo', [a!, b!])], b!.id);
    expect(bets[0]?.betType).toBe('single');
  });

  it('a bet left without selections is removed', () => {
    const [a] = selections(1);
    expect(removeSelection([bet('single', [a!])], a!.id)).toEqual([]);
  });

  it('a custom bet keeps its type', () => {
    const a = selection({ marketId: 10 });
    const b = selection({ marketId: 11 });
    expect(removeSelection([bet('custom', [a, b])], b.id)[0]?.betType).toBe('custom');
  });
});

describe('bet type change', () => {
  const three = selections(3);
  const combo = [bet('combo', three, 700)];

  it('single splits the first bet into one bet each with the same stake', () => {
    const change = changeBetType(combo, 'single', ctx);
    expect(change.ok && change.bets.map((b) => [b.betType, b.stake, b.selections.length])).toEqual([
      ['single', 700, 1],
      ['single', 700, 1],
      ['single', 700, 1],
    ]);
  });

  it('combo merges every selection', () => {
    const singles = three.map((s) => bet('single', [s], 300));
    const change = changeBetType(singles, 'combo', ctx);
    expect(change.ok && change.bets).toHaveLength(1);
    expect(change.ok && change.bets[0]).toMatchObject({ betType: 'combo', stake: 300 });
  });

  it('system uses the first system type, or the one asked for', () => {
    const first = changeBetType(combo, 'system', ctx);
    expect(first.ok && first.bets[0]?.systemType).toEqual({ winCount: 2, totalCount: 3 });
    const four = changeBetType([bet('combo', selections(4))], 'system', ctx, {
      winCount: 3,
      totalCount: 4,
    });
    expect(four.ok && four.bets[0]?.systemType).toEqual({ winCount: 3, totalCount: 4 });
    const system = changeBetType(first.ok ? first.bets : [], 'system', ctx, {
      winCount: 2,
      totalCount: 3,
    });
    expect(system).toEqual({ ok: false, reason: 'already_that_type' });
  });

  it('is refused when already that type', () => {
    expect(changeBetType(combo, 'combo', ctx)).toEqual({ ok: false, reason: 'already_that_type' });
    const singles = three.map((s) => bet('single', [s]));
    expect(changeBetType(singles, 'single', ctx)).toEqual({
      ok: false,
      reason: 'already_that_type',
    });
  });

  it('is refused when there is one single selection', () => {
    const [a] = three;
    expect(changeBetType([bet('single', [a!])], 'combo', ctx)).toEqual({
      ok: false,
      reason: 'single_selection',
    });
    expect(changeBetType([], 'combo', ctx)).toEqual({ ok: false, reason: 'single_selection' });
  });

  it('is refused going to single with several selections without multi-single support', () => {
    const mixed = [bet('combo', [three[0]!, { ...three[1]!, provider: 'other' }])];
    expect(changeBetType(mixed, 'single', ctx)).toEqual({
      ok: false,
      reason: 'multi_single_unavailable',
    });
    expect(isMultiSingleAvailable(three, { sim: true })).toBe(true);
    expect(isMultiSingleAvailable(three, {})).toBe(false);
  });

  it('is refused going to system without a fitting type', () => {
    expect(changeBetType([bet('combo', selections(2))], 'system', ctx)).toEqual({
      ok: false,
      reason: 'no_system_type',
    });
    expect(changeBetType(combo, 'system', ctx, { winCount: 5, totalCount: 9 })).toEqual({
      ok: false,
      reason: 'no_system_type',
    });
  });

  it('is refused for custom bets', () => {
    expect(changeBetType([bet('custom', three)], 'combo', ctx)).toEqual({
      ok: false,
      reason: 'custom_bet',
    });
  });

  it('the slip offers system types for its selection count, none for custom bets', () => {
    expect(ticketSystemTypes(combo)).toEqual([{ totalCount: 3, winCount: 2 }]);
    expect(ticketSystemTypes([bet('custom', three)])).toEqual([]);
  });
});
