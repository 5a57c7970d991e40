import type { Env } from '../../config/env.js';

/**
 * The demo mailbox (issue 4) lists every e-mail the portal queued, reset links included, to anyone:
 * it exists only for demo data, without an SMTP server, outside production.
 */
export function demoMailboxEnabled(env: Env): boolean {
  return env.PORTAL_DEMO && !env.SMTP_URL && !env.production;
}
