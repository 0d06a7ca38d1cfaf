// The terms and conditions (versioned, accepted by each player) and the help centre's content.
import { z } from 'zod';

/** The current terms in a locale; version null when the site has none. */
export const termsSchema = z.object({
  version: z.string(),
  effective_from: z.string(),
  locale: z.string(),
  paragraphs: z.array(z.string()),
});
export type TermsText = z.infer<typeof termsSchema>;

/** Whether the signed-in player accepted the version in force. */
export const termsStatusSchema = z.object({
  version: z.string().nullable(),
  accepted: z.boolean(),
  accepted_at: z.string().nullable(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

export const acceptTermsRequestSchema = z.object({ version: z.string().min(1).max(40) });

export const helpCenterSchema = z.object({
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      questions: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
  organisations: z.array(z.object({ name: z.string(), url: z.string(), description: z.string() })),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;
