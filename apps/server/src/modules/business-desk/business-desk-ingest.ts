import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { FeedRejected, parseBusinessDeskFeed } from './business-desk-feed-parse.js';
import { DEFAULT_FEED_LIMITS, feedSourceName, readFeedSource, type FeedReadLimits } from './business-desk-feed-source.js';
import { recordIngestFailure, recordIngestSuccess, storedSlugsFor, upsertItems } from './business-desk.repo.js';
import { resolveStoredSlugs } from './business-desk-slugs.js';

export type IngestResult =
  | { ok: true; source: string; items: number; written: number; skipped: number }
  | { ok: false; source: string; error: string };

export interface IngestOptions {
  limits?: FeedReadLimits;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * One ingest of the business desk feed (issue 14): read the source, parse it, upsert its items by
 * title slug and record how it went in business_desk_ingests. A feed that is down, slow, too big,
 * not 2xx, malformed or empty changes no item: the stored ones stay, the reason is recorded and
 * logged as a warning (the reason only: never the body, never the address's query or password).
 * It never throws for the feed's sake; only the database failing makes it throw (the job retries).
 */
export async function ingestBusinessDeskFeed(db: Db, source: string, options: IngestOptions = {}): Promise<IngestResult> {
  const name = feedSourceName(source);
  const at = options.now?.() ?? new Date();
  let parsed;
  try {
    parsed = parseBusinessDeskFeed(await readFeedSource(source, options.limits ?? DEFAULT_FEED_LIMITS));
  } catch (error) {
    if (!(error instanceof FeedRejected)) throw error;
    await recordIngestFailure(db, name, error.message, at);
    options.log?.warn({ source: name, reason: error.message }, 'business desk feed not ingested; the stored items stay');
    return { ok: false, source: name, error: error.message };
  }
  const items = resolveStoredSlugs(parsed.items, await storedSlugsFor(db, parsed.items));
  const written = await upsertItems(db, items);
  await recordIngestSuccess(db, name, parsed.items.length, at);
  options.log?.info({ source: name, items: parsed.items.length, written, skipped: parsed.skipped }, 'business desk feed ingested');
  return { ok: true, source: name, items: parsed.items.length, written, skipped: parsed.skipped };
}
