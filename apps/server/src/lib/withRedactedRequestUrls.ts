import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactUrl } from './redactUrl';

/**
 * The app's logger options with a request serializer that logs URLs through `redactUrl`, so
 * verification and reset tokens and Google's `code` and `state` never reach the log. Keeps
 * Fastify's other request fields; `false` (no logger) stays `false`.
 */
export function withRedactedRequestUrls(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: headerText(request.headers?.['accept-version']),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
