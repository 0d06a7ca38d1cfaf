// A match's history for its match centre: earlier meetings of the two sides and each side's form.
import { z } from 'zod';
import { scoreSchema } from './catalogue';

export const pastMatchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  start_time: z.string(),
  home: z.string(),
  away: z.string(),
  score: scoreSchema,
});
export type PastMatch = z.infer<typeof pastMatchSchema>;

export const FORM_RESULTS = ['win', 'draw', 'loss'] as const;

export const formEntrySchema = pastMatchSchema.extend({ result: z.enum(FORM_RESULTS) });
export type FormEntry = z.infer<typeof formEntrySchema>;

export const matchHistorySchema = z.object({
  match_id: z.number().int(),
  /** Finished meetings of the two sides, newest first. */
  head_to_head: z.array(pastMatchSchema),
  /** Each side's latest finished matches against anyone, newest first. */
  form: z.object({ home: z.array(formEntrySchema), away: z.array(formEntrySchema) }),
});
export type MatchHistory = z.infer<typeof matchHistorySchema>;
