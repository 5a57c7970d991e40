import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The server's first view of a screen (issue 15 'What a person feels'; apps/web/src/first-view/):
 * the web build's server module renders the screen with the page's own answers, and the page is sent
 * with that markup in it, so the screen's figures are drawn as the HTML arrives. The module asks for
 * its answers through the API transport set here, which sends each request into this server's own
 * routes as the page's user: their cookies and their address, so every answer passes the same
 * session, portal, access and rate checks as the browser's own request would. Only GETs.
 */
export interface FirstView {
  html: string;
  state: string;
}

interface FirstViewModule {
  hasFirstView(pathname: string): boolean;
  renderFirstView(url: string, screen: { phone: boolean }): Promise<FirstView | null>;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

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
  const module = (await import(pathToFileURL(file).href)) as FirstViewModule;
  module.setApiTransport(sendIntoServer);
  return {
    async render(request) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (!module.hasFirstView(pathname)) return null;
      const drawn = asking.run({ app, request }, () => module.renderFirstView(request.url, { phone: isPhone(request) }));
      return withinTime(drawn, FIRST_VIEW_WAIT_MS);
    },
  };
}

/**
 * How long a page waits for its first view. Later than this, the app in the browser would draw the
 * screen about as soon, so the page goes without (a slow database, a cold start): the render's late
 * answer is dropped.
 */
const FIRST_VIEW_WAIT_MS = 1000;

function withinTime<T>(work: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work.catch(() => null), late]).finally(() => clearTimeout(timer));
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
