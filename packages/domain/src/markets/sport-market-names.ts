// Name templates of the basketball, tennis and esports market types (see market-names.ts).
import type { MarketTemplate } from './market-names';

export const SPORT_MARKETS: Record<number, MarketTemplate> = {
  // Basketball: halves and quarters (regulation time), team totals, races and player lines.
  66: { key: 'first_half_handicap', needs: ['hcp'] },
  88: { key: 'second_half_handicap', needs: ['hcp'] },
  227: { key: 'home_total_points', needs: ['total'] },
  228: { key: 'away_total_points', needs: ['total'] },
  229: { key: 'odd_even' },
  235: { key: 'quarter_1x2', needs: ['quarternr'] },
  236: { key: 'quarter_total', needs: ['quarternr', 'total'] },
  302: { key: 'race_to_points', needs: ['pointnr'] },
  921: { key: 'player_points', needs: ['total'], words: ['player'] },
  922: { key: 'player_rebounds', needs: ['total'], words: ['player'] },
  923: { key: 'player_assists', needs: ['total'], words: ['player'] },
  // Tennis.
  187: { key: 'game_handicap', needs: ['hcp'] },
  188: { key: 'set_handicap', needs: ['hcp'] },
  189: { key: 'total_games', needs: ['total'] },
  190: { key: 'home_total_games', needs: ['total'] },
  191: { key: 'away_total_games', needs: ['total'] },
  193: { key: 'odd_even_games' },
  196: { key: 'tiebreak_in_match' },
  199: { key: 'correct_score_sets' },
  201: { key: 'total_sets', needs: ['total'] },
  205: { key: 'set_total_games', needs: ['setnr', 'total'] },
  210: { key: 'set_game_winner', needs: ['setnr', 'gamenr'] },
  // Esports (best of three maps).
  327: { key: 'map_handicap', needs: ['hcp'] },
  333: { key: 'map_first_blood', needs: ['mapnr'] },
  334: { key: 'map_first_objective', needs: ['mapnr'] },
  335: { key: 'map_total_kills', needs: ['mapnr', 'total'] },
};

/** Market types named after a team (home and away). */
export const SPORT_TEAM_MARKETS = [227, 228, 190, 191];

/** Market types whose outcomes are worded (over/under, yes/no, odd/even, handicap sides). */
export const SPORT_WORDED_OUTCOME_MARKETS = [
  66, 88, 187, 188, 189, 190, 191, 193, 196, 201, 205, 227, 228, 229, 236, 302, 327, 335, 921, 922,
  923,
];

/** Each game title's own words: a correct score in maps, CS2's pistol round, Roshan, Baron. */
export const ESPORTS_WORDING: Record<string, Record<number, string>> = {
  cs2: {
    199: 'correct_score_maps',
    333: 'map_pistol_round',
    334: 'map_first_to_five_rounds',
    335: 'map_total_rounds',
  },
  dota2: { 199: 'correct_score_maps', 334: 'map_first_roshan' },
  lol: { 199: 'correct_score_maps', 334: 'map_first_baron' },
};
