import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { businessDeskRss, type FeedChannel } from './business-desk-rss.js';
import { clientHasBusinessDesk, newestItems } from './business-desk.repo.js';

/** How many items the feed serves: more than a reader scrolls through, few enough to stay small. */
export const BUSINESS_DESK_FEED_LIMIT = 50;

export const BUSINESS_DESK_NOT_SUBSCRIBED = 'The business desk is available only to clients who subscribe to it.';

/**
 * The business desk feed for the signed-in user (spec 002 §6: the Business Desk tab only with the
 * businessDesk flag). The feed is licensed to subscribers, so the server refuses it to anyone whose
 * client does not have the flag (staff and advisers included), not only the tab that hides it.
 */
export async function businessDeskFeed(db: Db, auth: AuthContext, channel: FeedChannel): Promise<string> {
  if (!auth.clientId || !(await clientHasBusinessDesk(db, auth.clientId))) {
    throw new ApiError('Forbidden', BUSINESS_DESK_NOT_SUBSCRIBED);
  }
  return businessDeskRss(channel, await newestItems(db, BUSINESS_DESK_FEED_LIMIT));
}
