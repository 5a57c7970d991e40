import type { SessionUser } from '@tasman/domain/contracts/auth';
import { createContext, use } from 'react';

const SignedInUserContext = createContext<SessionUser | null>(null);

export const SignedInUserProvider = SignedInUserContext.Provider;

/** The signed-in user; only usable below RequireSession, which renders nothing without one. */
export function useSignedInUser(): SessionUser {
  const user = use(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is used outside RequireSession');
  return user;
}
