import { z } from 'zod';

export const paginationSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  last_page: z.number().int().min(1),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of items with the spec's pagination block. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });
export type Paginated<T> = { data: T[]; pagination: Pagination };

/** Page and limit query parameters; limit is capped at the spec's 500. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
};
