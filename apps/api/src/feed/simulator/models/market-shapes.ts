// Market shapes several sports price alike: head-to-head winners and two-way handicaps.
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
    customBetGroups: [],
    outcomes: [
      { id: '1714', name: `1 (${label(line)})`, probability: home },
      { id: '1715', name: `2 (${label(-line)})`, probability: 1 - home },
    ],
  };
}
