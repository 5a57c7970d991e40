import type Decimal from 'decimal.js';
import { formatPercent } from '@tasman/domain/format/percent';
import type { peCapitalCalls, peCommitments, peDistributions } from '../schema/private-equity.js';
import { addBusinessDays, addDays, addYears, type IsoDate } from './calendar.js';
import type { AccountPlan } from './account-plan.js';
import { Money, ZERO, cents, fixed } from './money.js';
import { createRng } from './prng.js';
import { UnitLedger, type LedgerContext } from './unit-ledger.js';

/** The fund of a private-equity account without one named in its plan. */
export const PRIVATE_EQUITY_FUND = 'TPEF1';
/** spec 001 §9: monthly pricing from 01 September 2018, quarterly before. */
const MONTHLY_PRICING_FROM = '2018-09-01';

export interface PrivateEquityResult {
  ledger: UnitLedger;
  commitment: typeof peCommitments.$inferInsert;
  calls: Array<typeof peCapitalCalls.$inferInsert>;
  distributions: Array<typeof peDistributions.$inferInsert>;
}

type PeEvent =
  | { date: IsoDate; kind: 'call'; number: number; percent: number; amount: Decimal }
  | { date: IsoDate; kind: 'distribution'; type: 'Income' | 'Capital'; share: number }
  | { date: IsoDate; kind: 'transferIn'; share: number }
  | { date: IsoDate; kind: 'transferOut'; share: number };

/**
 * A private-equity (PE) account: a commitment at sign-up, capital calls on pricing dates until
 * the called share of the commitment is reached (always below the commitment), cash
 * distributions from three years after the first call, and optionally units transferred in or out.
 */
export function generatePrivateEquity(plan: AccountPlan, ctx: LedgerContext): PrivateEquityResult {
  const pe = plan.privateEquity;
  if (!pe) throw new Error(`${plan.key} has no private-equity plan`);
  const rng = createRng(`transactions:${plan.key}`);
  const ledger = new UnitLedger(ctx, plan.id, plan.channel);
  const fundCode = plan.funds[0]?.code ?? PRIVATE_EQUITY_FUND;
  const securityId = ctx.securityIds.get(fundCode) as string;
  const committed = new Money(pe.commitment);
  const commitment = {
    id: ctx.ids.uuid(),
    accountId: plan.id,
    securityId,
    commitmentDate: plan.signupDate,
    committedAmount: fixed(committed, 2),
    currencyCode: 'NZD' as const,
  };
  const end = plan.closedDate ?? ctx.today;
  const dates = ledger.series(fundCode).dates.filter((d) => d >= addDays(plan.signupDate, 20) && d <= end);

  const events: PeEvent[] = [];
  const target = committed.times(pe.calledShare);
  let called = ZERO;
  let index = 0;
  for (let number = 1; index < dates.length && called.lessThan(target); number++) {
    const percent = Math.round((number === 1 ? rng.between(15, 25) : rng.between(6, 14)) * 2) / 2;
    const amount = cents(Money.min(committed.times(percent).dividedBy(100), target.minus(called)));
    if (amount.lessThan(1000)) break;
    events.push({
      date: dates[index] as IsoDate,
      kind: 'call',
      number,
      percent: amount.dividedBy(committed).times(100).toDecimalPlaces(4).toNumber(),
      amount,
    });
    called = called.plus(amount);
    index += (dates[index] as IsoDate) >= MONTHLY_PRICING_FROM ? rng.int(3, 8) : rng.int(1, 3);
  }
  const firstCall = events[0]?.date;
  if (firstCall) {
    let i = dates.findIndex((d) => d >= addYears(firstCall, 3));
    let income = true;
    while (i >= 0 && i < dates.length) {
      const date = dates[i] as IsoDate;
      events.push({ date, kind: 'distribution', type: income ? 'Income' : 'Capital', share: rng.between(0.02, 0.06) });
      income = !income;
      i += date >= MONTHLY_PRICING_FROM ? 6 : 2;
    }
    const afterFirst = dates.filter((d) => d > firstCall);
    if (pe.transferIn && afterFirst.length > 3)
      events.push({ date: afterFirst[Math.floor(afterFirst.length / 3)] as IsoDate, kind: 'transferIn', share: 0.2 });
    if (pe.transferOut && afterFirst.length > 3)
      events.push({
        date: afterFirst[Math.floor((afterFirst.length * 2) / 3)] as IsoDate,
        kind: 'transferOut',
        share: 0.1,
      });
  }
  const order = { call: 0, transferIn: 1, distribution: 2, transferOut: 3 } as const;
  events.sort((a, b) => (a.date === b.date ? order[a.kind] - order[b.kind] : a.date < b.date ? -1 : 1));

  const calls: PrivateEquityResult['calls'] = [];
  const distributions: PrivateEquityResult['distributions'] = [];
  let calledSoFar = ZERO;
  for (const event of events) {
    if (event.kind === 'call') {
      const row = ledger.issue(
        fundCode,
        event.date,
        'CapitalCall',
        event.amount,
        `Capital call ${event.number} (${formatPercent(event.percent)} of commitment)`,
        {
          groupLabel: 'Capital calls',
        },
      );
      if (!row) continue;
      calledSoFar = calledSoFar.plus(event.amount);
      calls.push({
        id: ctx.ids.uuid(),
        commitmentId: commitment.id,
        callNumber: event.number,
        noticeDate: addBusinessDays(event.date, -10, plan.channel),
        dueDate: event.date,
        callPercent: fixed(event.percent, 4),
        amount: fixed(event.amount, 2),
        transactionId: row.id as string,
      });
    } else if (event.kind === 'distribution') {
      const amount = cents(calledSoFar.times(event.share));
      if (amount.lessThan(1)) continue;
      const row = ledger.note(
        fundCode,
        event.date,
        'Distribution',
        amount,
        event.type === 'Income' ? 'Distribution - income' : 'Distribution - return of capital',
        {
          groupLabel: 'Distributions',
        },
      );
      distributions.push({
        id: ctx.ids.uuid(),
        commitmentId: commitment.id,
        distributionDate: event.date,
        distributionType: event.type,
        amount: fixed(amount, 2),
        transactionId: row.id as string,
      });
    } else if (event.kind === 'transferIn') {
      const value = cents(ledger.valueOf(fundCode, event.date).times(event.share));
      ledger.issue(fundCode, event.date, 'TransferIn', value, 'Units transferred from another investor', {
        groupLabel: 'Transfers in',
      });
    } else {
      const value = cents(ledger.valueOf(fundCode, event.date).times(event.share));
      ledger.cancelValue(fundCode, event.date, 'TransferOut', value, 'Units transferred to another investor', {
        groupLabel: 'Transfers out',
      });
    }
  }
  return { ledger, commitment, calls, distributions };
}
