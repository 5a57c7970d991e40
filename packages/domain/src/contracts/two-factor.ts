import { z } from 'zod';
import { SessionUser } from './auth.js';

/**
 * Two-factor set-up (spec 000 §4 'Sign-in' 4; spec 002 §2.5 'Two-factor alert and setup'): a new
 * TOTP secret as a QR code and as a key to type, confirmed by a first code; recovery codes then.
 */
export const TwoFactorSetupResponse = z.object({
  /** Base32, grouped in fours for typing. */
  manualKey: z.string(),
  /** otpauth://totp/… as the QR code carries it. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG data URL, drawn on the server (no QR library in the browser). */
  qrCodeDataUrl: z.string(),
  issuer: z.string(),
  accountName: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

/**
 * `?renew=true` when the user asks for a new key; otherwise the pending secret, if there is one, is
 * answered again unchanged (issue 9 item 20: a wrong code or a reopened dialog keeps the key).
 */
export const TwoFactorSetupQuery = z.object({ renew: z.enum(['true', 'false']).default('false') });
export type TwoFactorSetupQuery = z.infer<typeof TwoFactorSetupQuery>;

export const TwoFactorCodeRequest = z.object({ code: z.string().max(20).default('') });
export type TwoFactorCodeRequest = z.infer<typeof TwoFactorCodeRequest>;

/** Set-up confirmed: the recovery codes, shown once, and the user now in a full session. */
export const TwoFactorConfirmResponse = z.object({
  recoveryCodes: z.array(z.string()),
  user: SessionUser,
});
export type TwoFactorConfirmResponse = z.infer<typeof TwoFactorConfirmResponse>;

export const TwoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  /** Clients whose two-factor is not forced may turn it off; staff and advisers may not. */
  canDisable: z.boolean(),
});
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponse>;

export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** Staff reset a user's two-factor (a lost phone with no recovery code left): the user sets it up again. */
export const TwoFactorResetRequest = z.object({ username: z.string().trim().min(1).max(200) });
export type TwoFactorResetRequest = z.infer<typeof TwoFactorResetRequest>;
export const TwoFactorResetResponse = z.object({ username: z.string(), reset: z.literal(true), sessionsEnded: z.number().int().min(0) });
export type TwoFactorResetResponse = z.infer<typeof TwoFactorResetResponse>;
