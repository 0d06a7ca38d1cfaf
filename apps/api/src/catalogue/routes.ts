// The catalogue under /api/sb: sports, categories and tournaments; matches, their markets and
// statistics, and search; and the versioned icon sprite.
import { createHash } from 'node:crypto';
import {
  categoriesQuerySchema,
  categorySchema,
  idParamSchema,
  marketSchema,
  marketsQuerySchema,
  matchesQuerySchema,
  matchSchema,
  paginated,
  searchQuerySchema,
  sportSchema,
  statisticsSchema,
  tournamentSchema,
  tournamentsQuerySchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../plugins/external/errors';
import { iconSprite, ICONS_VERSION } from './icons/icon-sets';
import { jsonPage, JsonPageCache, sendJsonPage } from './json-page-cache';
import { marketsPage } from './market-query';
import { queryMatches, searchMatches } from './match-query';

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

  // ---- Matches ----
  const pages = new JsonPageCache();

  const findMatch = (id: number) => {
    const match = store.matches.get(id);
    if (!match) throw notFound('match', id);
    return match;
  };

  app.get(
    '/matches',
    {
      schema: {
        tags,
        summary: 'Matches with their main markets',
        querystring: matchesQuerySchema,
        response: { 200: paginated(matchSchema) },
      },
      // A page cached at this revision was built for this very URL, its query checked then: it
      // is sent before the query is parsed and checked again.
      onRequest: async (request, reply) => {
        const page = pages.cached(request.url, store.revision);
        if (page) return sendJsonPage(request, reply, page);
      },
    },
    async (request, reply) => {
      const q = request.query;
      const favouriteIds = q.favourite ? await app.favouriteMatchIds(request) : undefined;
      const build = () => {
        const page = queryMatches(store, {
          ids: q.id,
          type: q.type,
          sportKeys: q.sport_key,
          sportType: q.sport_type,
          categoryIds: q.category_id,
          tournamentIds: q.tournament_id,
          statuses: q.match_status,
          startFrom: q.start_from,
          startTo: q.start_to,
          bettable: q.bettable,
          hasVideo: q.has_video,
          favouriteIds,
          maxPerSport: q.max_per_sport,
          sortBy: q.sort_by,
          page: q.page,
          limit: q.limit,
        });
        // The matches' JSON is cached per match, so a page costs only the matches that changed.
        const pagination = {
          total: page.total,
          page: page.page,
          limit: page.limit,
          last_page: page.lastPage,
        };
        const data = page.items.map((match) => dto.matchJson(match)).join(',');
        return `{"data":[${data}],"pagination":${JSON.stringify(pagination)}}`;
      };
      // A player's favourites make the answer personal: built for this request only.
      const page = favouriteIds
        ? jsonPage(store.revision, build())
        : pages.get(request.url, store.revision, build);
      return sendJsonPage(request, reply, page);
    },
  );

  app.get(
    '/matches/:id',
    { schema: { tags, summary: 'A match', params: idParamSchema, response: { 200: matchSchema } } },
    async (request) => dto.match(findMatch(request.params.id)),
  );

  app.get(
    '/matches/:id/markets',
    {
      schema: {
        tags,
        summary: "A match's markets (status 0 is never listed)",
        params: idParamSchema,
        querystring: marketsQuerySchema,
        response: { 200: paginated(marketSchema) },
      },
    },
    async (request) => marketsPage(findMatch(request.params.id), request.query),
  );

  app.get(
    '/matches/:id/statistics',
    {
      schema: {
        tags,
        summary: "A match's statistics (clock, scores, periods)",
        params: idParamSchema,
        response: {
          200: z.object({
            match_id: z.number().int(),
            status: z.number().int(),
            statistics: statisticsSchema,
          }),
        },
      },
    },
    async (request) => {
      const match = findMatch(request.params.id);
      return { match_id: match.id, status: match.status, statistics: match.statistics };
    },
  );

  for (const kind of ['video', 'streams'] as const) {
    app.get(
      `/matches/:id/${kind}`,
      {
        schema: {
          tags,
          summary: `A match's ${kind === 'video' ? 'video' : 'stream list'}`,
          params: idParamSchema,
        },
      },
      async (request) => {
        const match = findMatch(request.params.id);
        // No stream source is connected; a match without video says so explicitly.
        throw new HttpError(404, 'VIDEO_NOT_AVAILABLE', 'sb.match.stream.not_available', {
          match_id: match.id,
        });
      },
    );
  }

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search events, competitors and leagues (3-50 characters)',
        querystring: searchQuerySchema,
        response: { 200: z.object({ data: z.array(matchSchema) }) },
      },
    },
    async (request) => {
      const { q, sport_type, match_status, only_events_name } = request.query;
      const found = searchMatches(store, q, {
        sportType: sport_type,
        statuses: match_status,
        onlyEventsName: only_events_name,
      });
      return { data: found.slice(0, 50).map((match) => dto.match(match)) };
    },
  );

  // ---- Icons ----

  const svg = iconSprite();
  const etag = `"${createHash('sha1').update(svg).digest('hex').slice(0, 16)}"`;

  app.get(
    '/fe-api/icons.svg',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Icon sprite with the general and sport icon sets',
        querystring: z.object({ version: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const versioned = request.query.version === ICONS_VERSION;
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('etag', etag)
        .header(
          'cache-control',
          versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(svg);
    },
  );
};

export default catalogueRoutes;
