// Settlement rules of the esports markets (best of three maps): from each map's score and who took
// its first blood (or pistol round) and first objective to the result of every outcome. A market
// on a map that was not played is void.
import type { GoalSettlement } from './goal-settlement';
import { parseSpecifier } from './market-names';
import { handicapLine, overUnderLine } from './points-settlement';
import { BEST_OF_THREE_SCORES } from './sets-settlement';

/** Market type ids of the esports markets. */
export const MAPS_MARKET = {
  winner: 186,
  mapHandicap: 327,
  mapWinner: 328,
  totalMaps: 330,
  correctScore: 199,
  /** The map's first kill; in CS2 its pistol round (the first round). */
  mapFirstBlood: 333,
  /** The map's first big objective: Roshan, Baron; in CS2 the first to five rounds. */
  mapFirstObjective: 334,
  /** Kills (MOBA) or rounds (CS2) on the map. */
  mapTotal: 335,
} as const;

export interface PlayedMap {
  /** Rounds or kills of each side. */
  home: number;
  away: number;
  firstBlood: 'home' | 'away' | null;
  firstObjective: 'home' | 'away' | null;
}

const won = (yes: boolean): GoalSettlement => ({ result: yes ? 'win' : 'lose' });
const VOID: GoalSettlement = { result: 'void', voidFactor: 1 };

/** The results of an esports market's outcomes, or null for a type these rules do not know. */
export function settleMapsMarket(
  marketId: number,
  specifier: string,
  maps: PlayedMap[],
): Map<string, GoalSettlement> | null {
  const spec = parseSpecifier(specifier);
  const num = (key: string) => Number(spec[key]);
  const mapsWon = {
    home: maps.filter((m) => m.home > m.away).length,
    away: maps.filter((m) => m.away > m.home).length,
  };
  const map = maps[num('mapnr') - 1];
  const side = (winner: 'home' | 'away' | null) =>
    !map || winner === null
      ? new Map([
          ['4', VOID],
          ['5', VOID],
        ])
      : new Map([
          ['4', won(winner === 'home')],
          ['5', won(winner === 'away')],
        ]);
  switch (marketId) {
    case MAPS_MARKET.winner:
      return new Map([
        ['4', won(mapsWon.home > mapsWon.away)],
        ['5', won(mapsWon.away > mapsWon.home)],
      ]);
    case MAPS_MARKET.mapHandicap:
      return handicapLine(mapsWon, num('hcp'));
    case MAPS_MARKET.totalMaps:
      return overUnderLine(maps.length, num('total'));
    case MAPS_MARKET.correctScore: {
      const actual = `${mapsWon.home}:${mapsWon.away}`;
      return new Map(BEST_OF_THREE_SCORES.map((id) => [id, won(id === actual)]));
    }
    case MAPS_MARKET.mapWinner:
      return side(map ? (map.home > map.away ? 'home' : 'away') : null);
    case MAPS_MARKET.mapFirstBlood:
      return side(map?.firstBlood ?? null);
    case MAPS_MARKET.mapFirstObjective:
      return side(map?.firstObjective ?? null);
    case MAPS_MARKET.mapTotal:
      if (!map)
        return new Map([
          ['12', VOID],
          ['13', VOID],
        ]);
      return overUnderLine(map.home + map.away, num('total'));
    default:
      return null;
  }
}
