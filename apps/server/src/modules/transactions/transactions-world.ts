import { eq } from 'drizzle-orm';
import type { ProductType } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { accounts, transactions } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import type { FastifyInstance } from 'fastify';

/** Tests run on 1 July 2024 at noon in Auckland: yesterday is Sunday 30 June 2024. */
export const NOW = new Date('2024-07-01T00:00:00Z');

/**
 * An account with a worked history (test data for the transactions API tests), figures by hand:
 *
 *   Fund A prices 28 Mar 1.00, 30 Apr 1.10, 27 Jun 1.20 (28 Jun is Matariki); Fund B 28 Mar 2.00, 27 Jun 2.50.
 *   28 Mar 2024  +1,000 A at 1.00 = 1,000.00
 *   30 Apr 2024  +100 A at 1.10   =   110.00
 *   15 May 2024  +200 B at 2.00   =   400.00
 *   27 Jun 2024  −50 A at 1.20    =   −60.00 (tax 0, net −60.00)
 *   29 Jun 2024  a pending contribution of 50.00 to A (no units or price yet)
 *
 * Opening at 31 Mar 2024: 1,000 A × 1.00 = 1,000.00.
 * Closing at 30 Jun 2024: 1,050 A × 1.20 = 1,260.00 + 200 B × 2.50 = 500.00 → 1,760.00.
 */
export async function accountWithHistory(db: Db, app: FastifyInstance, productType: ProductType = 'KS') {
  const owner = await createUser(db, {});
  const browser = new TestBrowser(app);
  await browser.signIn(owner.user.username);
  const account = await giveAccount(db, owner.client!.id, productType);
  await db.update(accounts).set({ signupDate: '2024-03-01' }).where(eq(accounts.id, account.id));
  const fundA = await createFund(db, 'Ōtautahi Growth Fund', [
    ['2024-03-28', '1.000000'],
    ['2024-04-30', '1.100000'],
    ['2024-06-27', '1.200000'],
  ]);
  const fundB = await createFund(db, '=Formula Fund', [
    ['2024-03-28', '2.000000'],
    ['2024-06-27', '2.500000'],
  ]);
  await trade(db, { accountId: account.id, securityId: fundA.id, tradeDate: '2024-03-28', units: '1000', unitPrice: '1', value: '1000.00' });
  await trade(db, { accountId: account.id, securityId: fundA.id, tradeDate: '2024-04-30', units: '100', unitPrice: '1.1', value: '110.00' });
  await trade(db, { accountId: account.id, securityId: fundB.id, tradeDate: '2024-05-15', units: '200', unitPrice: '2', value: '400.00' });
  await trade(db, { accountId: account.id, securityId: fundA.id, tradeDate: '2024-06-27', units: '-50', unitPrice: '1.2', value: '-60.00' });
  await db.insert(transactions).values({
    accountId: account.id,
    securityId: fundA.id,
    tradeDate: '2024-06-29',
    bookedAt: new Date('2024-06-29T00:00:00Z'),
    transactionType: 'Contribution',
    description: 'Contribution requested',
    value: '50.00',
    netValue: '50.00',
    isPending: true,
  });
  return { owner, browser, account, fundA, fundB };
}
