// Market, outcome and period names as message templates: a message id per market type with the
// specifier's values (lines, set and map numbers) filled in, so each locale words them its own way.
import {
  ESPORTS_WORDING,
  SPORT_MARKETS,
  SPORT_TEAM_MARKETS,
  SPORT_WORDED_OUTCOME_MARKETS,
} from './sport-market-names';

/** A name to show: the message id in every locale's catalogue and the values it is filled with. */
export interface NameTemplate {
  id: string;
  values: Record<string, number | string>;
}

/** A market as the names need it: its type id and specifier ("total=2.5", "setnr=2"). */
export interface MarketKey {
  id: number;
  specifier: string;
}

/** "inningnr=1|total=150.5" → { inningnr: '1', total: '150.5' }. */
export function parseSpecifier(specifier: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const part of specifier.split('|')) {
    const at = part.indexOf('=');
    if (at > 0) values[part.slice(0, at)] = part.slice(at + 1);
  }
  return values;
}

/** The numeric value of a specifier key, or null when the specifier lacks it. */
function numberOf(specifier: Record<string, string>, key: string): number | null {
  const raw = specifier[key];
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export type MarketTemplate = {
  /** The message id's last part: market.name.<key>. */
  key: string;
  /** Specifier keys the message needs, all numbers. */
  needs?: readonly string[];
  /** Specifier keys filled in as words (a player's name: proper names are not translated). */
  words?: readonly string[];
};

/**
 * Market types by id (Sportradar numbering). Table tennis calls its sets games, so market 204
 * reads "game winner" there.
 */
const MARKETS: Record<number, MarketTemplate> = {
  1: { key: '1x2' },
  10: { key: 'double_chance' },
  11: { key: 'draw_no_bet' },
  19: { key: 'home_total', needs: ['total'] },
  20: { key: 'away_total', needs: ['total'] },
  26: { key: 'odd_even' },
  45: { key: 'correct_score' },
  47: { key: 'halftime_fulltime' },
  52: { key: 'highest_scoring_half' },
  60: { key: 'first_half_1x2' },
  68: { key: 'first_half_total', needs: ['total'] },
  75: { key: 'first_half_both_teams_to_score' },
  83: { key: 'second_half_1x2' },
  90: { key: 'second_half_total', needs: ['total'] },
  95: { key: 'second_half_both_teams_to_score' },
  16: { key: 'handicap', needs: ['hcp'] },
  18: { key: 'total', needs: ['total'] },
  29: { key: 'both_teams_to_score' },
  186: { key: 'winner' },
  204: { key: 'set_winner', needs: ['setnr'] },
  219: { key: 'winner_incl_overtime' },
  223: { key: 'handicap', needs: ['hcp'] },
  225: { key: 'total', needs: ['total'] },
  328: { key: 'map_winner', needs: ['mapnr'] },
  330: { key: 'total_maps', needs: ['total'] },
  340: { key: 'winner_incl_super_over' },
  406: { key: 'winner_incl_overtime' },
  534: { key: 'outright_winner' },
  605: { key: 'innings_runs', needs: ['inningnr', 'total'] },
  38: { key: 'first_goalscorer' },
  39: { key: 'last_goalscorer' },
  40: { key: 'anytime_goalscorer' },
  139: { key: 'card_total', needs: ['total'] },
  162: { key: 'corner_1x2' },
  165: { key: 'corner_handicap', needs: ['hcp'] },
  166: { key: 'corner_total', needs: ['total'] },
  777: { key: 'player_shots_on_target', needs: ['total'], words: ['name'] },
  ...SPORT_MARKETS,
};

/** Market types whose names carry the teams' names (home and away). */
const TEAM_MARKETS = new Set([19, 20, ...SPORT_TEAM_MARKETS]);

/** Sport-specific wording of a market type: key of the sport → market id → template key. */
const SPORT_WORDING: Record<string, Record<number, string>> = {
  'table-tennis': { 204: 'game_winner' },
  ...ESPORTS_WORDING,
};

function filled(
  prefix: string,
  key: string,
  needs: readonly string[] | undefined,
  specifier: string,
  words: readonly string[] = [],
): NameTemplate | null {
  const parsed = parseSpecifier(specifier);
  const values: Record<string, number | string> = {};
  for (const need of needs ?? []) {
    const value = numberOf(parsed, need);
    if (value === null) return null;
    values[need] = value;
  }
  for (const word of words) {
    const value = parsed[word]?.trim();
    if (!value) return null;
    values[word] = value;
  }
  return { id: `${prefix}.${key}`, values };
}

/**
 * The name of a market in the player's language, or null for a type without a template (the
 * feed's own name is shown then). `teams` fills the names of markets of one team.
 */
export function marketNameTemplate(
  market: MarketKey,
  sportKey?: string,
  teams: { home: string; away: string } = { home: '1', away: '2' },
): NameTemplate | null {
  const template = MARKETS[market.id];
  if (!template) return null;
  const key = (sportKey && SPORT_WORDING[sportKey]?.[market.id]) || template.key;
  const name = filled('market.name', key, template.needs, market.specifier, template.words);
  // Team totals name their team; without names the sides are 1 and 2.
  if (name && TEAM_MARKETS.has(market.id)) Object.assign(name.values, teams);
  return name;
}

/** Outcome ids whose names are words (a yes, an over); 1, X, 2, 1X … are the same everywhere. */
const OUTCOMES: Record<string, MarketTemplate> = {
  '12': { key: 'over', needs: ['total'] },
  '13': { key: 'under', needs: ['total'] },
  '74': { key: 'yes' },
  '76': { key: 'no' },
  '70': { key: 'odd' },
  '72': { key: 'even' },
  other: { key: 'other_score' },
  '920': { key: 'first_half' },
  '921': { key: 'second_half' },
  '922': { key: 'equal' },
  '1714': { key: 'handicap_home', needs: ['hcp'] },
  '1715': { key: 'handicap_away', needs: ['hcp'] },
  none: { key: 'neither' },
};

/** Outcomes a market type names its own way: nobody scoring is "no goalscorer". */
const MARKET_OUTCOMES: Record<number, Record<string, MarketTemplate>> = {
  38: { none: { key: 'no_goalscorer' } },
  39: { none: { key: 'no_goalscorer' } },
  40: { none: { key: 'no_goalscorer' } },
};

/** Market types whose outcomes are the ones of OUTCOMES (ids of other types may mean otherwise). */
const WORDED_OUTCOME_MARKETS = new Set([
  16,
  18,
  19,
  20,
  26,
  29,
  38,
  39,
  40,
  45,
  52,
  68,
  75,
  90,
  95,
  139,
  165,
  166,
  223,
  225,
  330,
  605,
  777,
  ...SPORT_WORDED_OUTCOME_MARKETS,
]);

/**
 * The name of an outcome in the player's language, or null when the feed's name is the one to
 * show (1, X, 2; a competitor of an outright). `short` asks for the narrow form of a list column.
 */
export function outcomeNameTemplate(
  market: MarketKey,
  outcomeId: string,
  { short = false }: { short?: boolean } = {},
): NameTemplate | null {
  if (!WORDED_OUTCOME_MARKETS.has(market.id)) return null;
  const template = MARKET_OUTCOMES[market.id]?.[outcomeId] ?? OUTCOMES[outcomeId];
  if (!template) return null;
  const name = filled('market.outcome', template.key, template.needs, market.specifier);
  if (!name) return null;
  // The handicap of the away side is the home side's line turned round.
  if (template.key === 'handicap_away') name.values.hcp = -(name.values.hcp as number);
  if (short && (template.key === 'over' || template.key === 'under')) name.id = `${name.id}.short`;
  return name;
}

/** A period of the scoreboard: its key as the feed sends it ("1st_half", "map_2", "overtime_1"). */
export interface PeriodKey {
  period_key: string;
  period_name: string;
  number: number;
}

const PERIOD_UNITS = ['half', 'period', 'quarter', 'set', 'game'] as const;

/**
 * The name of a period in the player's language, or null for a key without a template. A cricket
 * innings carries its wickets and overs in the feed's name; they are kept.
 */
export function periodNameTemplate(period: PeriodKey): NameTemplate | null {
  const ordinal = /^(\d+)(?:st|nd|rd|th)_([a-z]+)$/.exec(period.period_key);
  if (ordinal && (PERIOD_UNITS as readonly string[]).includes(ordinal[2]!))
    return { id: `match.period.${ordinal[2]}`, values: { number: Number(ordinal[1]) } };
  const numbered = /^(overtime|map|innings)_(\d+)$/.exec(period.period_key);
  if (!numbered) return null;
  const [, unit, number] = numbered as unknown as [string, string, string];
  if (unit === 'innings') {
    const state = /\((\d+) wkts, ([\d.]+) ov\)/.exec(period.period_name);
    if (state)
      return {
        id: 'match.period.innings_state',
        values: { number: Number(number), wickets: Number(state[1]), overs: state[2]! },
      };
  }
  return { id: `match.period.${unit}`, values: { number: Number(number) } };
}

/** Market groups of the match page with a name in every locale; others show their key. */
export const MARKET_GROUPS = [
  'main',
  'totals',
  'handicaps',
  'halves',
  'quarters',
  'sets',
  'maps',
  'players',
  'goalscorers',
  'corners',
  'cards',
  'outrights',
] as const;

/** Every message id the templates above can answer, for the check that each locale has them. */
export const nameMessageIds = (): string[] => [
  ...new Set([
    ...Object.values(MARKETS).map(({ key }) => `market.name.${key}`),
    ...Object.values(SPORT_WORDING).flatMap((byId) =>
      Object.values(byId).map((key) => `market.name.${key}`),
    ),
    ...Object.values(OUTCOMES).map(({ key }) => `market.outcome.${key}`),
    'market.outcome.over.short',
    'market.outcome.under.short',
    ...PERIOD_UNITS.map((unit) => `match.period.${unit}`),
    'match.period.overtime',
    'match.period.map',
    'match.period.innings',
    'match.period.innings_state',
    ...MARKET_GROUPS.map((group) => `market.group.${group}`),
  ]),
];
