import { channelConfig, CHANNELS } from '@tasman/domain';
import { FUND_DOCUMENT_KINDS } from '@tasman/domain/documents/fund-document-kinds';
import { fundDocumentRows, type DocumentRow } from '../../modules/documents/fund-document-records.js';
import type { IsoDate } from './calendar.js';
import { FUNDS } from './fund-catalogue.js';

/**
 * The demo's latest fact sheets (last month end) and fund updates (last quarter end, New Zealand
 * only), recorded as the monthly job records them. Their files are rendered from the fund's data by
 * the fund-document job at start (or on the first download), never shipped as fixed files.
 */
export function buildDocumentRows(today: IsoDate): DocumentRow[] {
  return CHANNELS.flatMap((channel) =>
    FUND_DOCUMENT_KINDS.flatMap((kind) =>
      fundDocumentRows(
        FUNDS.filter((fund) => fund.channel === channel),
        channel,
        channelConfig(channel).productTypes,
        kind,
        today,
      ),
    ),
  );
}
