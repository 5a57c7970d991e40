import Decimal from 'decimal.js';
import { addDays, localDateIn, type KiwiSaverMemberResponse } from '@tasman/domain';
import { monthEdges } from '@tasman/domain/reports/month-edges';
import { fundRiskCategory } from '@tasman/domain/statements/fund-risk-category';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { valueAccounts } from '../accounts/account-balances.js';
import { findLatestAllocations } from '../accounts/accounts.repo.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './kiwisaver-tools.repo.js';

const money = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/**
 * Whose KiwiSaver accounts the caller may read for a client id, decided once (default-deny): the client
 * themselves (all the KiwiSaver accounts they own), staff of the client's portal (all of them), an
 * adviser (those they advise). Anything else — another client, another portal, an unknown id, an
 * adviser with none of the member's KiwiSaver accounts — is the same 404, so ids cannot be probed.
 */
async function readableAccounts(db: Db, auth: AuthContext, clientId: string) {
  if (auth.userType === 'Client' && auth.clientId !== clientId) throw new ApiError('NotFound');
  const member = await repo.findMember(db, auth.channel, clientId);
  if (!member) throw new ApiError('NotFound');
  const owned = await repo.findOwnedKiwiSaverAccounts(db, auth.channel, clientId);
  if (auth.userType === 'Client' || auth.userType === 'Staff') return { member, accounts: owned };
  const advised = auth.adviserId ? owned.filter((a) => a.adviserId === auth.adviserId) : [];
  if (advised.length === 0) throw new ApiError('NotFound');
  return { member, accounts: advised };
}

/**
 * GET /api/v1/tools/kiwisaver-member/{clientId}: what the KiwiSaver calculators start from — the
 * member's date of birth, today on the portal's clock, and each KiwiSaver account's balance, funds
 * (with the FMA fund type of each from its latest published asset mix, as the statement projection
 * types them) and the last 12 months' contributions by kind.
 */
export async function kiwiSaverMember(db: Db, auth: AuthContext, clientId: string, now: Date = new Date()): Promise<KiwiSaverMemberResponse> {
  const { member, accounts } = await readableAccounts(db, auth, clientId);
  const today = localDateIn(auth.channel, now);
  const from = addDays(monthEdges.addMonths(today, -12), 1);
  const valuations = await valueAccounts(
    db,
    accounts.map((a) => a.id),
    today,
  );
  const securityIds = [...new Set([...valuations.values()].flatMap((v) => v.holdings.list.map((h) => h.securityId)))];
  const allocations = await findLatestAllocations(db, securityIds, today);
  const categoryOf = (securityId: string) =>
    fundRiskCategory(Object.fromEntries(allocations.filter((a) => a.securityId === securityId).map((a) => [a.assetClass, Number(a.weight)])));

  const rows = await Promise.all(
    accounts.map(async (account) => {
      const valuation = valuations.get(account.id)!;
      const totals = new Map((await repo.sumContributions(db, account.id, from, today)).map((r) => [r.kind, money(r.total)]));
      return {
        accountNumber: account.accountNumber,
        accountIsOpen: account.accountStatus === 'O',
        balance: valuation.balance.toNumber(),
        balanceAsAtDate: valuation.balanceAsAtDate,
        funds: valuation.holdings.list
          .filter((h) => h.securityValue.greaterThan(0))
          .map((h) => ({ fundId: h.securityId, name: h.name, category: categoryOf(h.securityId), value: money(h.securityValue) })),
        lastYearContributions: {
          from,
          to: today,
          member: totals.get('member') ?? 0,
          employer: totals.get('employer') ?? 0,
          government: totals.get('government') ?? 0,
          voluntary: totals.get('voluntary') ?? 0,
        },
      };
    }),
  );
  return { clientId: member.id, dateOfBirth: member.dateOfBirth, today, accounts: rows };
}
