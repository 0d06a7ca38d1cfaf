// CSRF defence: state-changing calls must carry `X-App: sportsbook`, which a cross-site form cannot send.
import type { FastifyRequest } from 'fastify';
import { APP_HEADER, APP_HEADER_VALUE } from '@sportsbook/contracts';
import { PlatformError } from '../errors';
import { refusing } from '../hooks';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isStateChanging = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);

const hasAppHeader = (request: FastifyRequest) => request.headers[APP_HEADER] === APP_HEADER_VALUE;

/** The refusal of a state-changing request without the application header, or null. */
export const appHeaderRefusal = (request: FastifyRequest): PlatformError | null =>
  isStateChanging(request) && !hasAppHeader(request)
    ? new PlatformError('APP_HEADER_REQUIRED', { header: 'X-App' })
    : null;

/** onRequest hook: refuses a state-changing request without the application header. */
export const requireAppHeader = refusing(appHeaderRefusal);
