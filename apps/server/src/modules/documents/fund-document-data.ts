import { localDateIn, type Channel, type FundAssetBreakdownResponse, type FundDetailsResponse } from '@tasman/domain';
import { fundVolatility, type FundVolatility } from '@tasman/domain/documents/fund-risk-indicator';
import type { FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import { totalReturnIndex } from '@tasman/domain/funds/total-return-index';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/auth-context.js';
import { fundAssetBreakdown } from '../funds/fund-allocation.js';
import * as fundsRepo from '../funds/funds.repo.js';
import { fundDetails, requireOfferedFund } from '../funds/funds.service.js';

/** What one fund document prints: the fund screens' own answers as at the period end, and its risk measure. */
export interface FundDocumentData {
  kind: FundDocumentKind;
  channel: Channel;
  title: string;
  periodEnd: string;
  /** GET /api/v1/funds/{id} as it answered on the period end. */
  details: FundDetailsResponse;
  /** GET /api/v1/funds/{id}/asset-breakdown as it answered on the period end. */
  allocation: FundAssetBreakdownResponse;
  /** The unit price at the period end (the last on or before it). */
  unitPrice: { price: number; date: string } | null;
  volatility: FundVolatility | null;
}

/**
 * The fund screens read as their public information: only the channel matters to them (which funds
 * the portal offers and its time zone), no person's data is read.
 */
function publisher(channel: Channel): AuthContext {
  return { sessionId: 'fund-documents', userId: 'fund-documents', username: 'fund-documents', userType: 'Staff', channel, clientId: null, adviserId: null, stage: 'active' };
}

/**
 * The instant whose local date in the channel is the period end: midnight UTC of that date is
 * morning of the same date in Auckland (UTC+12/13) and Sydney (UTC+10/11).
 */
export function instantOnLocalDate(channel: Channel, date: string): Date {
  const instant = new Date(`${date}T00:00:00Z`);
  const local = localDateIn(channel, instant);
  if (local !== date) throw new Error(`${date} is ${local} in ${channel}`);
  return instant;
}

/**
 * A document's figures, taken from the same services the fund screens call (fundDetails and
 * fundAssetBreakdown) with the period end as their 'today', so the sheet prints exactly what the
 * fund page showed that day; the risk indicator from the fund's weekly returns to the period end.
 */
export async function fundDocumentData(
  db: Db,
  document: { kind: FundDocumentKind; channel: Channel; title: string; msSecurityId: string; periodEnd: string },
): Promise<FundDocumentData> {
  const auth = publisher(document.channel);
  const now = instantOnLocalDate(document.channel, document.periodEnd);
  const details = await fundDetails(db, auth, document.msSecurityId, now);
  const allocation = await fundAssetBreakdown(db, auth, document.msSecurityId, now);
  const fund = await requireOfferedFund(db, auth, document.msSecurityId);
  const prices = await fundsRepo.findPrices(db, fund.id, { to: document.periodEnd });
  const distributions = await fundsRepo.findDistributions(db, fund.id, { to: document.periodEnd });
  const index = totalReturnIndex(
    prices,
    distributions.map((d) => ({ exDate: d.exDate, amountPerUnit: new Decimal(d.centsPerUnit).dividedBy(100).toNumber() })),
  );
  const last = prices.at(-1);
  return {
    kind: document.kind,
    channel: document.channel,
    title: document.title,
    periodEnd: document.periodEnd,
    details,
    allocation,
    unitPrice: last ? { price: new Decimal(last.price).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber(), date: last.date } : null,
    volatility: fundVolatility(index, document.periodEnd),
  };
}
