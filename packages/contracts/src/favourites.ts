// Favourites (spec sections 3 and 7): a player's starred matches, tournaments and sports,
// identified by type and id, fetched with the filters type, matchStatus and isBettable.
import { z } from 'zod';
import { MATCH_TYPES } from './catalogue';

/** The kinds of favourite, named as the catalogue collections they point into. */
export const FAVOURITE_TYPES = ['matches', 'tournaments', 'sports'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

export const favouriteTypeParamSchema = z.object({ type: z.enum(FAVOURITE_TYPES) });
export const favouriteParamsSchema = favouriteTypeParamSchema.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : [value];
    return parts.flatMap((part) => String(part).split(',')).map((part) => part.trim());
  }, z.array(item).min(1).max(10).optional());

/**
 * The list filters. They describe matches: a match favourite is kept when it passes them, a
 * tournament or sport favourite when one of its matches does (docs/decisions.md).
 */
export const favouritesQuerySchema = z.object({
  /** Match type(s): match, stage, season, simple_tournament. */
  type: csv(z.enum(MATCH_TYPES)),
  /** Match status(es), as /matches match_status. */
  matchStatus: csv(z.coerce.number().int().min(0).max(5)),
  isBettable: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export type FavouritesQuery = z.input<typeof favouritesQuerySchema>;

export const favouriteSchema = z.object({
  type: z.enum(FAVOURITE_TYPES),
  id: z.number().int(),
  created_at: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteListSchema = z.object({ data: z.array(favouriteSchema) });
