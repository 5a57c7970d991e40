import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FirstView, FirstViewModule } from '@tasman/domain/contracts/first-view';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The server's first view of a screen (issue 15 'What a person feels'; apps/web/src/first-view/):
 * the web build's server module renders the screen with the page's own answers, and the page is sent
 * with that markup in it, so the screen's figures are drawn as the HTML arrives. The module asks for
 * its answers through the API transport set here, which sends each request into this server's own
 * routes as the page's user: their cookies and their address, so every answer passes the same
 * session, portal, access and rate checks as the browser's own request would. Only GETs.
 */
export interface FirstViewRenderer {
  /** The page's first view, or null (no such screen, not signed in, or any answer not a success). */
  render(request: FastifyRequest): Promise<FirstView | null>;
}

/**
 * The page request each render is for, and the server (NZ or AU: one process serves both) whose
 * routes answer it. The module is one per process, so its transport is too: it finds both here.
 */
const asking = new AsyncLocalStorage<{ app: FastifyInstance; request: FastifyRequest }>();

async function sendIntoServer(path: string, init: RequestInit): Promise<Response> {
  const page = asking.getStore();
  if (!page) throw new Error('the first view asked for an answer outside a page request');
  if ((init.method ?? 'GET') !== 'GET') throw new Error('the first view only reads');
  const { app, request } = page;
  const answer = await app.inject({
    method: 'GET',
    url: path,
    remoteAddress: request.socket.remoteAddress,
    headers: {
      accept: 'application/json',
      ...pick(request, ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto']),
    },
  });
  return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
    status: answer.statusCode,
    headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
  });
}

/** Loads the built module (null when the web app was built without it, as in the server's tests). */
export async function loadFirstView(app: FastifyInstance, file: string): Promise<FirstViewRenderer | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as FirstViewModule<RequestInit, Response>;
  module.setApiTransport(sendIntoServer);
  return {
    async render(request) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (!module.hasFirstView(pathname)) return null;
      const drawn = asking.run({ app, request }, () => module.renderFirstView(request.url, { phone: isPhone(request) }));
      const view = await withinTime(
        drawn.catch((error: unknown) => {
          request.log.error({ err: error }, 'the first view failed; the page goes without it');
          return null;
        }),
        FIRST_VIEW_WAIT_MS,
      );
      if (view === LATE) {
        request.log.warn({ waitedMs: FIRST_VIEW_WAIT_MS }, 'the first view was late; the page goes without it');
        return null;
      }
      return view;
    },
  };
}

/**
 * How long a page waits for its first view. Later than this, the app in the browser would draw the
 * screen about as soon, so the page goes without (a slow database, a cold start): the render's late
 * answer is dropped.
 */
const FIRST_VIEW_WAIT_MS = 1000;

const LATE = Symbol('late');

function withinTime<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Whether the browser says it is a phone's: the low-entropy client hint Chromium sends, or its User-Agent. */
function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi/.test(request.headers['user-agent'] ?? '');
}

function pick(request: FastifyRequest, names: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The built index.html's boot script (apps/web/build/boot-script.ts), which asks for the portal info
 * and the session before the app runs: a page with a first view already has both answers.
 */
const BOOT_SCRIPT = /<script type="module" async src="\/assets\/boot-start-[\w-]+\.js"><\/script>\s*/;

/** index.html with the first view before the app's root, inert, and its answers for the app; no boot script. */
export function pageWithFirstView(indexHtml: string, view: FirstView): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) return indexHtml;
  return indexHtml.replace(BOOT_SCRIPT, '').replace(
    root,
    () =>
      `<div id="first-view" inert aria-hidden="true">${view.html}</div>` +
      `<script type="application/json" id="first-view-state">${view.state}</script>${root}`,
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page with its first view, compressed as the browser accepts (brotli, else gzip), off the event loop.
 * The page is a user's own, so it is made per request; brotli at quality 5 keeps that to a few
 * milliseconds of a pool thread for a screen's ~100 KB, about a fifth of it sent.
 */
export async function encodedPage(page: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding: 'br' | 'gzip' | null }> {
  const accepted = acceptedEncodings(acceptEncoding ?? '');
  if (accepted.has('br')) return { body: await brotli(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepted.has('gzip')) return { body: await gzipped(page, { level: 6 }), encoding: 'gzip' };
  return { body: page, encoding: null };
}

/** The codings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  return accepted;
}
