import { desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessDeskIngests, businessDeskItems, clients } from '../../db/schema/index.js';
import type { BusinessDeskFeedItem } from './business-desk-feed-parse.js';
import type { StoredSlug } from './business-desk-slugs.js';

/**
 * Inserts new items and updates changed ones by slug, in one statement. A row whose fields are all
 * unchanged is not touched (updated_at stays), so running the same feed twice changes nothing; two
 * instances running it at once both end at the same rows.
 */
export async function upsertItems(db: Db, items: BusinessDeskFeedItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const changed = sql`(${businessDeskItems.title}, ${businessDeskItems.pubDate}, ${businessDeskItems.description}, ${businessDeskItems.author}, ${businessDeskItems.link}, ${businessDeskItems.guid})
    is distinct from (excluded.title, excluded.pub_date, excluded.description, excluded.author, excluded.link, excluded.guid)`;
  const rows = await db
    .insert(businessDeskItems)
    .values(items.map((item) => ({ ...item })))
    .onConflictDoUpdate({
      target: businessDeskItems.slug,
      set: {
        title: sql`excluded.title`,
        pubDate: sql`excluded.pub_date`,
        description: sql`excluded.description`,
        author: sql`excluded.author`,
        link: sql`excluded.link`,
        guid: sql`excluded.guid`,
        updatedAt: sql`now()`,
      },
      setWhere: changed,
    })
    .returning({ slug: businessDeskItems.slug });
  return rows.length;
}

export type BusinessDeskItemRow = typeof businessDeskItems.$inferSelect;

/** The newest items first (undated ones last), then by title for a stable order. */
export async function newestItems(db: Db, limit: number): Promise<BusinessDeskItemRow[]> {
  return db
    .select()
    .from(businessDeskItems)
    .orderBy(sql`${businessDeskItems.pubDate} desc nulls last`, desc(businessDeskItems.firstSeenAt), businessDeskItems.slug)
    .limit(limit);
}

export async function recordIngestSuccess(db: Db, source: string, itemCount: number, at: Date): Promise<void> {
  const values = { lastAttemptAt: at, lastSuccessAt: at, lastError: null, itemCount };
  await db
    .insert(businessDeskIngests)
    .values({ source, ...values })
    .onConflictDoUpdate({ target: businessDeskIngests.source, set: values });
}

/** A failed ingest: the attempt and its reason; the last success and its item count stay. */
export async function recordIngestFailure(db: Db, source: string, error: string, at: Date): Promise<void> {
  await db
    .insert(businessDeskIngests)
    .values({ source, lastAttemptAt: at, lastError: error })
    .onConflictDoUpdate({ target: businessDeskIngests.source, set: { lastAttemptAt: at, lastError: error } });
}

export async function findIngest(db: Db, source: string) {
  const [row] = await db.select().from(businessDeskIngests).where(eq(businessDeskIngests.source, source));
  return row ?? null;
}

/** Whether a client subscribes to the business desk (spec 002 §3 'Client': businessDesk flag). */
export async function clientHasBusinessDesk(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db.select({ businessDesk: clients.businessDesk }).from(clients).where(eq(clients.id, clientId));
  return row?.businessDesk ?? false;
}

/** The stored items a feed's items may be: the same guid, or the same slug or a numbered one of it. */
export async function storedSlugsFor(db: Db, items: BusinessDeskFeedItem[]): Promise<StoredSlug[]> {
  if (items.length === 0) return [];
  const guids = items.flatMap((item) => (item.guid === null ? [] : [item.guid]));
  // Slugs are [a-z0-9-] only, so they carry no LIKE wildcard.
  const bySlug = items.flatMap((item) => [eq(businessDeskItems.slug, item.slug), like(businessDeskItems.slug, `${item.slug}-%`)]);
  return db
    .select({ slug: businessDeskItems.slug, guid: businessDeskItems.guid })
    .from(businessDeskItems)
    .where(or(...bySlug, ...(guids.length > 0 ? [inArray(businessDeskItems.guid, guids)] : [])));
}
