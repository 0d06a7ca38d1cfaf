// The terms and conditions in force and the help centre, in the visitor's locale (under /api/sb).
import { errorBodySchema, helpCenterSchema, termsSchema } from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageNotFound } from './errors';
import { inLocale } from './routes';

const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const fallback = app.config.LOCALES[0]!;
  const tags = ['pages'];
  const querystring = z.object({ locale: z.string().min(2).max(10).optional() });

  app.get(
    '/terms',
    {
      schema: {
        tags,
        summary: 'The terms and conditions in force: version, date and text',
        querystring,
        response: { 200: termsSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const terms = app.site.config.terms;
      const version = app.terms.version();
      if (!terms || !version) throw pageNotFound();
      const body = inLocale(terms.body, request.query.locale ?? fallback, fallback);
      return {
        version,
        effective_from: terms.effective_from,
        locale: body.locale,
        paragraphs: body.text,
      };
    },
  );

  app.get(
    '/help-center',
    {
      schema: {
        tags,
        summary: 'Questions and answers by section, and organisations that help with gambling',
        querystring,
        response: { 200: helpCenterSchema },
      },
    },
    async (request) => {
      const locale = request.query.locale ?? fallback;
      const text = (texts: Record<string, string>) => inLocale(texts, locale, fallback).text;
      const { sections, organisations } = app.site.config.help_center;
      return {
        sections: sections.map((section) => ({
          id: section.id,
          title: text(section.title),
          questions: section.questions.map((q) => ({
            question: text(q.question),
            answer: text(q.answer),
          })),
        })),
        organisations: organisations.map((o) => ({
          name: o.name,
          url: o.url,
          description: text(o.description),
        })),
      };
    },
  );
};

export default helpRoutes;
