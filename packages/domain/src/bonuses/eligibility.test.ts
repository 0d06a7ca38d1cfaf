// Tests: country codes, only verified, valid_to, event conditions, odds per selection,
// selection counts and match status of a freebet.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsInt } from '../odds/odds-int';
import { freebet, leg } from './bonus.test-support';
import {
  bonusRefusalMessageId,
  freebetFitsBet,
  meetsEventConditions,
  playerEligibility,
  suitableFreebetCount,
} from './eligibility';

const now = new Date('2026-06-01T12:00:00Z');
const player = { countryCode: 'de', verified: true };

describe('playerEligibility', () => {
  it('admits a player of a listed country, case aside, and any country when none are listed', () => {
    const terms = { countryCodes: ['DE', 'AT'], onlyVerified: false, validTo: null };
    expect(playerEligibility(terms, player, now)).toEqual({ ok: true });
    expect(playerEligibility({ ...terms, countryCodes: [] }, player, now)).toEqual({ ok: true });
  });

  it('refuses another country, an unknown country, the unverified, and after valid_to', () => {
    const terms = { countryCodes: ['AT'], onlyVerified: false, validTo: null };
    expect(playerEligibility(terms, player, now)).toEqual({ ok: false, code: 'BONUS_COUNTRY' });
    expect(playerEligibility(terms, { ...player, countryCode: null }, now).ok).toBe(false);
    expect(
      playerEligibility(
        { countryCodes: [], onlyVerified: true, validTo: null },
        { ...player, verified: false },
        now,
      ),
    ).toEqual({ ok: false, code: 'BONUS_NOT_VERIFIED' });
    expect(
      playerEligibility(
        { countryCodes: [], onlyVerified: false, validTo: now.toISOString() },
        player,
        now,
      ),
    ).toEqual({ ok: false, code: 'BONUS_EXPIRED' });
  });

  it('names a message id for every refusal', () => {
    expect(bonusRefusalMessageId('PROMO_CODE_USED')).toBe('error.bonus.promo_code_used');
  });
});

describe('event conditions', () => {
  it('admit a selection named by sport, category, tournament or event', () => {
    const s = leg();
    expect(meetsEventConditions([], s)).toBe(true);
    expect(meetsEventConditions([{ kind: 'sport', id: 'football' }], s)).toBe(true);
    expect(meetsEventConditions([{ kind: 'category', id: 'england' }], s)).toBe(true);
    expect(meetsEventConditions([{ kind: 'tournament', id: 'premier-league' }], s)).toBe(true);
    expect(meetsEventConditions([{ kind: 'event', id: '1' }], s)).toBe(true);
    expect(meetsEventConditions([{ kind: 'sport', id: 'tennis' }], s)).toBe(false);
  });
});

describe('freebetFitsBet', () => {
  it('admits a bet within the selection counts whose every selection suits', () => {
    expect(freebetFitsBet(freebet(), [leg(), leg({ eventId: '2' })])).toEqual({ ok: true });
  });

  it('refuses a wrong selection count, odds below min or above max, and the wrong match status', () => {
    expect(freebetFitsBet(freebet({ selectionCountFrom: 2 }), [leg()])).toEqual({
      ok: false,
      code: 'BONUS_SELECTION_COUNT',
    });
    expect(freebetFitsBet(freebet(), [leg({ odds: oddsInt(14_999) })])).toEqual({
      ok: false,
      code: 'BONUS_MIN_ODDS',
    });
    expect(
      freebetFitsBet(freebet({ maxOdds: oddsInt(30_000) }), [leg({ odds: oddsInt(30_001) })]),
    ).toEqual({
      ok: false,
      code: 'BONUS_MAX_ODDS',
    });
    expect(freebetFitsBet(freebet({ matchStatus: 'prematch' }), [leg({ live: true })])).toEqual({
      ok: false,
      code: 'BONUS_MATCH_STATUS',
    });
    expect(
      freebetFitsBet(freebet({ eventConditions: [{ kind: 'sport', id: 'tennis' }] }), [leg()]),
    ).toEqual({ ok: false, code: 'BONUS_EVENT_CONDITIONS' });
  });

  it('counts suitable selections no higher than the slip holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10_000, max: 100_000 }), { maxLength: 10 }),
        (odds) => {
          const legs = odds.map((o) => leg({ odds: oddsInt(o) }));
          const n = suitableFreebetCount(freebet(), legs);
          expect(n).toBe(odds.filter((o) => o >= 15_000).length);
        },
      ),
    );
  });
});
