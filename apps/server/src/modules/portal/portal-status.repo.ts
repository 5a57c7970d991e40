import { sql } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { portalStatus } from '../../db/schema/index.js';

export async function readPortalStatus(db: Db) {
  return db.select({ channel: portalStatus.channel, live: portalStatus.live }).from(portalStatus);
}

export async function writePortalStatus(db: Db, channel: Channel, live: boolean, changedBy: string) {
  await db
    .insert(portalStatus)
    .values({ channel, live, changedBy })
    .onConflictDoUpdate({
      target: portalStatus.channel,
      set: { live, changedBy, changedAt: sql`now()` },
    });
}
