import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Channel } from '@tasman/domain';
import { buildApp } from '../app.js';
import { parseEnv, type Env } from '../config/env.js';
import type { Database } from '../db/client.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../modules/auth/session-token.js';
import { TEST_PASSWORD } from './fixtures.js';

export const testEnv = parseEnv({
  NODE_ENV: 'test',
  PORTAL_DEMO: 'false',
  LOG_LEVEL: 'silent',
  // Tests sign in many times from one address; the rate-limit test sets its own limit.
  SIGN_IN_RATE_PER_MINUTE: '10000',
  ACCOUNT_RATE_PER_15_MINUTES: '10000',
  RECOVERY_RATE_PER_HOUR: '10000',
  // A fixed key for tests only (32 bytes, base64); production requires its own.
  TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
});

export function createTestApp(
  database: Database,
  channel: Channel = 'NZ',
  overrides: Partial<Env> = {},
): Promise<FastifyInstance> {
  return buildApp({ env: { ...testEnv, ...overrides }, channel, database });
}

/** A browser-like client for fastify.inject: keeps cookies and sends the CSRF header on writes. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: LightMyRequestResponse) {
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader() } });
    this.remember(response);
    return response;
  }

  async send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(CSRF_COOKIE)) await this.get('/api/v1/portal/info');
    const response = await this.app.inject({
      method,
      url,
      headers: { cookie: this.cookieHeader(), [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) ?? '' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    this.remember(response);
    return response;
  }

  signIn(username: string, password = TEST_PASSWORD) {
    return this.send('POST', '/api/v1/auth/login', { username, password });
  }
}
