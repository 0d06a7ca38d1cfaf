// A match's line-ups and its timeline of events for the match centre.
import { z } from 'zod';
import { scoreSchema } from './catalogue';

export const lineupPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  shirt: z.number().int(),
  /** Soccer: GK, DF, MF, FW; basketball: G, F, C; ice hockey: G, D, F. */
  position: z.string(),
});
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

export const teamLineupSchema = z.object({
  starters: z.array(lineupPlayerSchema),
  bench: z.array(lineupPlayerSchema),
});
export type TeamLineup = z.infer<typeof teamLineupSchema>;

export const matchLineupsSchema = z.object({
  match_id: z.number().int(),
  /** Null when the match's sport has no squads (tennis, esports …). */
  home: teamLineupSchema.nullable(),
  away: teamLineupSchema.nullable(),
});
export type MatchLineups = z.infer<typeof matchLineupsSchema>;

export const TIMELINE_KINDS = ['goal', 'yellow_card', 'red_card'] as const;

export const timelineEventSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  side: z.enum(['home', 'away']),
  /** The minute of play as a clock shows it (1 to 90). */
  minute: z.number().int(),
  player_id: z.string(),
  player_name: z.string(),
  /** The score after a goal; null for a card. */
  score: scoreSchema.nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const matchTimelineSchema = z.object({
  match_id: z.number().int(),
  /** Goals and cards in the order they happened; empty before kick-off or for other sports. */
  events: z.array(timelineEventSchema),
  /** Counts by side, null when the match has no event data. */
  totals: z
    .object({
      corners: scoreSchema,
      yellow_cards: scoreSchema,
      red_cards: scoreSchema,
      shots: scoreSchema,
      shots_on_target: scoreSchema,
    })
    .nullable(),
});
export type MatchTimeline = z.infer<typeof matchTimelineSchema>;
