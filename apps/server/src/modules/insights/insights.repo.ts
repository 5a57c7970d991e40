import { and, desc, eq, sql } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { insightArticles } from '../../db/schema/index.js';

export type InsightArticleRow = typeof insightArticles.$inferSelect;
export type InsightArticleInsert = typeof insightArticles.$inferInsert;

const published = (channel: Channel) => and(eq(insightArticles.channel, channel), eq(insightArticles.status, 'published'));

/** One page of a channel's published articles, newest first, and one more row to tell whether more follow. */
export function publishedPage(db: Db, channel: Channel, offset: number, limit: number): Promise<InsightArticleRow[]> {
  return db
    .select()
    .from(insightArticles)
    .where(published(channel))
    .orderBy(desc(insightArticles.articleDate), desc(insightArticles.id))
    .offset(offset)
    .limit(limit);
}

export async function publishedArticle(db: Db, channel: Channel, id: number): Promise<InsightArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(insightArticles)
    .where(and(published(channel), eq(insightArticles.id, id)));
  return row;
}

/** Every article of the channel (drafts and withdrawn ones too), last changed first, for the staff console. */
export function allArticles(db: Db, channel: Channel): Promise<InsightArticleRow[]> {
  return db
    .select()
    .from(insightArticles)
    .where(eq(insightArticles.channel, channel))
    .orderBy(desc(insightArticles.updatedAt), desc(insightArticles.id));
}

export async function articleOfChannel(db: Db, channel: Channel, id: number): Promise<InsightArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(insightArticles)
    .where(and(eq(insightArticles.channel, channel), eq(insightArticles.id, id)));
  return row;
}

export async function insertArticle(db: Db, values: InsightArticleInsert): Promise<InsightArticleRow> {
  const [row] = await db.insert(insightArticles).values(values).returning();
  return row!;
}

export async function updateArticle(
  db: Db,
  channel: Channel,
  id: number,
  values: Partial<InsightArticleInsert>,
): Promise<InsightArticleRow | undefined> {
  const [row] = await db
    .update(insightArticles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(insightArticles.channel, channel), eq(insightArticles.id, id)))
    .returning();
  return row;
}
