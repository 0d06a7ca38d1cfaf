// Error reporting (Sentry for Node): a 500-class failure is sent with its request, when a DSN is
// configured. Without one the SDK is never loaded and reporting does nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { discardReason, redactSecrets, reportingEnvironment } from '@sportsbook/domain';
import { APP_VERSION } from '../../version';

type ReportServerError = (error: Error, request: FastifyRequest, status: number) => void;

declare module 'fastify' {
  interface FastifyInstance {
    reportServerError: ReportServerError;
  }
}

export default fp(
  async function errorReporting(app: FastifyInstance) {
    const { SENTRY_DSN: dsn, SENTRY_TRACES_SAMPLE_RATE: rate, VERCEL_ENV } = app.config;
    if (!dsn) {
      app.decorate('reportServerError', (() => {}) as ReportServerError);
      return;
    }
    const sentry = await import('@sentry/node');
    // One client per process; a second app in the same process (tests) shares it.
    if (!sentry.getClient()) {
      sentry.init({
        dsn,
        release: `sportsbook-api@${APP_VERSION}`,
        environment: reportingEnvironment(VERCEL_ENV),
        tracesSampleRate: rate,
        initialScope: { tags: { runtime: 'node', tier: 'api' } },
        // The errors plugin reports each 500-class failure once, with its request's data; the
        // SDK's own Fastify hook would send it a second time without them.
        integrations: (defaults) =>
          defaults.filter((integration) => integration.name !== 'Fastify'),
        beforeSend(event, hint) {
          const thrown = hint.originalException;
          if (!(thrown instanceof Error)) return event;
          const code = (thrown as { code?: unknown }).code;
          const reason = discardReason({
            name: thrown.name,
            message: thrown.message,
            stack: thrown.stack ?? '',
            ...(typeof code === 'string' ? { code } : {}),
          });
          return reason ? null : event;
        },
      });
    }
    app.decorate('reportServerError', ((error, request, status) => {
      sentry.withScope((scope) => {
        scope.setTag('status', String(status));
        scope.setExtra('request_url', request.url.split('?')[0]);
        scope.setExtra('request_method', request.method);
        scope.setExtra('request_body', redactSecrets(request.body ?? null));
        sentry.captureException(error);
      });
    }) as ReportServerError);
    app.addHook('onClose', async () => {
      await sentry.flush(2000);
    });
  },
  { name: 'error-reporting' },
);
