import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Strict headers (DESIGN §6/§7): API answers are never cached (no-store); a CSP without inline
 * scripts, object-src and base-uri 'none', no framing; nosniff; a Referrer-Policy that keeps tokens in URLs out of referrers; HSTS in production.
 * Styles allow 'unsafe-inline' because the UI kit sets CSS variables in style attributes.
 *
 * helmet's middleware is built once here: @fastify/helmet rebuilt it on every request, which cost a
 * sixth of the throughput of /cache/status (docs/decisions.md).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: app.env.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // API answers carry account figures, recovery codes and the like: no browser or proxy keeps them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
