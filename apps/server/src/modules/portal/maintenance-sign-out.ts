import { and, eq, inArray } from 'drizzle-orm';
import { FORCED_LOGOUT_SECONDS, isChannelLive, type Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import type { PortalStatusHub } from './portal-status-hub.js';
import { sessionsChanged } from '../auth/session-cache.js';

/**
 * Ends the sessions of everyone but staff on a portal that went into maintenance, when the browser's
 * countdown would have (spec 000 §4 'Portal status': 30 s, then signed out; issue 9 item 24). Until
 * then the access check answers their calls 503 PortalInMaintenance; if the portal comes back first,
 * nothing ends. Every instance does this; the delete is the same whoever runs it first.
 */
export function signOutAfterMaintenanceCountdown(
  hub: PortalStatusHub,
  db: Db,
  channel: Channel,
  options: { afterMs?: number; onSignedOut?: (count: number) => void } = {},
): () => void {
  const afterMs = options.afterMs ?? FORCED_LOGOUT_SECONDS * 1000;
  let timer: NodeJS.Timeout | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const follow = (live: boolean) => {
    if (live) return cancel();
    if (timer) return; // a countdown is already running (spec: none is started)
    timer = setTimeout(() => {
      timer = null;
      if (isChannelLive(hub.current(), channel)) return;
      void endNonStaffSessions(db, channel).then(options.onSignedOut, () => undefined);
    }, afterMs);
    timer.unref();
  };
  const unsubscribe = hub.subscribe((status) => follow(isChannelLive(status, channel)));
  follow(isChannelLive(hub.current(), channel));
  return () => {
    unsubscribe();
    cancel();
  };
}

async function endNonStaffSessions(db: Db, channel: Channel): Promise<number> {
  const nonStaff = db.select({ id: users.id }).from(users).where(inArray(users.userType, ['Client', 'Intermediary']));
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.channel, channel), inArray(sessions.userId, nonStaff)))
    .returning({ id: sessions.id });
  sessionsChanged({ sessionIds: ended.map((r) => r.id) });
  return ended.length;
}
