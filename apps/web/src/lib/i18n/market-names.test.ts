// Market, outcome, group and period names read in the page's language: every template's message
// exists in every locale, English reads as the feed does, and the other locales show no English.
import { createIntl } from '@formatjs/intl';
import { nameMessageIds } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { marketNames } from './market-names';
import { MESSAGES } from './messages';

const namesIn = (locale: Locale) =>
  marketNames(
    createIntl({
      locale,
      messages: MESSAGES[locale],
      onError: (e) => {
        throw e;
      },
    }),
  );

/** A market of each template as the simulated feed sends it, with the feed's English names. */
const MARKETS = [
  { id: 1, specifier: '', name: '1X2' },
  { id: 10, specifier: '', name: 'Double chance' },
  { id: 29, specifier: '', name: 'Both teams to score' },
  { id: 18, specifier: 'total=2.5', name: 'Total 2.5' },
  { id: 16, specifier: 'hcp=1.5', name: 'Handicap +1.5' },
  { id: 223, specifier: 'hcp=-7.5', name: 'Handicap -7.5' },
  { id: 186, specifier: '', name: 'Winner' },
  { id: 406, specifier: '', name: 'Winner (incl. overtime)' },
  { id: 340, specifier: '', name: 'Winner (incl. super over)' },
  { id: 204, specifier: 'setnr=2', name: '2nd set winner' },
  { id: 328, specifier: 'mapnr=3', name: '3rd map winner' },
  { id: 330, specifier: 'total=2.5', name: 'Total maps 2.5' },
  { id: 605, specifier: 'inningnr=1|total=160.5', name: '1st innings runs 160.5' },
  { id: 11, specifier: '', name: 'Draw no bet' },
  { id: 26, specifier: '', name: 'Odd/even' },
  { id: 45, specifier: '', name: 'Correct score' },
  { id: 47, specifier: '', name: 'Half-time/full-time' },
  { id: 52, specifier: '', name: 'Highest scoring half' },
  { id: 60, specifier: '', name: '1st half – 1X2' },
  { id: 68, specifier: 'total=0.5', name: '1st half – total 0.5' },
  { id: 75, specifier: '', name: '1st half – both teams to score' },
  { id: 83, specifier: '', name: '2nd half – 1X2' },
  { id: 90, specifier: 'total=1.5', name: '2nd half – total 1.5' },
  { id: 95, specifier: '', name: '2nd half – both teams to score' },
] as const;

/**
 * English words of the feed's names that no other locale uses (loanwords such as "Handicap",
 * "Total", "Maps" or cricket's "Super Over" are the locales' own words too).
 */
const ENGLISH =
  /\b(Over|Under) \d|Winner|Both teams|both teams|Double chance|Draw no bet|Correct score|Odd|Even|other score|Equal|Highest|Half-time|\b(Yes|No|half|quarter|period|Overtime|Main|Totals|Halves|Players|Outrights)\b|set winner|map winner|innings runs/;

describe('market names in the player’s language', () => {
  it.each(LOCALES)('%s has a text for every template', (locale) => {
    const texts: Record<string, string> = MESSAGES[locale];
    expect(nameMessageIds().filter((id) => !texts[id]?.trim())).toEqual([]);
  });

  it('reads in English as the feed names them', () => {
    const names = namesIn('en');
    for (const market of MARKETS) expect(names.market(market)).toBe(market.name);
    expect(names.market({ id: 204, specifier: 'setnr=1', name: '' }, 'table-tennis')).toBe(
      '1st game winner',
    );
    const total = { id: 18, specifier: 'total=2.5' };
    expect(names.outcome(total, { id: '12', name: 'Over 2.5' })).toBe('Over 2.5');
    expect(names.outcome(total, { id: '13', name: 'Under 2.5' }, true)).toBe('U 2.5');
    const hcp = { id: 16, specifier: 'hcp=-1.5' };
    expect(names.outcome(hcp, { id: '1714', name: '1 (-1.5)' })).toBe('1 (-1.5)');
    expect(names.outcome(hcp, { id: '1715', name: '2 (+1.5)' })).toBe('2 (+1.5)');
    expect(names.period({ period_key: '2nd_half', period_name: '2nd half', number: 2 })).toBe(
      '2nd half',
    );
    expect(names.group('totals')).toBe('Totals');
    const teams = { home: 'Arsenal', away: 'Chelsea' };
    expect(names.market({ id: 19, specifier: 'total=1.5', name: '' }, 'soccer', teams)).toBe(
      'Arsenal total 1.5',
    );
    expect(names.market({ id: 20, specifier: 'total=0.5', name: '' }, 'soccer', teams)).toBe(
      'Chelsea total 0.5',
    );
  });

  it('keeps names without a template as the feed sends them', () => {
    const names = namesIn('de');
    expect(names.market({ id: 999_999, specifier: '', name: 'Corners' })).toBe('Corners');
    expect(names.outcome({ id: 534, specifier: '' }, { id: '77', name: 'Arsenal' })).toBe(
      'Arsenal',
    );
    expect(names.outcome({ id: 1, specifier: '' }, { id: '2', name: 'X' })).toBe('X');
  });

  it.each(['de', 'pt-BR', 'ar'] as const)('%s shows no English market vocabulary', (locale) => {
    const names = namesIn(locale);
    const shown = [
      ...MARKETS.map((market) => names.market(market)),
      names.market({ id: 204, specifier: 'setnr=1', name: '' }, 'table-tennis'),
      names.market({ id: 19, specifier: 'total=1.5', name: '' }, 'soccer', {
        home: 'Arsenal',
        away: 'Chelsea',
      }),
      ...['70', '72', 'other', '920', '921', '922'].flatMap((id) => [
        names.outcome({ id: 26, specifier: '' }, { id, name: '' }),
        names.outcome({ id: 45, specifier: '' }, { id, name: '' }),
        names.outcome({ id: 52, specifier: '' }, { id, name: '' }),
      ]),
      ...['12', '13', '74', '76', '1714', '1715'].flatMap((id) => [
        names.outcome({ id: 18, specifier: 'total=2.5' }, { id, name: '' }),
        names.outcome({ id: 29, specifier: '' }, { id, name: '' }),
        names.outcome({ id: 16, specifier: 'hcp=1.5' }, { id, name: '' }),
      ]),
      ...[
        '1st_half',
        '2nd_period',
        '3rd_quarter',
        '1st_set',
        '4th_game',
        'overtime_1',
        'map_2',
      ].map((key) => names.period({ period_key: key, period_name: '', number: 1 })),
      names.period({
        period_key: 'innings_1',
        period_name: 'Innings 1 (3 wkts, 9.2 ov)',
        number: 1,
      }),
      ...['main', 'totals', 'handicaps', 'halves', 'sets', 'maps', 'players', 'outrights'].map(
        names.group,
      ),
    ].filter(Boolean);
    expect(shown.filter((name) => ENGLISH.test(name))).toEqual([]);
  });

  it('writes lines and signs in the locale’s numbers', () => {
    expect(namesIn('de').market({ id: 18, specifier: 'total=2.5', name: '' })).toBe('Gesamt 2,5');
    expect(namesIn('de').market({ id: 16, specifier: 'hcp=1.5', name: '' })).toBe('Handicap +1,5');
    expect(
      namesIn('pt-BR').outcome({ id: 18, specifier: 'total=2.5' }, { id: '12', name: '' }),
    ).toBe('Mais de 2,5');
  });
});
