// The site's custom pages for server components: the list (footer) and one page's text.
import 'server-only';
import { pageSchema, pagesSchema, type Page, type PageSummary } from '@sportsbook/contracts';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { ApiError, apiGet } from '@/lib/api/server';
import type { Locale } from '@/lib/i18n/locales';

/** The custom pages in `locale`; none when the API cannot say (the footer still renders). */
export const getPages = cache((locale: Locale): Promise<PageSummary[]> =>
  apiGet(`/api/sb/pages?locale=${encodeURIComponent(locale)}`, pagesSchema)
    .then((r) => r.data)
    .catch(() => []),
);

export type PageRead =
  { kind: 'page'; page: Page } | { kind: 'sign-in'; summary: PageSummary } | { kind: 'none' };

/**
 * One custom page read with the visitor's session: its text, a sign-in prompt for a page only
 * players may read, or none when no page has that slug.
 */
export const readPage = cache(async (slug: string, locale: Locale): Promise<PageRead> => {
  const summary = (await getPages(locale)).find((page) => page.slug === slug);
  if (!summary) return { kind: 'none' };
  const cookie = (await cookies()).toString();
  try {
    const page = await apiGet(
      `/api/sb/pages/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`,
      pageSchema,
      { cookie },
    );
    return { kind: 'page', page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'sign-in', summary };
    if (error instanceof ApiError && error.status === 404) return { kind: 'none' };
    throw error;
  }
});
