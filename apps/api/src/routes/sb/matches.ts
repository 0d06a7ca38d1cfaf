// Matches, their markets and statistics, and search.
import {
  idParamSchema,
  marketSchema,
  marketsQuerySchema,
  matchesQuerySchema,
  matchSchema,
  paginated,
  searchQuerySchema,
  statisticsSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isListedMarket, toMarketDto } from '../../catalogue/dto';
import { JsonPageCache, sendJsonPage } from '../../catalogue/json-page-cache';
import { queryMatches, searchMatches } from '../../catalogue/match-query';
import { HttpError, notFound } from '../../plugins/external/errors';

const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store, dto } = app.catalogue;
  const tags = ['catalogue'];
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
        ? { revision: store.revision, body: Buffer.from(build()) }
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
    async (request) => {
      const match = findMatch(request.params.id);
      const { group_key, market_id, page, limit } = request.query;
      const markets = [...match.markets.values()]
        .filter(isListedMarket)
        .filter((m) => !group_key || m.groups.includes(group_key))
        .filter((m) => !market_id || market_id.includes(m.marketId))
        .sort(
          (a, b) =>
            a.priority - b.priority ||
            a.marketId - b.marketId ||
            a.specifier.localeCompare(b.specifier, 'en', { numeric: true }),
        );
      const start = (page - 1) * limit;
      return {
        data: markets.slice(start, start + limit).map((m) => toMarketDto(match, m)),
        pagination: {
          total: markets.length,
          page,
          limit,
          last_page: Math.max(1, Math.ceil(markets.length / limit)),
        },
      };
    },
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
};

export default matchRoutes;
