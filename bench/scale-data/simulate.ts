import { createRng } from '../../apps/server/src/db/seed/prng.js';
import { investmentFunds } from './investment-funds.js';
import { kiwiSaver } from './kiwisaver.js';
import { Ledger, type LedgerContext } from './ledger.js';
import { wealthPortfolio } from './wealth-portfolio.js';
import type { AccountPlan } from './world.js';

/**
 * The money of one account, month by month from sign-up to the last business day (or its full
 * withdrawal): KiwiSaver contributions from salary, employer and government; regular and lump-sum
 * contributions; switches (SwitchOut/SwitchIn pairs); partial and regular withdrawals; fees; the
 * yearly PIE tax at 31 March (a rebate in a losing year); and for wealth portfolios a cash account
 * with deposits, purchases, sales, interest, ongoing fees and half-yearly rebalancing.
 */
export function simulateAccount(plan: AccountPlan, ctx: LedgerContext): void {
  const rng = createRng(`bench-account:${plan.accountNumber}`);
  const ledger = new Ledger(ctx, plan.index);
  if (plan.productType === 'KS') kiwiSaver(plan, ctx, rng, ledger);
  else if (plan.productType === 'UT') investmentFunds(plan, ctx, rng, ledger);
  else wealthPortfolio(plan, ctx, rng, ledger);
}
