// Sports, categories and tournaments of the catalogue.
import {
  categoriesQuerySchema,
  categorySchema,
  idParamSchema,
  sportSchema,
  tournamentSchema,
  tournamentsQuerySchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/external/errors';

const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) =>
  a.priority - b.priority || a.id - b.id;

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store, dto } = app.catalogue;
  const tags = ['catalogue'];

  const sportAllowed = (sportId: number, keys?: string[], type?: string) => {
    const sport = store.sports.get(sportId);
    return !!sport && (!keys || keys.includes(sport.key)) && (!type || sport.type === type);
  };

  app.get(
    '/sports',
    {
      schema: {
        tags,
        summary: 'Sports',
        response: { 200: z.object({ data: z.array(sportSchema) }) },
      },
    },
    async () => ({ data: [...store.sports.values()].sort(byPriority) }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories (countries)',
        querystring: categoriesQuerySchema,
        response: { 200: z.object({ data: z.array(categorySchema) }) },
      },
    },
    async (request) => {
      const { sport_key, sport_type } = request.query;
      const data = [...store.categories.values()]
        .filter((c) => sportAllowed(c.sportId, sport_key, sport_type))
        .sort(byPriority)
        .map((c) => dto.category(c.id));
      return { data };
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'A category',
        params: idParamSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      if (!store.categories.has(request.params.id)) throw notFound('category', request.params.id);
      return dto.category(request.params.id);
    },
  );

  app.get(
    '/tournaments',
    {
      schema: {
        tags,
        summary: 'Tournaments (leagues)',
        querystring: tournamentsQuerySchema,
        response: { 200: z.object({ data: z.array(tournamentSchema) }) },
      },
    },
    async (request) => {
      const { sport_key, sport_type, category_id } = request.query;
      const data = [...store.tournaments.values()]
        .filter((t) => sportAllowed(t.sportId, sport_key, sport_type))
        .filter((t) => !category_id || category_id.includes(t.categoryId))
        .sort(byPriority)
        .map((t) => dto.tournament(t.id));
      return { data };
    },
  );

  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'A tournament',
        params: idParamSchema,
        response: { 200: tournamentSchema },
      },
    },
    async (request) => {
      if (!store.tournaments.has(request.params.id))
        throw notFound('tournament', request.params.id);
      return dto.tournament(request.params.id);
    },
  );
};

export default catalogueRoutes;
