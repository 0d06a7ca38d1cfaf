// Tests: the tournament's qualifying bets, pool contributions, leaderboard order, prizes and masking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import { leg } from './bonus.test-support';
import {
  maskEmail,
  rankTournament,
  tournamentBetQualifies,
  tournamentContribution,
  tournamentPrizes,
  type TournamentBet,
  type TournamentTerms,
} from './tournament';

const tournament = (overrides: Partial<TournamentTerms> = {}): TournamentTerms => ({
  type: 'tournament',
  countryCodes: [],
  onlyVerified: false,
  eventConditions: [],
  validTo: null,
  currency: 'EUR',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-02-01T00:00:00Z',
  initialPool: minorUnits(10_000),
  contributionBp: 500,
  minOdds: null,
  prizesBp: [5000, 3000, 2000],
  ...overrides,
});

const bet = (overrides: Partial<TournamentBet> = {}): TournamentBet => ({
  stake: minorUnits(1000),
  currency: 'EUR',
  odds: oddsInt(20_000),
  withBonus: false,
  selections: [leg()],
  placedAt: new Date('2026-01-10T00:00:00Z'),
  ...overrides,
});

describe('hunting tournament', () => {
  it('counts real-money bets in its currency inside its period', () => {
    expect(tournamentBetQualifies(tournament(), bet())).toBe(true);
    expect(tournamentBetQualifies(tournament(), bet({ withBonus: true }))).toBe(false);
    expect(tournamentBetQualifies(tournament(), bet({ currency: 'USD' }))).toBe(false);
    expect(
      tournamentBetQualifies(tournament(), bet({ placedAt: new Date('2026-02-01T00:00:00Z') })),
    ).toBe(false);
    expect(tournamentBetQualifies(tournament({ minOdds: oddsInt(30_000) }), bet())).toBe(false);
  });

  it('a stake feeds the pool its share, rounded down', () => {
    expect(tournamentContribution(tournament(), minorUnits(1000))).toBe(50);
    expect(tournamentContribution(tournament(), minorUnits(19))).toBe(0);
  });

  it('ranks by farmed amount, a tie to who farmed it first, and leaves out nothing farmed', () => {
    const ranked = rankTournament([
      { playerId: 'a', farmedAmount: 500, farmedAt: 3 },
      { playerId: 'b', farmedAmount: 900, farmedAt: 5 },
      { playerId: 'c', farmedAmount: 500, farmedAt: 1 },
      { playerId: 'd', farmedAmount: 0, farmedAt: 0 },
    ]);
    expect(ranked.map((r) => [r.position, r.playerId])).toEqual([
      [1, 'b'],
      [2, 'c'],
      [3, 'a'],
    ]);
  });

  it('shares the final pool by position and never pays more than the pool', () => {
    expect(tournamentPrizes(tournament(), minorUnits(10_001), 2)).toEqual([5000, 3000]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 1e12 }),
        (shares, pool) => {
          let left = 10_000;
          const prizesBp = shares.map((s) => {
            const bp = Math.min(s, left);
            left -= bp;
            return bp;
          });
          const prizes = tournamentPrizes({ prizesBp }, minorUnits(pool), 10);
          expect(prizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(pool);
        },
      ),
    );
  });

  it('masks other players’ e-mails: jo***@example.com', () => {
    expect(maskEmail('john.doe@example.com')).toBe('jo***@example.com');
    expect(maskEmail('a@example.com')).toBe('***@example.com');
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('nope')).toBe('***');
  });
});
