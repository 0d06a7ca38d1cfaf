import { describe, expect, it } from 'vitest';
import {
  nameMessageIds,
  marketNameTemplate,
  outcomeNameTemplate,
  parseSpecifier,
  periodNameTemplate,
} from './market-names';

describe('market names are built from templates and specifiers', () => {
  it('reads every value of a specifier', () => {
    expect(parseSpecifier('inningnr=1|total=150.5')).toEqual({ inningnr: '1', total: '150.5' });
    expect(parseSpecifier('')).toEqual({});
  });

  it('names a market by its type, with the specifier filled in as numbers', () => {
    expect(marketNameTemplate({ id: 1, specifier: '' })).toEqual({
      id: 'market.name.1x2',
      values: {},
    });
    expect(marketNameTemplate({ id: 18, specifier: 'total=2.5' })).toEqual({
      id: 'market.name.total',
      values: { total: 2.5 },
    });
    expect(marketNameTemplate({ id: 16, specifier: 'hcp=-1.5' })).toEqual({
      id: 'market.name.handicap',
      values: { hcp: -1.5 },
    });
    expect(marketNameTemplate({ id: 605, specifier: 'inningnr=1|total=160.5' })).toEqual({
      id: 'market.name.innings_runs',
      values: { inningnr: 1, total: 160.5 },
    });
  });

  it('names player lines by the player, team totals by the team, and each game title its own way', () => {
    expect(marketNameTemplate({ id: 921, specifier: 'player=Adam Berg|total=18.5' })).toEqual({
      id: 'market.name.player_points',
      values: { player: 'Adam Berg', total: 18.5 },
    });
    expect(marketNameTemplate({ id: 922, specifier: 'total=8.5' })).toBeNull();
    expect(
      marketNameTemplate({ id: 227, specifier: 'total=88.5' }, 'basketball', {
        home: 'Boston Celtics',
        away: 'Miami Heat',
      }),
    ).toEqual({
      id: 'market.name.home_total_points',
      values: { total: 88.5, home: 'Boston Celtics', away: 'Miami Heat' },
    });
    const objective = { id: 334, specifier: 'mapnr=2' };
    expect(marketNameTemplate(objective, 'dota2')?.id).toBe('market.name.map_first_roshan');
    expect(marketNameTemplate(objective, 'lol')?.id).toBe('market.name.map_first_baron');
    expect(marketNameTemplate(objective, 'cs2')?.id).toBe('market.name.map_first_to_five_rounds');
    expect(marketNameTemplate({ id: 199, specifier: '' }, 'tennis')?.id).toBe(
      'market.name.correct_score_sets',
    );
    expect(marketNameTemplate({ id: 210, specifier: 'setnr=1|gamenr=3' })?.values).toEqual({
      setnr: 1,
      gamenr: 3,
    });
    expect(outcomeNameTemplate({ id: 302, specifier: 'pointnr=20' }, 'none')?.id).toBe(
      'market.outcome.neither',
    );
    expect(outcomeNameTemplate({ id: 302, specifier: 'pointnr=20' }, '4')).toBeNull();
    expect(nameMessageIds()).toContain('market.group.quarters');
  });

  it('uses a sport’s own words where it has them: table tennis plays games, tennis sets', () => {
    const market = { id: 204, specifier: 'setnr=2' };
    expect(marketNameTemplate(market, 'tennis')?.id).toBe('market.name.set_winner');
    expect(marketNameTemplate(market, 'table-tennis')?.id).toBe('market.name.game_winner');
    expect(marketNameTemplate(market)?.values).toEqual({ setnr: 2 });
  });

  it('leaves a market of unknown type, or one missing its specifier, to the feed’s name', () => {
    expect(marketNameTemplate({ id: 999_999, specifier: '' })).toBeNull();
    expect(marketNameTemplate({ id: 18, specifier: '' })).toBeNull();
    expect(marketNameTemplate({ id: 18, specifier: 'total=abc' })).toBeNull();
  });

  it('names worded outcomes; 1, X, 2 and an outright’s competitors keep the feed’s names', () => {
    const total = { id: 18, specifier: 'total=2.5' };
    expect(outcomeNameTemplate(total, '12')).toEqual({
      id: 'market.outcome.over',
      values: { total: 2.5 },
    });
    expect(outcomeNameTemplate(total, '13', { short: true })?.id).toBe(
      'market.outcome.under.short',
    );
    expect(outcomeNameTemplate({ id: 29, specifier: '' }, '74')?.id).toBe('market.outcome.yes');
    expect(outcomeNameTemplate({ id: 1, specifier: '' }, '1')).toBeNull();
    expect(outcomeNameTemplate({ id: 534, specifier: '' }, '12')).toBeNull();
  });

  it('gives the away side of a handicap the home line turned round', () => {
    const market = { id: 16, specifier: 'hcp=-1.5' };
    expect(outcomeNameTemplate(market, '1714')?.values).toEqual({ hcp: -1.5 });
    expect(outcomeNameTemplate(market, '1715')?.values).toEqual({ hcp: 1.5 });
  });

  it('names periods by their key, keeping the wickets and overs of an innings', () => {
    const period = (period_key: string, period_name = '') => ({
      period_key,
      period_name,
      number: 1,
    });
    expect(periodNameTemplate(period('2nd_half'))).toEqual({
      id: 'match.period.half',
      values: { number: 2 },
    });
    expect(periodNameTemplate(period('overtime_1'))?.id).toBe('match.period.overtime');
    expect(periodNameTemplate(period('map_3'))).toEqual({
      id: 'match.period.map',
      values: { number: 3 },
    });
    expect(periodNameTemplate(period('innings_2', 'Innings 2 (4 wkts, 12.3 ov)'))).toEqual({
      id: 'match.period.innings_state',
      values: { number: 2, wickets: 4, overs: '12.3' },
    });
    expect(periodNameTemplate(period('1st_extra'))).toBeNull();
  });

  it('names player markets with the player’s name as it is, and goalscorer outcomes by player', () => {
    const shots = { id: 777, specifier: 'player=arsenal-9|name=Bruno Silva|total=0.5' };
    expect(marketNameTemplate(shots)).toEqual({
      id: 'market.name.player_shots_on_target',
      values: { total: 0.5, name: 'Bruno Silva' },
    });
    expect(marketNameTemplate({ id: 777, specifier: 'player=x|total=0.5' })).toBeNull();
    expect(outcomeNameTemplate(shots, '12')?.id).toBe('market.outcome.over');
    const anytime = { id: 40, specifier: '' };
    expect(marketNameTemplate(anytime)?.id).toBe('market.name.anytime_goalscorer');
    expect(outcomeNameTemplate(anytime, 'none')?.id).toBe('market.outcome.no_goalscorer');
    expect(outcomeNameTemplate(anytime, 'arsenal-9')).toBeNull();
    expect(outcomeNameTemplate({ id: 165, specifier: 'hcp=-1' }, '1715')?.values).toEqual({
      hcp: 1,
    });
  });

  it('lists every message id a template can answer', () => {
    expect(nameMessageIds()).toContain('market.name.game_winner');
    expect(nameMessageIds()).toContain('market.outcome.over.short');
    expect(nameMessageIds()).toContain('match.period.innings_state');
    expect(nameMessageIds()).toContain('market.group.totals');
  });
});
