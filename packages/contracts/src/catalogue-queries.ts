// Query parameters of the catalogue calls, validated by the API and typed for the web client.
import { z } from 'zod';
import { MATCH_TYPES, MAX_TOP_MARKETS, sportTypeSchema } from './catalogue';
import { isValidSearchQuery } from '@sportsbook/domain';
import { pageQuery } from './pagination';

/** "1,2" or repeated parameters → a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : [value];
    return parts
      .flatMap((part) => String(part).split(','))
      .map((part) => part.trim())
      .filter(Boolean);
  }, z.array(item).min(1).optional());

const idList = list(z.coerce.number().int().positive());

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const isoDate = z.iso
  .datetime({ offset: true })
  .transform((value) => Date.parse(value))
  .optional();

/**
 * The language names are read in: a site locale ("de", "pt-BR"); another well-formed tag reads
 * its language's site locale, else the default one.
 */
export const localeParam = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
  .max(35)
  .optional();

const localeQuery = { locale: localeParam };

/** A read of one entry, in a language. */
export const localeQuerySchema = z.object(localeQuery);

export const MATCH_SORT_VALUES = ['priority', 'start_time', '-start_time'] as const;

export const matchesQuerySchema = z.object({
  id: idList,
  type: list(z.enum(MATCH_TYPES)),
  sport_key: list(z.string().regex(/^[a-z0-9-]+$/)),
  sport_type: sportTypeSchema.optional(),
  category_id: idList,
  tournament_id: idList,
  match_status: list(z.coerce.number().int().min(0).max(5)),
  sort_by: z.enum(MATCH_SORT_VALUES).optional(),
  start_from: isoDate,
  start_to: isoDate,
  bettable: flag,
  max_per_sport: z.coerce.number().int().min(1).max(500).optional(),
  favourite: flag,
  has_video: flag,
  /** How many top markets each listed match carries besides its main and secondary markets. */
  top_markets: z.coerce.number().int().min(0).max(MAX_TOP_MARKETS).default(0),
  ...localeQuery,
  ...pageQuery,
});
export type MatchesQuery = z.input<typeof matchesQuerySchema>;

export const marketsQuerySchema = z.object({
  group_key: z.string().min(1).max(50).optional(),
  market_id: idList,
  ...pageQuery,
  limit: z.coerce.number().int().min(1).max(500).default(500),
});

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .refine(isValidSearchQuery, { message: 'a search query is 3 to 50 characters' }),
  sport_type: sportTypeSchema.optional(),
  match_status: list(z.coerce.number().int().min(0).max(5)),
  only_events_name: flag,
  ...localeQuery,
});

export const categoriesQuerySchema = z.object({
  sport_key: list(z.string().regex(/^[a-z0-9-]+$/)),
  sport_type: sportTypeSchema.optional(),
  ...localeQuery,
});

export const tournamentsQuerySchema = categoriesQuerySchema.extend({ category_id: idList });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
