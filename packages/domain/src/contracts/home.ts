import { z } from 'zod';
import { FACT_FIND_STAGE_ORDER } from '../home/fact-find-status.js';
import { IsoDate } from './common.js';

const Uuid = z.string().uuid('Not an id');
const STAGE = `(?:${FACT_FIND_STAGE_ORDER.join('|')})`;
const STAGE_LIST = new RegExp(`^${STAGE}(?:,${STAGE})*$`);

/** The stages of a valid `stage` filter. */
export function factFindStages(filter: string | undefined): Array<(typeof FACT_FIND_STAGE_ORDER)[number]> | null {
  if (!filter) return null;
  return filter.split(',') as Array<(typeof FACT_FIND_STAGE_ORDER)[number]>;
}

/** spec 000 §7 'Fact-find list': clientId, product type, optional type filter (here: stage codes). */
export const FactFindListQuery = z.object({
  /** Only the signed-in client's own; may be left out (it is the session's). */
  clientId: Uuid.optional(),
  productType: z.enum(['KS', 'UT', 'PW']),
  /** Comma-separated stage codes, e.g. 'InProgress,Submitted' (factFindStages splits it). */
  stage: z
    .string()
    .max(200, 'The stage filter is too long')
    .regex(STAGE_LIST, `Not a list of fact-find stages (${FACT_FIND_STAGE_ORDER.join(', ')})`)
    .optional(),
});
export type FactFindListQuery = z.infer<typeof FactFindListQuery>;

/** spec 000 §3 'Fact-find: factFindId, clientId, factFindStageCode'. */
export const FactFind = z.object({
  factFindId: z.string(),
  clientId: z.string(),
  productType: z.enum(['KS', 'UT', 'PW']),
  factFindStageCode: z.enum(FACT_FIND_STAGE_ORDER),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FactFind = z.infer<typeof FactFind>;
export const FactFindListResponse = z.object({ list: z.array(FactFind) });
export type FactFindListResponse = z.infer<typeof FactFindListResponse>;

/** spec 000 §7 'Info required: accountId, clientId'. */
export const InfoRequiredQuery = z.object({
  accountId: Uuid,
  /** Only the signed-in client's own; may be left out (it is the session's). */
  clientId: Uuid.optional(),
});
export type InfoRequiredQuery = z.infer<typeof InfoRequiredQuery>;

export const InfoRequiredItem = z.object({
  itemCode: z.string(),
  description: z.string(),
  status: z.enum(['Outstanding', 'Received']),
  requestedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type InfoRequiredItem = z.infer<typeof InfoRequiredItem>;

/** The items still needed, with the application's progress (spec 000 §3 edosProgress). */
export const InfoRequiredResponse = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
  edosProgress: z.object({ currentPage: z.number().int(), submitted: z.boolean() }).nullable(),
  list: z.array(InfoRequiredItem),
});
export type InfoRequiredResponse = z.infer<typeof InfoRequiredResponse>;

/**
 * The value-of-advice card (issue 12): the portfolio's time-weighted return (after fees, before
 * tax, as on the account) against its composite benchmark over the same stated period.
 */
export const ValueOfAdviceResponse = z.object({
  accountNumber: z.string(),
  periodStartDate: IsoDate,
  periodEndDate: IsoDate,
  /** Annualised (p.a.) when the period is over a year; otherwise cumulative. */
  perAnnum: z.boolean(),
  portfolioReturnPercentage: z.number().nullable(),
  benchmarkReturnPercentage: z.number().nullable(),
  /** portfolio − benchmark, percentage points. */
  differencePercentagePoints: z.number().nullable(),
  /** Share of the opening value whose funds have a benchmark, percent. */
  benchmarkCoveragePercentage: z.number(),
  benchmarks: z.array(z.object({ name: z.string(), weightPercentage: z.number(), returnPercentage: z.number() })),
});
export type ValueOfAdviceResponse = z.infer<typeof ValueOfAdviceResponse>;
