// Builders for bonus tests: selections and terms with sensible defaults.
import { minorUnits } from '../money/minor-units';
import { oddsInt } from '../odds/odds-int';
import type { BonusSelection, ComboboostTerms, FreebetTerms } from './types';

export const leg = (overrides: Partial<BonusSelection> = {}): BonusSelection => ({
  sportId: 'football',
  categoryId: 'england',
  tournamentId: 'premier-league',
  eventId: '1',
  odds: oddsInt(20_000),
  live: false,
  ...overrides,
});

export const comboboost = (overrides: Partial<ComboboostTerms> = {}): ComboboostTerms => ({
  type: 'comboboost',
  countryCodes: [],
  onlyVerified: false,
  eventConditions: [],
  validTo: null,
  minOdds: oddsInt(12_000),
  usesCount: 1,
  ranges: [
    { minCount: 3, maxCount: 4, bonusOdds: oddsInt(10_500) },
    { minCount: 5, maxCount: 6, bonusOdds: oddsInt(11_000) },
    { minCount: 7, maxCount: 20, bonusOdds: oddsInt(12_000) },
  ],
  ...overrides,
});

export const freebet = (overrides: Partial<FreebetTerms> = {}): FreebetTerms => ({
  type: 'freebet',
  countryCodes: [],
  onlyVerified: false,
  eventConditions: [],
  validTo: null,
  minOdds: oddsInt(15_000),
  maxOdds: null,
  matchStatus: 'both',
  selectionCountFrom: 1,
  selectionCountTo: 5,
  amount: minorUnits(1_000),
  currency: 'EUR',
  ...overrides,
});
