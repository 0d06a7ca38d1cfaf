// Custom pages from the site configuration: /sports/{slug} pages with localized plain text.
import { z } from 'zod';

/** Lower-case words joined by single hyphens: "responsible-gaming". */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pageSummarySchema = z.object({
  slug: z.string().regex(PAGE_SLUG),
  title: z.string(),
  /** Only a signed-in player can read the body; visitors are asked to sign in. */
  requires_login: z.boolean(),
  /** Search engines are asked not to index the page. */
  noindex: z.boolean(),
  /** Linked from the site footer. */
  footer: z.boolean(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const pagesSchema = z.object({ data: z.array(pageSummarySchema) });

export const pageSchema = pageSummarySchema.extend({
  /** The locale the text is in: the one asked for, else the site's default, else the first. */
  locale: z.string(),
  /** Plain-text paragraphs, never markup. */
  paragraphs: z.array(z.string()),
});
export type Page = z.infer<typeof pageSchema>;
