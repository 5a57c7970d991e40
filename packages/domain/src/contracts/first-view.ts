/**
 * The contract between the web build's server module (apps/web/src/first-view/render-first-view.tsx,
 * built to apps/web/dist-server) and the server that loads it at run time (apps/server/src/plugins/
 * first-view.ts): the two sit in different packages and meet only through this shape, so it is
 * declared once, here (issue 15 'What a person feels').
 */

/** A screen's first view, as the server puts it into the page. */
export interface FirstView {
  /** The screen's markup, for the page's #first-view element. */
  html: string;
  /** The answers it was drawn from (react-query's dehydrated state), as JSON safe inside a script element. */
  state: string;
}

/**
 * What the web build's server module exports. The domain has no fetch types (its lib is plain
 * ES2023), so the transport's request options and response are parameters: both sides give fetch's
 * own `RequestInit` and `Response`.
 */
export interface FirstViewModule<Init, Answer> {
  /** Whether a page at this path may have a first view (before anything is asked). */
  hasFirstView(pathname: string): boolean;
  /** The first view of the page at `url` (path and query), or null when it has none or cannot be drawn for this user. */
  renderFirstView(url: string, screen: { phone: boolean }): Promise<FirstView | null>;
  /** Sends the module's API requests through `transport`, which answers as the page's user. */
  setApiTransport(transport: (path: string, init: Init) => Promise<Answer>): void;
}
