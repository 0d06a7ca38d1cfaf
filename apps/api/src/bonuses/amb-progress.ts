// Amb freebet progress, derived from the bets themselves: the player's real-money bets placed
// while the bonus is active that qualify count once each; reaching a range issues its freebets
// (once: the unique issue index), and the last range ends the bonus. Derived, so no fault can
// lose or double a step.
import {
  ambBetQualifies,
  ambProgress,
  minorUnits,
  oddsInt,
  type AmbFreebetTerms,
  type BonusSelection,
  type FreebetTerms,
} from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { BetRepository } from '../betting/repository';
import type { Database } from '../platform/db';
import type { BonusRow, StoredTerms } from './bonus-dto';
import { playerBonuses } from './schema';

/** The category and tournament of a match (from the catalogue), when known. */
export type MatchPlace = (matchId: number) => { categoryId: string; tournamentId: string } | null;

/** How long a freebet an amb range issues lasts. */
const AMB_FREEBET_DAYS = 7;

async function qualifyingBets(
  db: Database,
  amb: BonusRow,
  terms: AmbFreebetTerms,
  placeOf: MatchPlace,
): Promise<number> {
  if (!amb.activatedAt) return 0;
  const rows = await new BetRepository(db).realMoneyBets(
    amb.playerId,
    amb.activatedAt,
    amb.validTo,
  );
  return rows.filter((bet) => {
    const selections: BonusSelection[] = bet.selections.map((s) => {
      const place = placeOf(s.match);
      return {
        sportId: s.sport,
        categoryId: place?.categoryId ?? '',
        tournamentId: place?.tournamentId ?? '',
        eventId: String(s.match),
        odds: oddsInt(s.odds),
        live: s.live,
      };
    });
    return ambBetQualifies(terms, minorUnits(bet.stake), bet.currency, selections);
  }).length;
}

/** Brings an active amb freebet's progress up to date; answers the freebets it issued. */
export async function advanceAmb(
  db: Database,
  amb: BonusRow,
  placeOf: MatchPlace,
  now: Date,
): Promise<BonusRow[]> {
  const stored = amb.terms as StoredTerms;
  const terms = stored.terms as AmbFreebetTerms;
  const count = await qualifyingBets(db, amb, terms, placeOf);
  if (count === amb.progressCount) return [];
  const progress = ambProgress(terms, count);
  const over = progress.next === null;
  await db
    .update(playerBonuses)
    .set({
      progressCount: count,
      ...(over ? { status: 'bonus_over', endedAt: now } : {}),
    })
    .where(and(eq(playerBonuses.id, amb.id), eq(playerBonuses.status, 'active')));
  amb.progressCount = count;
  if (over) amb.status = 'bonus_over';
  const issued: BonusRow[] = [];
  const validTo = new Date(now.getTime() + AMB_FREEBET_DAYS * 86_400_000);
  for (const range of terms.ranges.filter((r) => r.numberOfBets <= count)) {
    for (let k = 0; k < range.numberOfFreebets; k++) {
      const freebet: FreebetTerms = {
        type: terms.issueTo,
        countryCodes: terms.countryCodes,
        onlyVerified: terms.onlyVerified,
        eventConditions: terms.eventConditions,
        validTo: validTo.toISOString(),
        minOdds: terms.minOdds,
        maxOdds: null,
        matchStatus: 'both',
        selectionCountFrom: 1,
        selectionCountTo: 30,
        amount: range.issuedBonusAmount,
        currency: terms.currency,
      };
      const [row] = await db
        .insert(playerBonuses)
        .values({
          playerId: amb.playerId,
          definitionKey: amb.definitionKey,
          type: terms.issueTo,
          status: 'available',
          terms: { terms: freebet, texts: stored.texts } satisfies StoredTerms,
          currency: terms.currency,
          amount: range.issuedBonusAmount,
          validTo,
          source: 'amb_range',
          sourceRef: `${amb.id}:${range.numberOfBets}:${k}`,
          issuedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (row) issued.push(row);
    }
  }
  return issued;
}
