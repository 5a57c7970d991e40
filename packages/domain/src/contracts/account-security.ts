import { z } from 'zod';

/**
 * Security settings (spec 002 §2.5, §3 'Change password request/response', 'Change username
 * response', §7; issue 13 'Security settings'): change password, change username and the user's own
 * active sessions (ASVS 5.0 V7.5.2). Inputs are bounded so an oversized body is refused before any work.
 */

/** spec 002 §3 'Change password request': currentPassword, newPassword. */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** spec 002 §3 'Change password response': result (must be true) and message. */
export const ChangePasswordResponse = z.object({ result: z.boolean(), message: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** spec 002 §7 'Change username': the new username (the shared validator runs on the server too). */
export const ChangeUsernameRequest = z.object({ username: z.string().max(1024) });
export type ChangeUsernameRequest = z.infer<typeof ChangeUsernameRequest>;

/** spec 002 §3 'Change username response': result and message (errors are { Id, Message }). */
export const ChangeUsernameResponse = z.object({ result: z.boolean(), message: z.string(), username: z.string() });
export type ChangeUsernameResponse = z.infer<typeof ChangeUsernameResponse>;

/**
 * One live session of the signed-in user. `handle` is a public name for it (a hash of the session id,
 * never the id or the cookie), good only to end it.
 */
export const ActiveSession = z.object({
  handle: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const ActiveSessionsResponse = z.object({ sessions: z.array(ActiveSession) });
export type ActiveSessionsResponse = z.infer<typeof ActiveSessionsResponse>;

/** A handle is 32 lower-case hex characters; anything else names no session. */
export const SESSION_HANDLE_PATTERN = /^[0-9a-f]{32}$/;

export const EndSessionRequest = z.object({ handle: z.string().max(64) });
export type EndSessionRequest = z.infer<typeof EndSessionRequest>;

/** `signedOut`: the session ended was the caller's own, so the browser is now signed out. */
export const EndSessionResponse = z.object({ ended: z.literal(true), signedOut: z.boolean() });
export type EndSessionResponse = z.infer<typeof EndSessionResponse>;

/** The answers' messages (ours: the spec shows none for success). */
export const ACCOUNT_SECURITY_MESSAGES = {
  passwordChanged: 'Your password has been changed.',
  usernameChanged: 'Your username has been changed.',
  /** spec 002 §8, word for word. */
  passwordChangeFailed: 'An error occurred while changing your password.',
  /** spec 002 §8, word for word. */
  usernameChangeFailed: 'Unable to change username at this time.',
} as const;
