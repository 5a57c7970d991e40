import type { Channel, UserType } from '@tasman/domain';

/** The signed-in user as every request sees it, resolved once from the session cookie. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  username: string;
  userType: UserType;
  channel: Channel;
  clientId: string | null;
  adviserId: string | null;
}
