import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { channelConfig, CHANNELS, localDateIn, type Channel } from '@tasman/domain';
import { documentPeriodEnd } from '@tasman/domain/documents/document-period';
import { channelPublishes, FUND_DOCUMENT_KINDS } from '@tasman/domain/documents/fund-document-kinds';
import type { Db } from '../../db/client.js';
import type { DocumentStorage } from '../../storage/document-storage.js';
import { findFundsPricedBy, findUnissuedFiles, insertDocumentsOnce } from '../../modules/documents/documents.repo.js';
import { ensureFundDocumentIssued, type RenderFundDocument } from '../../modules/documents/fund-document-issue.js';
import { fundDocumentRows } from '../../modules/documents/fund-document-records.js';

/** One queue per channel, as each has its own cron in its own time zone. */
export const fundDocumentQueue = (channel: Channel) => `fund-documents-${channel.toLowerCase()}`;

/**
 * 07:00 on the first day of every month in the channel's zone: the fact sheets of the month just
 * ended; the fund updates of the quarter just ended (recorded once, so the two months after a
 * quarter end add none).
 */
export const FUND_DOCUMENT_CRON = '0 7 1 * *';

export interface FundDocumentRequest {
  /** The day the documents are made on (their periods end before it); default today in the channel. */
  today?: string;
}

/**
 * Makes a channel's documents due on `today`: records a row per fund, kind, period and product (a
 * row recorded before adds nothing), then stores every recorded file not yet stored. Run twice, or on
 * two instances at once, it makes each (fund, kind, period) once (ensureFundDocumentIssued).
 */
export async function publishFundDocuments(
  db: Db,
  storage: DocumentStorage,
  channel: Channel,
  today: string,
  render?: RenderFundDocument,
): Promise<{ recorded: number; issued: number }> {
  const productTypes = channelConfig(channel).productTypes;
  let recorded = 0;
  for (const kind of FUND_DOCUMENT_KINDS) {
    if (!channelPublishes(channel, kind)) continue;
    const funds = await findFundsPricedBy(db, productTypes, documentPeriodEnd(kind, today));
    recorded += await insertDocumentsOnce(db, fundDocumentRows(funds, channel, productTypes, kind, today));
  }
  let issued = 0;
  for (const file of await findUnissuedFiles(db, productTypes)) {
    await ensureFundDocumentIssued(db, storage, channel, { kind: file.documentType, msSecurityId: file.msSecurityId, periodEnd: file.periodEnd }, render);
    issued++;
  }
  return { recorded, issued };
}

export interface FundDocumentJobsOptions {
  storage: DocumentStorage;
  render?: RenderFundDocument;
  /** Whether this process works on jobs (false: only creates the queues and schedules). */
  work?: boolean;
  pollingIntervalSeconds?: number;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/** The fund-document jobs on the engine: per channel a queue with its monthly cron in the channel's zone. */
export async function startFundDocumentJobs(boss: PgBoss, db: Db, options: FundDocumentJobsOptions): Promise<void> {
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  for (const channel of CHANNELS) {
    const queue = fundDocumentQueue(channel);
    await boss.createQueue(queue, { name: queue, policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await boss.schedule(queue, FUND_DOCUMENT_CRON, {}, { tz: channelConfig(channel).timeZone });
  }
  if (options.work === false) return;
  for (const channel of CHANNELS) {
    await boss.work<FundDocumentRequest>(fundDocumentQueue(channel), polling, async ([job]) => {
      const today = job?.data?.today ?? localDateIn(channel, options.now?.() ?? new Date());
      const made = await publishFundDocuments(db, options.storage, channel, today, options.render);
      options.log?.info({ channel, today, ...made }, 'fund documents published');
    });
  }
}
