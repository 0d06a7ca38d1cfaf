// Real-time messages: {event_name, message} on lang:{locale}, match:{id} and $user:{id} channels.
import { z } from 'zod';
import { marketSchema, matchSchema, matchStatusSchema, statisticsSchema } from './catalogue';

/** A partial match: always the id, then whatever changed. */
export const matchPatchSchema = matchSchema.partial().extend({ id: z.number().int() });

export const matchChangedSchema = z.object({
  event_name: z.literal('match_changed'),
  message: z.object({ match: matchPatchSchema }),
});

export const marketsChangedSchema = z.object({
  event_name: z.literal('markets_changed'),
  message: z.object({ match_id: z.number().int(), markets: z.array(marketSchema) }),
});

export const matchStatusChangedSchema = z.object({
  event_name: z.literal('match_status_changed'),
  message: z.object({
    match_id: z.number().int(),
    status: matchStatusSchema,
    statistics: statisticsSchema.optional(),
  }),
});

export const providerStatusChangedSchema = z.object({
  event_name: z.literal('provider_status_changed'),
  message: z.object({ provider_statuses: z.record(z.string(), z.enum(['up', 'down'])) }),
});

export const catalogueEventSchema = z.discriminatedUnion('event_name', [
  matchChangedSchema,
  marketsChangedSchema,
  matchStatusChangedSchema,
  providerStatusChangedSchema,
]);
export type CatalogueEvent = z.infer<typeof catalogueEventSchema>;
