import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, sessionCookieName } from '../modules/auth/session-token.js';
import { TEST_PASSWORD } from '../test/fixtures.js';

/**
 * The attacker's HTTP client for the security suite: every call says exactly which cookies and
 * headers it carries, so a test shows what an attacker sends (TestBrowser hides that on purpose).
 */

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A double-submit token the suite uses as a browser would: the same value in cookie and header. */
export const CSRF_TOKEN = 'attack-suite-csrf-token-0123456789';

export interface CallOptions {
  /** The session cookie's token (the value the portal set), if any. */
  session?: string | null;
  /** Send the CSRF cookie and the matching header on unsafe methods (default true). */
  csrf?: boolean;
  body?: unknown;
  /** A raw payload instead of JSON (malformed JSON, other content types). */
  rawPayload?: string | Buffer;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export function cookieHeader(app: FastifyInstance, options: Pick<CallOptions, 'session' | 'csrf'>): string {
  const parts: string[] = [];
  if (options.session) parts.push(`${sessionCookieName(app.channel)}=${options.session}`);
  if (options.csrf !== false) parts.push(`${CSRF_COOKIE}=${CSRF_TOKEN}`);
  return parts.join('; ');
}

/** One request as the suite's attacker (or victim) makes it. */
export function call(app: FastifyInstance, method: string, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  const cookie = cookieHeader(app, options);
  if (cookie) headers.cookie = cookie;
  if (UNSAFE_METHODS.has(method) && options.csrf !== false) headers[CSRF_HEADER] = CSRF_TOKEN;
  Object.assign(headers, options.headers ?? {});
  const request: InjectOptions = { method: method as InjectOptions['method'], url, headers };
  if (options.remoteAddress) request.remoteAddress = options.remoteAddress;
  if (options.rawPayload !== undefined) request.payload = options.rawPayload;
  else if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

/** The session token the answer set, if it set one. */
export function sessionSetBy(app: FastifyInstance, response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === sessionCookieName(app.channel));
  return cookie && cookie.value !== '' ? cookie.value : null;
}

/** Signs in with a password; answers the response and the session token it set (a pending one for two-factor users). */
export async function passwordSignIn(
  app: FastifyInstance,
  username: string,
  options: { password?: string; session?: string | null; remoteAddress?: string } = {},
) {
  const response = await call(app, 'POST', '/api/v1/auth/login', {
    body: { username, password: options.password ?? TEST_PASSWORD },
    ...(options.session ? { session: options.session } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { response, token: sessionSetBy(app, response) };
}

/** Signs in and answers the session token, failing loudly when no session was started. */
export async function sessionOf(app: FastifyInstance, username: string): Promise<string> {
  const { response, token } = await passwordSignIn(app, username);
  if (response.statusCode !== 200 || !token) {
    throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

/** The body as text, for "never contains" checks (JSON, PDF or HTML alike). */
export function bodyText(response: LightMyRequestResponse): string {
  return response.rawPayload.toString('latin1');
}

/** Parses a { Id, Message } error body, or null when the body is something else. */
export function errorBody(response: LightMyRequestResponse): { Id: string; Message: string } | null {
  try {
    const parsed = JSON.parse(response.body) as unknown;
    if (parsed && typeof parsed === 'object' && 'Id' in parsed && 'Message' in parsed) {
      const keys = Object.keys(parsed);
      if (keys.length === 2) return parsed as { Id: string; Message: string };
    }
  } catch {
    // not JSON
  }
  return null;
}

/** Unique per call: addresses in TEST-NET-3 (RFC 5737) so each rate-limit test has its own counters. */
let addressCounter = Math.floor(Math.random() * 200);
export function freshAddress(): string {
  addressCounter = (addressCounter + 1) % 250;
  return `203.0.113.${addressCounter + 1}`;
}

/**
 * Rate limits count in fixed windows; a test that makes N+1 calls must not straddle a window's end
 * or the count restarts half-way. Waits for the next window when fewer than `needSeconds` are left.
 */
export async function awayFromWindowEdge(windowSeconds: number, needSeconds = 10): Promise<void> {
  const intoWindow = (Date.now() / 1000) % windowSeconds;
  const left = windowSeconds - intoWindow;
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, Math.ceil(left * 1000) + 250));
}
