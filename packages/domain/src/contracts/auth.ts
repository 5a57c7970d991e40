import { z } from 'zod';
import { ChannelSchema, ProductTypeSchema, UserTypeSchema } from './common.js';

export const LoginRequest = z.object({
  username: z.string().max(200).default(''),
  password: z.string().max(1024).default(''),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The second step of a two-factor sign-in (spec 000 §2.3 view 2fa). */
export const TwoFactorRequest = z.object({ code: z.string().max(20).default('') });
export type TwoFactorRequest = z.infer<typeof TwoFactorRequest>;

/** Who is signed in, with what the shell needs to decide navigation (spec 000 §2.1, §6). */
export const SessionUser = z.object({
  userId: z.string(),
  username: z.string(),
  userType: UserTypeSchema,
  channel: ChannelSchema,
  clientId: z.string().nullable(),
  clientStatusCode: z.string().nullable(),
  isProspect: z.boolean(),
  isRelatedOnly: z.boolean(),
  hasAdviceTools: z.boolean(),
  twoFactorEnabled: z.boolean(),
  holds: z.record(ProductTypeSchema, z.boolean()),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * spec 000 §3 'Login response' (clientSecret, prompt2FA, force2FA, twoFactorMethod), shaped as the
 * three outcomes our server-side sessions need: signed in at once, a second factor needed, or the
 * wrong portal (spec 000 §4 'Sign-in' 3).
 */
export const LoginResponse = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('signed-in'),
    prompt2FA: z.boolean(),
    force2FA: z.boolean(),
    twoFactorMethod: z.string().nullable(),
    /**
     * spec 000 §4 'Sign-in' 4, decided by twoFactorSetupRequirement: 'optional' shows 2fa-setup with
     * 'Not Now'; 'required' shows it without, and the session opens only the set-up calls until a
     * first code confirms it (the confirm answer carries the user into the portal).
     */
    twoFactorSetup: z.enum(['none', 'optional', 'required']),
    user: SessionUser,
  }),
  z.object({ outcome: z.literal('two-factor-required'), twoFactorMethod: z.string() }),
  z.object({ outcome: z.literal('wrong-portal'), portalUrl: z.string() }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const SessionResponse = z.object({ user: SessionUser });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** Staff clear a user's sign-in lockout (issue 4 'a staff user can unlock a locked user'). */
export const UnlockUserRequest = z.object({ username: z.string().min(1).max(200) });
export type UnlockUserRequest = z.infer<typeof UnlockUserRequest>;
export const UnlockUserResponse = z.object({ username: z.string(), unlocked: z.literal(true) });
export type UnlockUserResponse = z.infer<typeof UnlockUserResponse>;

/** How many other sessions of the user were ended. */
export const OtherSessionsEndedResponse = z.object({ ended: z.number().int().min(0) });
export type OtherSessionsEndedResponse = z.infer<typeof OtherSessionsEndedResponse>;

/** spec 000 §3 'Preference: Ignore2FAPrompt flag'; §4 'Sign-in' 4 ('Not Now'). */
export const TwoFactorPromptPreference = z.object({ Ignore2FAPrompt: z.literal(true) });
export type TwoFactorPromptPreference = z.infer<typeof TwoFactorPromptPreference>;
