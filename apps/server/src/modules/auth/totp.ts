import { authenticator } from 'otplib';

/** RFC 6238 time step. */
export const TOTP_STEP_SECONDS = 30;

/**
 * The time step a TOTP code belongs to, if it is the current step or the one before (one step of
 * clock drift, as DESIGN and issue 4 allow), else null. The caller still refuses a step it has
 * already accepted, so a code works once.
 */
export function matchingTotpStep(secret: string, code: string, nowMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const verifier = authenticator.clone({ window: [1, 0], step: TOTP_STEP_SECONDS, epoch: nowMs });
  let delta: number | null;
  try {
    delta = verifier.checkDelta(code, secret);
  } catch {
    return null; // a malformed stored secret verifies nothing
  }
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS) + delta;
}
