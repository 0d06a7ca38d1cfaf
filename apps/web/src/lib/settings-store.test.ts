import type { Settings } from '@sportsbook/contracts';
import { describe, expect, it } from 'vitest';
import { effectiveSettings, savePlan, settingsTarget, type LocalSettings } from './settings-store';

const server = {
  stakes: [500, 1000, 2500, 5000],
  stakes_currency: 'EUR',
  auto_accept_odds_change: 'higher',
  odds_types: { available: ['european', 'fractional', 'american'], selected: 'american' },
} as unknown as Settings;

describe('settings are saved to the server for players and to local storage for visitors', () => {
  it('saves to the server only for a logged-in player', () => {
    expect(settingsTarget('LOGGED_IN')).toBe('server');
    for (const status of ['UNKNOWN', 'PENDING', 'NOT_LOGGED_IN']) {
      expect(settingsTarget(status)).toBe('local');
    }
  });

  it('sends a player change as the settings body of POST /api/sb/settings', () => {
    expect(
      savePlan(
        'server',
        {
          oddsFormat: 'fractional',
          oddsAcceptMode: 'any',
          stakes: { currency: 'EUR', amounts: [100, 200, 300, 400] },
        },
        {},
      ),
    ).toEqual({
      server: {
        odds_type: 'fractional',
        auto_accept_odds_change: 'any',
        stakes: [100, 200, 300, 400],
      },
    });
  });

  it('keeps a visitor change in the stored choices, stakes per currency', () => {
    const plan = savePlan(
      'local',
      { stakes: { currency: 'BTC', amounts: [1, 2, 3, 4] } },
      { oddsFormat: 'percent', stakes: { EUR: [100, 200, 300, 400] } },
    );
    expect(plan).toEqual({
      local: {
        oddsFormat: 'percent',
        stakes: { EUR: [100, 200, 300, 400], BTC: [1, 2, 3, 4] },
      },
    });
  });
});

describe('the settings in force', () => {
  it("are the server's for a player, odds type included (loaded on profile load)", () => {
    expect(effectiveSettings('server', server, { oddsFormat: 'percent' })).toEqual({
      oddsFormat: 'american',
      oddsAcceptMode: 'higher',
      stakes: { EUR: [500, 1000, 2500, 5000] },
      oddsFormats: ['european', 'fractional', 'american'],
    });
  });

  it("are a visitor's own choices over the site defaults", () => {
    const local: LocalSettings = {
      oddsFormat: 'fractional',
      oddsAcceptMode: 'none',
      stakes: { EUR: [1, 2, 3, 4] },
    };
    expect(effectiveSettings('local', server, local)).toMatchObject({
      oddsFormat: 'fractional',
      oddsAcceptMode: 'none',
      stakes: { EUR: [1, 2, 3, 4] },
    });
  });

  it('fall back to the site default when the stored odds format is no longer offered', () => {
    expect(effectiveSettings('local', server, { oddsFormat: 'percent' }).oddsFormat).toBe(
      'american',
    );
  });

  it('start as decimal odds accepting higher odds before anything is known', () => {
    expect(effectiveSettings('local', null, {})).toMatchObject({
      oddsFormat: 'european',
      oddsAcceptMode: 'higher',
      stakes: {},
    });
  });
});
