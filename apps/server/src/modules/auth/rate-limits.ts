import type { Env } from '../../config/env.js';
import type { RateLimit } from '../../plugins/rate-limit.plugin.js';

/**
 * The limits on sign-in, two-factor, reset and recovery (DESIGN §6, issue 4): by IP and by username.
 * The per-user lockout (five wrong passwords or codes) sits behind them; these slow down
 * spraying many usernames from one address and one username from many addresses.
 */
export function authRateLimits(env: Env) {
  return {
    /** Password and code attempts from one address. */
    signInByIp: { name: 'sign-in:ip', max: env.SIGN_IN_RATE_PER_MINUTE, windowSeconds: 60 },
    /** Sign-in, two-factor, reset and recovery calls naming one username, from anywhere. */
    byAccount: { name: 'account', max: env.ACCOUNT_RATE_PER_15_MINUTES, windowSeconds: 15 * 60 },
    /** Reset, forgot-username, register and link calls from one address. */
    recoveryByIp: { name: 'recovery:ip', max: env.RECOVERY_RATE_PER_HOUR, windowSeconds: 60 * 60 },
  } satisfies Record<string, RateLimit>;
}
