// Request log lines without secrets: token, code and password query values are replaced.
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&][^=&]*(?:token|password|code|secret)[^=&]*=)[^&#]*/gi;

/** A URL with the values of secret-looking query parameters replaced by [REDACTED]. */
function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

/** Fastify's request serializer, with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
