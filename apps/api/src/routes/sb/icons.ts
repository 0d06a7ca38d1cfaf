// GET /fe-api/icons.svg: the versioned icon sprite, cached hard when the version matches.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { iconSprite, ICONS_VERSION } from '../../catalogue/icons/icon-sets';

const iconRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default iconRoutes;
