// The match centre's line-ups and timeline under /api/sb/matches/{id}: the squads' starters and
// bench, and the goals and cards of a simulated match in the order they happened.
import {
  errorBodySchema,
  idParamSchema,
  matchLineupsSchema,
  matchTimelineSchema,
} from '@sportsbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lineupsOf, timelineOf } from '../feed/simulator/match-centre';
import { catalogueNotFound } from './errors';

const matchCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store } = app.catalogue;
  const tags = ['catalogue'];
  const findMatch = (id: number) => {
    const match = store.matches.get(id);
    if (!match || match.type !== 'match') throw catalogueNotFound('match', id);
    return match;
  };

  app.get(
    '/matches/:id/lineups',
    {
      schema: {
        tags,
        summary: "A match's line-ups: each side's starters and bench",
        params: idParamSchema,
        response: { 200: matchLineupsSchema, 404: errorBodySchema },
      },
    },
    async (request) => lineupsOf(findMatch(request.params.id)),
  );

  app.get(
    '/matches/:id/timeline',
    {
      schema: {
        tags,
        summary: "A match's goals and cards in order, with corners, cards and shots by side",
        params: idParamSchema,
        response: { 200: matchTimelineSchema, 404: errorBodySchema },
      },
    },
    async (request) => timelineOf(findMatch(request.params.id)),
  );
};

export default matchCentreRoutes;
