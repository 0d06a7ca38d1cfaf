// CSRF defence: state-changing calls must carry `X-App: sportsbook`, which a cross-site form cannot send.
import type { FastifyRequest } from 'fastify';
import { APP_HEADER, APP_HEADER_VALUE } from '@sportsbook/contracts';
import { httpRefusal } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isStateChanging = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);

export const hasAppHeader = (request: FastifyRequest) =>
  request.headers[APP_HEADER] === APP_HEADER_VALUE;

export const missingAppHeader = () => httpRefusal('APP_HEADER_REQUIRED', { header: 'X-App' });

/** onRequest hook: refuses a state-changing request without the application header. */
export async function requireAppHeader(request: FastifyRequest): Promise<void> {
  if (isStateChanging(request) && !hasAppHeader(request)) throw missingAppHeader();
}
