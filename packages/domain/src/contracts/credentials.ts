import { z } from 'zod';

/**
 * Password set-up and reset links, password reset and forgot username (spec 000 §2.3, §3, §7, §8).
 * Inputs are bounded so an oversized body is refused before any work.
 */
export const LinkOperation = z.enum(['setup', 'reset']);
export type LinkOperation = z.infer<typeof LinkOperation>;

/** spec 000 §7 'Check link': op, clientId, secret (sent in a body, so the secret stays out of logs). */
export const PasswordLinkRequest = z.object({
  op: LinkOperation,
  clientId: z.string().min(1).max(64),
  secret: z.string().min(1).max(128),
});
export type PasswordLinkRequest = z.infer<typeof PasswordLinkRequest>;

/** spec 000 §3 'Link check response'. */
export const PasswordLinkResponse = z.object({
  isNewUser: z.boolean(),
  firstName: z.string(),
  username: z.string(),
});
export type PasswordLinkResponse = z.infer<typeof PasswordLinkResponse>;

/** spec 000 §7 'Set password': new password, clientId, secret. */
export const SetPasswordRequest = PasswordLinkRequest.extend({
  newPassword: z.string().max(1024),
});
export type SetPasswordRequest = z.infer<typeof SetPasswordRequest>;

/** spec 000 §3 'Set-password response'. */
export const SetPasswordResponse = z.object({ result: z.boolean(), message: z.string() });
export type SetPasswordResponse = z.infer<typeof SetPasswordResponse>;

/** spec 000 §7 'Request password reset': username; answer result. */
export const PasswordResetRequest = z.object({ username: z.string().max(200).default('') });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;
export const PasswordResetResponse = z.object({ result: z.boolean() });
export type PasswordResetResponse = z.infer<typeof PasswordResetResponse>;

/**
 * spec 000 §7 'Request forgot username': email, IRD number or null, date of birth as yyyy-mm-dd or
 * null. `register` is the register variant (spec 000 §2.3): a client with no login yet is sent a
 * password set-up link instead of a username.
 */
export const ForgotUsernameRequest = z.object({
  email: z.string().max(254).default(''),
  irdNumber: z.string().max(20).nullable().default(null),
  dateOfBirth: z.string().max(10).nullable().default(null),
  register: z.boolean().default(false),
});
export type ForgotUsernameRequest = z.infer<typeof ForgotUsernameRequest>;
export const ForgotUsernameResponse = z.object({ result: z.boolean(), message: z.string() });
export type ForgotUsernameResponse = z.infer<typeof ForgotUsernameResponse>;

/** The demo mailbox (issue 4): what the portal "sent", when no SMTP server is configured. */
export const MailboxMessage = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxResponse = z.object({ messages: z.array(MailboxMessage) });
export type MailboxResponse = z.infer<typeof MailboxResponse>;
