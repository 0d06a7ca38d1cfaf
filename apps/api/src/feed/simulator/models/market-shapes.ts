// Market shapes several sports price alike: head-to-head winners, two-way handicaps and
// over/under lines.
import type { PricedMarket } from '../sport-model';

interface TwoWayShape {
  id: number;
  name: string;
  specifier?: string;
  groups?: string[];
  priority?: number;
  customBetGroups?: string[];
}

/** A head-to-head market: outcome 4 is the home side ("1"), outcome 5 the away side ("2"). */
export function twoWayMarket(shape: TwoWayShape, home: number, away = 1 - home): PricedMarket {
  return {
    id: shape.id,
    specifier: shape.specifier ?? '',
    name: shape.name,
    groups: shape.groups ?? ['main'],
    priority: shape.priority ?? 1,
    customBetGroups: shape.customBetGroups ?? ['result'],
    outcomes: [
      { id: '4', name: '1', probability: home },
      { id: '5', name: '2', probability: away },
    ],
  };
}

/** A two-way handicap: the home side with `line` added (outcome 1714) against the away side. */
export function handicapMarket(
  id: number,
  line: number,
  home: number,
  priority: number,
  label: (line: number) => string,
): PricedMarket {
  return {
    id,
    specifier: `hcp=${line}`,
    name: `Handicap ${label(line)}`,
    groups: ['handicaps'],
    priority,
    customBetGroups: ['handicaps'],
    outcomes: [
      { id: '1714', name: `1 (${label(line)})`, probability: home },
      { id: '1715', name: `2 (${label(-line)})`, probability: 1 - home },
    ],
  };
}

/** An over/under line: outcome 12 over `line`, outcome 13 under it. */
export function overUnder(
  id: number,
  specifier: string,
  name: string,
  line: number,
  over: number,
  groups: string[],
  closed: boolean,
): PricedMarket {
  return {
    id,
    specifier,
    name,
    groups,
    priority: 6,
    customBetGroups: groups,
    closed,
    outcomes: [
      { id: '12', name: `Over ${line}`, probability: over },
      { id: '13', name: `Under ${line}`, probability: 1 - over },
    ],
  };
}
