import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials: e-mailed password links put `secret` in the page URL. */
const SECRET_PARAMS = /([?&](?:secret|token|code|password)=)[^&#]*/gi;

/** A request URL fit for a log line: credential-bearing query values replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * pino's request serializer with the URL redacted (the default one logs the URL as it came, so
 * opening /login?op=reset&clientId=…&secret=… would write the link's secret to the log).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
