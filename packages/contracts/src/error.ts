import { z } from 'zod';

/** The uniform error body of every 4xx/5xx answer. `message` is a message id the UI can localize. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
