import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductType } from '@tasman/domain';
import { accountHolders, accounts, advisers, users } from '../../db/schema/index.js';
import { createUser, giveAccount, type UserFixture } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * DESIGN §6 and §8: the authorization matrix, built from the registered route list. Every route
 * that takes an account number is called for accounts of each product type by every role. The
 * account's owner, a related holder, the account's adviser and staff get the same answer as each
 * other; another client, a prospect and another adviser get exactly the answer for an account that
 * does not exist — so no route tells a stranger anything, not even that the number is in use.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

async function signedIn(fixture: UserFixture, adviserId?: string) {
  const { user, client } = await createUser(db(), fixture);
  if (adviserId) await db().update(users).set({ adviserId }).where(eq(users.id, user.id));
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(user.username);
  return { browser, client };
}

async function accountWithFigures(productType: ProductType, ownerClientId: string, relatedClientId: string, adviserId: string) {
  const account = await giveAccount(db(), ownerClientId, productType);
  await db().update(accounts).set({ adviserId, signupDate: '2024-01-02' }).where(eq(accounts.id, account.id));
  await db().insert(accountHolders).values({ accountId: account.id, clientId: relatedClientId, ownershipType: 'RELATED', role: 'Related party' });
  const fund = await createFund(db(), `Matrix ${productType} Fund`, [
    ['2024-01-02', '1.000000'],
    ['2024-06-28', '1.100000'],
  ]);
  await trade(db(), { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-02', units: '100', unitPrice: '1', value: '100.00' });
  return account;
}

describe('authorization matrix: every account route × every role', () => {
  it('admits the holders, the adviser and staff alike, and answers everyone else as if the account did not exist', async () => {
    const routes = ctx.app.declaredRoutes.filter((r) => r.method === 'GET' && r.url.includes(':accountNumber'));
    expect(routes.length).toBeGreaterThanOrEqual(8);

    const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Ana', lastName: 'Adviser' }).returning();
    const [otherAdviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'Otto', lastName: 'Other' }).returning();
    const owner = await signedIn({});
    const related = await signedIn({});
    const roles = {
      owner: owner.browser,
      related: related.browser,
      adviser: (await signedIn({ userType: 'Intermediary' }, adviser!.id)).browser,
      staff: (await signedIn({ userType: 'Staff' })).browser,
    };
    const strangers = {
      otherClient: (await signedIn({})).browser,
      prospect: (await signedIn({ clientStatusCode: 'P' })).browser,
      otherAdviser: (await signedIn({ userType: 'Intermediary' }, otherAdviser!.id)).browser,
    };
    // (Staff of the other portal cannot sign in here at all: the wrong-portal answer starts no session.)

    for (const productType of ['KS', 'UT', 'PW', 'PE'] as const) {
      const account = await accountWithFigures(productType, owner.client!.id, related.client!.id, adviser!.id);
      // The holdings on a date and a custom range's reads carry their access check in their own statement (account-access.ts accessCte).
      const inStatement = ['/securities?date=2024-06-28', '/performance?period=CUSTOM&from=2024-01-02&to=2024-06-28', '/performance/by-fund?period=CUSTOM&from=2024-01-02&to=2024-06-28'];
      for (const route of [...routes, ...inStatement.map((path) => ({ url: `/api/v1/accounts/:accountNumber${path}` }))]) {
        const url = route.url.replace(':accountNumber', account.accountNumber).replace(/:(\w+)/g, 'X1');
        const missingUrl = route.url.replace(':accountNumber', 'T0NOSUCH').replace(/:(\w+)/g, 'X1');
        const missing = await roles.staff.get(missingUrl);
        expect(missing.statusCode, `${missingUrl}`).toBe(404);

        const staffAnswer = await roles.staff.get(url);
        expect(staffAnswer.statusCode, `staff ${productType} ${route.url}`).toBeLessThan(500);
        for (const [role, browser] of Object.entries(roles)) {
          const answer = await browser.get(url);
          expect(answer.statusCode, `${role} ${productType} ${route.url}`).toBe(staffAnswer.statusCode);
        }
        for (const [role, browser] of Object.entries(strangers)) {
          const answer = await browser.get(url);
          expect(answer.statusCode, `${role} ${productType} ${route.url}`).toBe(404);
          expect(answer.json(), `${role} ${productType} ${route.url}`).toEqual(missing.json());
        }
      }
    }
  }, 120_000);

  it('serves every account route to its owner for the product it belongs to', async () => {
    const owner = await signedIn({});
    const other = await signedIn({});
    const [adviser] = await db().insert(advisers).values({ channel: 'NZ', firstName: 'A', lastName: 'B' }).returning();
    const account = await accountWithFigures('KS', owner.client!.id, other.client!.id, adviser!.id);
    for (const path of ['', '/securities', '/performance', '/performance/by-fund', '/top-holdings']) {
      const response = await owner.browser.get(`/api/v1/accounts/${account.accountNumber}${path}`);
      expect(response.statusCode, path).toBe(200);
    }
  });
});
