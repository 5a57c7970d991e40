import { MESSAGES } from '@tasman/domain/errors';
import { takeBootFetch } from './boot-fetches';

/** An API failure as the spec's error shape gives it: { Id, Message } plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as the body itself, with its own content type (an upload), instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
  /**
   * Calls that answer "who is signed in" (session, login, logout) handle 401 themselves; every
   * other 401 means the session has ended.
   */
  skipUnauthorizedHandler?: boolean;
}

const CSRF_COOKIE = 'tasman_csrf';
const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let onUnauthorized: () => void = () => {};

/** How a request is sent: the browser's fetch, or the server's own routes for a first view (first-view/). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's first view sends the app's requests into the server itself, as the page's user. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The app registers what a 401 does (clear the session, go to login); lib knows no routes. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.file) headers['Content-Type'] = options.file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (UNSAFE_METHODS.has(method)) headers[CSRF_HEADER] = readCookie(CSRF_COOKIE) ?? '';

  let response: Response;
  try {
    // The boot calls index.html started (portal info, session) are taken, not asked again.
    const early = method === 'GET' ? takeBootFetch(path) : undefined;
    response = await (early ?? transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NetworkError', MESSAGES.somethingWentWrong);
  }

  const body = await readBody(response);
  if (!response.ok) {
    // A wrong code (InvalidCode, 401) is not the end of the session: signing the user out on it
    // remounted two-factor set-up, which then showed a new key (issue 9 item 20).
    const wrongCode = isErrorBody(body) && body.Id === 'InvalidCode';
    if (response.status === 401 && !options.skipUnauthorizedHandler && !wrongCode) onUnauthorized();
    throw isErrorBody(body)
      ? new ApiError(response.status, body.Id, body.Message)
      : new ApiError(response.status, 'Unknown', MESSAGES.somethingWentWrong);
  }
  // spec 000 §7: any answer whose body has exactly Id and Message is an error carrying that message.
  if (isErrorBody(body) && Object.keys(body).length === 2) {
    throw new ApiError(response.status, body.Id, body.Message);
  }
  return body as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isErrorBody(body: unknown): body is { Id: string; Message: string } {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return typeof record.Id === 'string' && typeof record.Message === 'string';
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
