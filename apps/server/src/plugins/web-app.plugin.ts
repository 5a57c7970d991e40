import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@tasman/domain';
import { encodedPage, loadFirstView, pageWithFirstView } from './first-view.js';

const builtWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const builtFirstView = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist-server/render-first-view.js');

/** Content-hashed build output: a new build gives new names, so a copy never goes stale. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked with the server before each use. */
export const REVALIDATE_CACHE = 'no-cache';
/** A page with a user's first view in it: theirs alone, kept by no one. */
export const PERSONAL_PAGE_CACHE = 'private, no-store';

export interface WebAppOptions {
  /** The built web app (apps/web/dist unless told); tests give their own. */
  root?: string;
  /** The built first-view module (apps/web/dist-server's unless told; first-view.ts); none if it is not there, or if false. */
  firstView?: string | false;
}

/** Cache-Control of a file of the build (its compressed copies included) by where it lies. */
export function cacheControlFor(root: string, filePath: string): string {
  const [top] = path.relative(root, filePath).split(path.sep);
  return top === 'assets' ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built web app; any other GET or HEAD of a page answers index.html (the router decides).
 * The build writes brotli and gzip copies beside each file (apps/web/build/precompress.ts): the one
 * the client accepts is sent as it is (`preCompressed`, with `Vary: Accept-Encoding`), the plain
 * file otherwise. Hashed assets are cached for a year, unchanged; index.html is revalidated.
 */
export const webAppPlugin = fp<WebAppOptions>(async (app: FastifyInstance, options) => {
  const root = options.root ?? builtWebDist;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(root, filePath));
      },
    });
  }
  // A signed-in user's page of an account screen comes with its first view (first-view.ts).
  const firstView = hasWeb && options.firstView !== false ? await loadFirstView(app, options.firstView ?? builtFirstView) : null;
  const indexHtml = firstView ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = /^\/(api|cache|ws)(\/|$)/.test(request.url);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && !isApi && isPage) {
      const view = firstView && request.method === 'GET' && request.headers.cookie ? await firstView.render(request) : null;
      if (view) {
        const { body, encoding } = await encodedPage(pageWithFirstView(indexHtml, view), request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .header('cache-control', PERSONAL_PAGE_CACHE)
          .header('vary', 'Accept-Encoding, Cookie')
          .type('text/html; charset=utf-8')
          .send(body);
      }
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ Id: 'NotFound', Message: ERRORS.NotFound.message });
  });
});
