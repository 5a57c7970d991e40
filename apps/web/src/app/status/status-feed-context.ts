import { createContext, use } from 'react';
import { subscribeToPortalStatus, type StatusSubscribe } from './status-feed';

/** The portal status feed; tests swap in one they drive by hand. */
const StatusFeedContext = createContext<StatusSubscribe>(subscribeToPortalStatus);

export const StatusFeedProvider = StatusFeedContext.Provider;

export function useStatusFeed(): StatusSubscribe {
  return use(StatusFeedContext);
}
