// A match's "who will win" poll: one vote per player (the unique index decides between racing
// votes), results counted per outcome, open until the match ends, announced on the match channel.
import {
  channels,
  type Vote,
  type VoteChanged,
  type VoteData,
  type VotePoll,
  type VoteResults,
} from '@sportsbook/contracts';
import { MATCH_STATUS } from '@sportsbook/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueStore } from '../catalogue/store';
import type { Database } from '../platform/db';
import { votes } from './schema';

/** Sportradar's 1X2 market: a match that has it can end level. */
const THREE_WAY_MARKET = 1;
const ENDED: number[] = [MATCH_STATUS.closed, MATCH_STATUS.finished];

export type VoteRefusal =
  'PREDICTION_NOT_FOUND' | 'VOTE_CLOSED' | 'VOTE_ALREADY_CAST' | 'VOTE_OUTCOME_INVALID';

export class VoteError {
  readonly kind = 'vote';
  constructor(readonly code: VoteRefusal) {}
}

export interface VoteDeps {
  db: Database;
  store: CatalogueStore;
  log: FastifyBaseLogger;
  publish?: (channel: string, data: unknown) => Promise<unknown>;
}

type VoteRow = typeof votes.$inferSelect;

const toVote = (row: VoteRow): Vote => ({
  prediction_id: row.predictionId,
  data: row.data as VoteData,
  created_at: row.createdAt.toISOString(),
});

const matchIdOf = (predictionId: string) => Number(predictionId.split(':')[1]);

export class Votes {
  constructor(private readonly deps: VoteDeps) {}

  /** The poll's results and the player's vote (null for a visitor or before voting). */
  async poll(predictionId: string, playerId: string | null): Promise<VotePoll | VoteError> {
    const results = await this.results(predictionId);
    if (results instanceof VoteError) return results;
    let vote: Vote | null = null;
    if (playerId) {
      const [row] = await this.deps.db
        .select()
        .from(votes)
        .where(and(eq(votes.predictionId, predictionId), eq(votes.playerId, playerId)));
      vote = row ? toVote(row) : null;
    }
    return { results, vote };
  }

  /** Casts the player's one vote; a second (even racing the first) is refused. */
  async cast(
    playerId: string,
    predictionId: string,
    data: VoteData,
  ): Promise<VotePoll | VoteError> {
    const match = this.deps.store.matches.get(matchIdOf(predictionId));
    if (!match || !match.home || !match.away) return new VoteError('PREDICTION_NOT_FOUND');
    if (ENDED.includes(match.status)) return new VoteError('VOTE_CLOSED');
    if (!this.outcomes(predictionId).includes(data.outcome)) {
      return new VoteError('VOTE_OUTCOME_INVALID');
    }
    const [row] = await this.deps.db
      .insert(votes)
      .values({ predictionId, playerId, data, outcome: data.outcome })
      .onConflictDoNothing()
      .returning();
    if (!row) return new VoteError('VOTE_ALREADY_CAST');
    const results = await this.results(predictionId);
    if (results instanceof VoteError) return results;
    await this.announce(match.id, results);
    return { results, vote: toVote(row) };
  }

  private outcomes(predictionId: string): VoteResults['outcomes'] {
    const match = this.deps.store.matches.get(matchIdOf(predictionId));
    const threeWay = match
      ? [...match.markets.values()].some((m) => m.marketId === THREE_WAY_MARKET)
      : false;
    return threeWay ? ['home', 'draw', 'away'] : ['home', 'away'];
  }

  private async results(predictionId: string): Promise<VoteResults | VoteError> {
    const match = this.deps.store.matches.get(matchIdOf(predictionId));
    const rows = await this.deps.db
      .select({ outcome: votes.outcome, votes: count() })
      .from(votes)
      .where(eq(votes.predictionId, predictionId))
      .groupBy(votes.outcome);
    const twoSided = match && match.home && match.away;
    if (!twoSided && rows.length === 0) return new VoteError('PREDICTION_NOT_FOUND');
    const outcomes = this.outcomes(predictionId);
    const counts: Record<string, number> = Object.fromEntries(outcomes.map((o) => [o, 0]));
    for (const row of rows) counts[row.outcome] = row.votes;
    return {
      prediction_id: predictionId,
      outcomes,
      counts,
      total: rows.reduce((sum, row) => sum + row.votes, 0),
      open: !!twoSided && !ENDED.includes(match.status),
    };
  }

  private async announce(matchId: number, results: VoteResults): Promise<void> {
    if (!this.deps.publish) return;
    const event: VoteChanged = { event_name: 'vote_changed', message: { results } };
    try {
      await this.deps.publish(channels.match(matchId), event);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'vote_changed not published');
    }
  }
}
