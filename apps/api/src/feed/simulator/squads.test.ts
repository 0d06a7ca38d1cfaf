import { describe, expect, it } from 'vitest';
import { squadOf } from './squads';

describe('simulated squads', () => {
  it('gives a team the same squad every time, starters first, no name or shirt twice', () => {
    const squad = squadOf('Arsenal', 'soccer');
    expect(squad).toHaveLength(18);
    expect(squad.filter((p) => p.starter)).toHaveLength(11);
    expect(squad.slice(0, 11).every((p) => p.starter)).toBe(true);
    expect(squad[0]).toMatchObject({ position: 'GK', shirt: 1, id: 'arsenal-1' });
    expect(new Set(squad.map((p) => p.name)).size).toBe(18);
    expect(new Set(squad.map((p) => p.shirt)).size).toBe(18);
    expect(squadOf('Arsenal', 'soccer')).toEqual(squad);
  });

  it('gives different teams and sports different squads', () => {
    const names = (team: string) => squadOf(team, 'soccer').map((p) => p.name);
    expect(names('Arsenal')).not.toEqual(names('Liverpool'));
    expect(squadOf('Boston Celtics', 'basketball').filter((p) => p.starter)).toHaveLength(5);
    expect(squadOf('Boston Bruins', 'ice-hockey')[0]).toMatchObject({ position: 'G' });
  });
});
