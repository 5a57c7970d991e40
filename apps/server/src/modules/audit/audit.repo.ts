import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';

/** What the audit log is filtered by, already turned into instants: [fromInstant, toInstant). */
export interface AuditEventSearch {
  channel: Channel;
  /** Part of a username, matched case-blind; '' matches every event. */
  username: string;
  event?: string;
  fromInstant?: Date;
  toInstant?: Date;
}

/** A LIKE pattern that matches the text literally anywhere: %, _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Events of the portal's own channel only: an event with no channel (none is written today, the CLI
 * writes the user's or the notices' channel) belongs to no portal and is shown to neither.
 */
function matching(search: AuditEventSearch): SQL | undefined {
  const conditions: SQL[] = [eq(auditEvents.channel, search.channel)];
  if (search.username !== '') {
    conditions.push(sql`lower(${auditEvents.username}) like ${containsPattern(search.username)} escape '\\'`);
  }
  if (search.event) conditions.push(eq(auditEvents.event, search.event));
  if (search.fromInstant) conditions.push(gte(auditEvents.at, search.fromInstant));
  if (search.toInstant) conditions.push(lt(auditEvents.at, search.toInstant));
  return and(...conditions);
}

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  username: auditEvents.username,
  event: auditEvents.event,
  detail: auditEvents.detail,
  ip: auditEvents.ip,
};

export async function countAuditEvents(db: Db, search: AuditEventSearch): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditEvents).where(matching(search));
  return Number(row?.total ?? 0);
}

/** One page, newest first (the id breaks ties between events of the same microsecond). */
export async function findAuditEvents(db: Db, search: AuditEventSearch, page: { limit: number; offset: number }) {
  return db
    .select(columns)
    .from(auditEvents)
    .where(matching(search))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Every matching event, newest first, a batch at a time: each batch starts after the last row of the
 * one before (keyset, not OFFSET), so memory stays flat and late batches cost what early ones do.
 * The cursor keeps PostgreSQL's own microsecond text, which a JavaScript Date would round.
 */
export async function* auditEventBatches(db: Db, search: AuditEventSearch, batchSize: number) {
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${auditEvents.at}, ${auditEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows: Array<Awaited<ReturnType<typeof findAuditEvents>>[number] & { cursorAt: string }> = await db
      .select({ ...columns, cursorAt: sql<string>`${auditEvents.at}::text` })
      .from(auditEvents)
      .where(and(matching(search), after))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
