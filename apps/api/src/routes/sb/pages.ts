// GET /api/sb/pages and /api/sb/pages/{slug}: the site's custom pages in the visitor's locale.
import { errorBodySchema, pageSchema, pagesSchema, type PageSummary } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/external/errors';
import type { CustomPageConfig } from '../../site/site-config';

/**
 * The text of `locale`, else of the site's default locale, else of the first locale written:
 * a page written only in English still shows on the German site.
 */
export function inLocale<T>(
  texts: Record<string, T>,
  locale: string,
  fallback: string,
): { locale: string; text: T } {
  for (const code of [locale, fallback]) {
    const text = texts[code];
    if (text !== undefined) return { locale: code, text };
  }
  const [first] = Object.entries(texts);
  return { locale: first![0], text: first![1] };
}

const pageNotFound = (slug: string) =>
  new HttpError(404, 'PAGE_NOT_FOUND', 'error.page.not_found', { slug });

const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const locales = app.config.LOCALES;
  const fallback = locales[0]!;
  const pages = new Map(app.site.config.pages.map((page) => [page.slug, page]));
  const tags = ['pages'];
  const localeQuery = z.object({ locale: z.string().min(2).max(10).optional() });

  const summary = (page: CustomPageConfig, locale: string): PageSummary => ({
    slug: page.slug,
    title: inLocale(page.title, locale, fallback).text,
    requires_login: page.requires_login,
    noindex: page.noindex,
    footer: page.footer,
  });

  app.get(
    '/pages',
    {
      schema: {
        tags,
        summary: 'The custom pages of the site (titles only), for the footer and links',
        querystring: localeQuery,
        response: { 200: pagesSchema },
      },
    },
    async (request) => {
      const locale = request.query.locale ?? fallback;
      return { data: [...pages.values()].map((page) => summary(page, locale)) };
    },
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags,
        summary: 'One custom page; a page for players only answers 401 to a visitor',
        params: z.object({ slug: z.string().max(60) }),
        querystring: localeQuery,
        response: { 200: pageSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const page = pages.get(request.params.slug);
      if (!page) throw pageNotFound(request.params.slug);
      if (page.requires_login && !(await app.resolvePlayerId(request))) {
        throw new HttpError(401, 'UNAUTHORIZED', 'error.unauthorized');
      }
      const body = inLocale(page.body, request.query.locale ?? fallback, fallback);
      return { ...summary(page, body.locale), locale: body.locale, paragraphs: body.text };
    },
  );
};

export default pagesRoutes;
