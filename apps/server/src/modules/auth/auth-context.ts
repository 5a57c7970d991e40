import type { Channel, UserType } from '@tasman/domain';

/**
 * 'active': a full session. 'two-factor-setup': signed in, but two-factor set-up is required first;
 * such a session reaches only the 'enrolling' routes (and sign-out).
 */
export type SessionStage = 'active' | 'two-factor-setup';

/** The signed-in user as every request sees it, resolved once from the session cookie. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  username: string;
  userType: UserType;
  channel: Channel;
  clientId: string | null;
  adviserId: string | null;
  stage: SessionStage;
}
