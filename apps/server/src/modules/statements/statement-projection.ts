import Decimal from 'decimal.js';
import type { HoldingsResponse } from '@tasman/domain';
import { fundRiskCategory } from '@tasman/domain/statements/fund-risk-category';
import { retirementProjection, type RetirementProjection } from '@tasman/domain/statements/retirement-projection';
import type { Db } from '../../db/client.js';
import { findLatestAllocations } from '../accounts/accounts.repo.js';
import * as repo from './statement-ledger.repo.js';

type StatementTransaction = Awaited<ReturnType<typeof repo.findTransactions>>[number];

const REGULAR_CONTRIBUTIONS = new Set(['Contribution', 'EmployerContribution']);

/**
 * The inputs of a KiwiSaver annual statement's retirement projection from the statement's own
 * figures: the balance in each fund at 31 March (the holdings printed), each fund's type from its
 * published asset mix on that date, and the year's member, employer and government contributions
 * from the transactions printed.
 */
export async function retirementProjectionOf(
  db: Db,
  input: { statementDate: string; dateOfBirth: string; holdings: HoldingsResponse; transactions: readonly StatementTransaction[] },
): Promise<RetirementProjection | null> {
  const ids = await repo.findSecurityIds(db, input.holdings.list.map((h) => h.msSecurityId));
  const idOf = new Map(ids.map((row) => [row.msSecurityId, row.id]));
  const allocations = await findLatestAllocations(db, ids.map((row) => row.id), input.statementDate);
  const mixOf = (securityId: string | undefined) =>
    Object.fromEntries(allocations.filter((a) => a.securityId === securityId).map((a) => [a.assetClass, Number(a.weight)]));
  const total = (keep: (type: string) => boolean) =>
    input.transactions.filter((t) => keep(t.transactionType)).reduce((sum, t) => sum.plus(t.value), new Decimal(0)).toNumber();
  return retirementProjection({
    statementDate: input.statementDate,
    dateOfBirth: input.dateOfBirth,
    funds: input.holdings.list.map((h) => ({ category: fundRiskCategory(mixOf(idOf.get(h.msSecurityId))), value: h.securityValue })),
    memberAndEmployerContributions: total((type) => REGULAR_CONTRIBUTIONS.has(type)),
    governmentContribution: total((type) => type === 'GovernmentContribution'),
  });
}
