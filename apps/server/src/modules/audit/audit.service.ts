import { TZDate } from '@date-fns/tz';
import {
  AUDIT_EVENT_TYPES,
  AUDIT_LOG_PAGE_SIZE,
  channelConfig,
  localDateIn,
  type AuditEventsFilter,
  type AuditEventsQuery,
  type AuditEventsResponse,
  type Channel,
} from '@tasman/domain';
import { csvSafeText } from '@tasman/domain/format/csv-safe';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { auditEventBatches, countAuditEvents, findAuditEvents, type AuditEventSearch } from './audit.repo.js';

/** Rows fetched per round trip of the CSV export. */
export const EXPORT_BATCH_SIZE = 1_000;

/** The first instant of a yyyy-mm-dd day in a time zone, daylight saving included. */
function startOfLocalDay(isoDate: string, timeZone: string, plusDays = 0): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + plusDays, timeZone).getTime());
}

/**
 * The filter as the repository needs it: from and to are inclusive days of the portal's own calendar
 * (Pacific/Auckland, Australia/Sydney), so 'to' ends where the next local day starts.
 */
export function auditSearchOf(channel: Channel, filter: AuditEventsFilter): AuditEventSearch {
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new ApiError('ValidationFailed', 'The from date must be on or before the to date.');
  }
  const { timeZone } = channelConfig(channel);
  return {
    channel,
    username: filter.username,
    ...(filter.event ? { event: filter.event } : {}),
    ...(filter.from ? { fromInstant: startOfLocalDay(filter.from, timeZone) } : {}),
    ...(filter.to ? { toInstant: startOfLocalDay(filter.to, timeZone, 1) } : {}),
  };
}

export async function listAuditEvents(db: Db, channel: Channel, query: AuditEventsQuery): Promise<AuditEventsResponse> {
  const search = auditSearchOf(channel, query);
  const [totalEvents, rows] = await Promise.all([
    countAuditEvents(db, search),
    findAuditEvents(db, search, { limit: AUDIT_LOG_PAGE_SIZE, offset: (query.pageNo - 1) * AUDIT_LOG_PAGE_SIZE }),
  ]);
  return {
    list: rows.map((row) => ({
      at: row.at.toISOString(),
      username: row.username,
      event: row.event,
      detail: row.detail,
      ip: row.ip,
    })),
    totalEvents,
    pageSize: AUDIT_LOG_PAGE_SIZE,
    pageNo: query.pageNo,
    eventTypes: [...AUDIT_EVENT_TYPES],
  };
}

export const CSV_COLUMNS = ['At', 'Username', 'Event', 'Detail', 'IP'] as const;

/** A cell of the export: empty for no value, else formula-safe text (domain format/csv-safe). */
export function csvSafeCell(value: string | null): string {
  return value === null ? '' : csvSafeText(value);
}

/** The export's rows, newest first, as CSV records (At as an ISO instant in UTC), fetched in batches. */
export async function* auditCsvRecords(db: Db, search: AuditEventSearch): AsyncGenerator<string[]> {
  for await (const batch of auditEventBatches(db, search, EXPORT_BATCH_SIZE)) {
    for (const row of batch) {
      yield [row.at.toISOString(), row.username, row.event, row.detail, row.ip].map(csvSafeCell);
    }
  }
}

/** audit-log-<from>-<to>.csv; an open end is named 'start' or today's local date. */
export function exportFileName(channel: Channel, filter: AuditEventsFilter, now = new Date()): string {
  const to = filter.to ?? localDateIn(channel, now);
  return `audit-log-${filter.from ?? 'start'}-${to}.csv`;
}

/** What the export's own audit event says: the filters it used. */
export function describeExport(filter: AuditEventsFilter): string {
  const parts = [
    filter.username ? `username ~ ${filter.username}` : null,
    filter.event ? `event ${filter.event}` : null,
    filter.from ? `from ${filter.from}` : null,
    filter.to ? `to ${filter.to}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'all events';
}
