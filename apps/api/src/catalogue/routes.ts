// The catalogue under /api/sb: sports, categories and tournaments; matches, their markets and
// statistics, and search; and the versioned icon sprite.
import { createHash } from 'node:crypto';
import {
  categoriesQuerySchema,
  categorySchema,
  idParamSchema,
  localeQuerySchema,
  marketSchema,
  marketsQuerySchema,
  matchesQuerySchema,
  matchHistorySchema,
  matchSchema,
  MAX_TOP_MARKETS,
  paginated,
  searchQuerySchema,
  sportSchema,
  statisticsSchema,
  tournamentSchema,
  tournamentsQuerySchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueNotFound, videoNotAvailable } from './errors';
import { iconSprite, ICONS_VERSION } from './icons/icon-sets';
import { jsonPage, JsonPageCache, sendJsonPage } from './json-page-cache';
import { nameIn, resolveLocale } from './localised-names';
import { marketsPage } from './market-query';
import { queryMatches, searchMatches } from './match-query';
import { matchHistory } from './match-history';
import matchCentreRoutes from './routes-match-centre';
import type { MatchRecord } from './records';

const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) =>
  a.priority - b.priority || a.id - b.id;

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store, dto } = app.catalogue;
  const tags = ['catalogue'];
  await app.register(matchCentreRoutes);
  /** The site locale a read's names come in (see resolveLocale). */
  const localeOf = (query: { locale?: string | undefined }) =>
    resolveLocale(query.locale, app.config.LOCALES);

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
      const locale = localeOf(request.query);
      const data = [...store.categories.values()]
        .filter((c) => sportAllowed(c.sportId, sport_key, sport_type))
        .sort(byPriority)
        .map((c) => dto.category(c.id, locale));
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
        querystring: localeQuerySchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      if (!store.categories.has(request.params.id))
        throw catalogueNotFound('category', request.params.id);
      return dto.category(request.params.id, localeOf(request.query));
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
      const locale = localeOf(request.query);
      const data = [...store.tournaments.values()]
        .filter((t) => sportAllowed(t.sportId, sport_key, sport_type))
        .filter((t) => !category_id || category_id.includes(t.categoryId))
        .sort(byPriority)
        .map((t) => dto.tournament(t.id, locale));
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
        querystring: localeQuerySchema,
        response: { 200: tournamentSchema },
      },
    },
    async (request) => {
      if (!store.tournaments.has(request.params.id))
        throw catalogueNotFound('tournament', request.params.id);
      return dto.tournament(request.params.id, localeOf(request.query));
    },
  );

  // ---- Matches ----
  const pages = new JsonPageCache();

  const findMatch = (id: number) => {
    const match = store.matches.get(id);
    if (!match) throw catalogueNotFound('match', id);
    return match;
  };

  app.get(
    '/matches',
    {
      schema: {
        tags,
        summary: 'Matches with their main and secondary markets',
        description:
          'Each match carries its main and secondary markets; `top_markets` (0 by default, up to ' +
          `${MAX_TOP_MARKETS}) asks for that many of its other most balanced markets too.`,
        querystring: matchesQuerySchema,
        response: { 200: paginated(matchSchema) },
      },
      // A page cached at this revision was built for this very URL (its locale included), its
      // query checked then: it is sent before the query is parsed and checked again.
      onRequest: async (request, reply) => {
        const page = pages.cached(request.url, store.revision);
        if (page) return sendJsonPage(request, reply, page);
      },
    },
    async (request, reply) => {
      const q = request.query;
      const favouriteIds = q.favourite ? await app.favouriteMatchIds(request) : undefined;
      const locale = localeOf(q);
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
        // The matches' JSON is cached per match and locale, so a page costs only the matches that
        // changed.
        const pagination = {
          total: page.total,
          page: page.page,
          limit: page.limit,
          last_page: page.lastPage,
        };
        const data = page.items
          .map((match) => dto.matchJson(match, locale, q.top_markets))
          .join(',');
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
    {
      schema: {
        tags,
        summary: 'A match',
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: matchSchema },
      },
    },
    async (request) => dto.match(findMatch(request.params.id), localeOf(request.query)),
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

  const pastMatch = (match: MatchRecord, locale: string) => ({
    id: match.id,
    slug: match.slug,
    start_time: new Date(match.startTime).toISOString(),
    home: match.home
      ? nameIn(match.home.name, match.home.names, locale)
      : nameIn(match.name, match.names, locale),
    away: match.away ? nameIn(match.away.name, match.away.names, locale) : '',
    score: match.statistics.total_score ?? { home: 0, away: 0 },
  });

  app.get(
    '/matches/:id/history',
    {
      schema: {
        tags,
        summary: "A match's head-to-head and each side's form, from finished matches",
        params: idParamSchema,
        querystring: localeQuerySchema,
        response: { 200: matchHistorySchema },
      },
    },
    async (request) => {
      const match = findMatch(request.params.id);
      const locale = localeOf(request.query);
      const history = matchHistory(store, match);
      const form = (entries: typeof history.form.home) =>
        entries.map(({ match: past, result }) => ({ ...pastMatch(past, locale), result }));
      return {
        match_id: match.id,
        head_to_head: history.headToHead.map((past) => pastMatch(past, locale)),
        form: { home: form(history.form.home), away: form(history.form.away) },
      };
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
        throw videoNotAvailable(match.id);
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
      const locale = localeOf(request.query);
      const found = searchMatches(store, q, {
        sportType: sport_type,
        statuses: match_status,
        onlyEventsName: only_events_name,
        locale,
      });
      return { data: found.slice(0, 50).map((match) => dto.match(match, locale)) };
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
