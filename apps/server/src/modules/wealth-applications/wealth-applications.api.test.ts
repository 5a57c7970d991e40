import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, wmApplicationInfoRequired } from '../../db/schema/index.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

async function signedIn(fixture: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(db(), fixture);
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(created.user.username);
  return { ...created, browser };
}

/** A wealth-management application (status P) with two items asked for, one received. */
async function application(clientId: string, edosProgress: { currentPage: number; submitted: boolean } | null) {
  const account = await giveAccount(db(), clientId, 'PW');
  await db().update(accounts).set({ accountStatus: 'P', edosProgress }).where(eq(accounts.id, account.id));
  await db()
    .insert(wmApplicationInfoRequired)
    .values([
      { accountId: account.id, clientId, itemCode: 'SOURCE_OF_FUNDS', description: 'Where the money comes from', status: 'Outstanding', requestedAt: new Date('2026-11-02T02:00:00Z') },
      { accountId: account.id, clientId, itemCode: 'IDENTITY', description: 'A certified passport copy', status: 'Received', requestedAt: new Date('2026-11-01T02:00:00Z'), resolvedAt: new Date('2026-11-10T02:00:00Z') },
    ]);
  return account;
}

// spec 000 §7 'Info required' (accountId, clientId → list), §3 edosProgress.
describe('GET /api/v1/wealth-applications/info-required', () => {
  it("lists what the client's application still needs, oldest first, with its progress", async () => {
    const { browser, client } = await signedIn();
    const account = await application(client!.id, { currentPage: 4, submitted: false });
    const response = await browser.get(`/api/v1/wealth-applications/info-required?accountId=${account.id}&clientId=${client!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accountId: account.id,
      accountNumber: account.accountNumber,
      edosProgress: { currentPage: 4, submitted: false },
      list: [
        { itemCode: 'IDENTITY', description: 'A certified passport copy', status: 'Received', requestedAt: '2026-11-01T02:00:00.000Z', resolvedAt: '2026-11-10T02:00:00.000Z' },
        { itemCode: 'SOURCE_OF_FUNDS', description: 'Where the money comes from', status: 'Outstanding', requestedAt: '2026-11-02T02:00:00.000Z', resolvedAt: null },
      ],
    });
  });

  it('answers an empty list and no progress for an account with nothing asked', async () => {
    const { browser, client } = await signedIn();
    const account = await giveAccount(db(), client!.id, 'PW');
    const body = (await browser.get(`/api/v1/wealth-applications/info-required?accountId=${account.id}`)).json();
    expect(body).toMatchObject({ edosProgress: null, list: [] });
  });

  it("answers another client's account, a related one, another portal's and an unknown one alike: 404", async () => {
    const other = await createUser(db());
    const theirs = await application(other.client!.id, { currentPage: 2, submitted: false });
    const { browser, client } = await signedIn();
    const related = await giveAccount(db(), client!.id, 'PW', { ownershipType: 'RELATED' });
    const australian = await giveAccount(db(), client!.id, 'UT-AUS', { channel: 'AU' });
    const unknown = await browser.get('/api/v1/wealth-applications/info-required?accountId=3f0c2c7e-5a41-4d8e-9d7b-2a7f6f0b9c11');
    expect(unknown.statusCode).toBe(404);
    for (const id of [theirs.id, related.id, australian.id]) {
      const response = await browser.get(`/api/v1/wealth-applications/info-required?accountId=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
      expect(response.body).not.toContain('Where the money comes from');
    }
    // The owner asking with someone else's client id is refused too.
    const own = await application(client!.id, null);
    const asOther = await browser.get(`/api/v1/wealth-applications/info-required?accountId=${own.id}&clientId=${other.client!.id}`);
    expect(asOther.statusCode).toBe(404);
  });

  it('refuses impossible values with 400 and a message', async () => {
    const { browser } = await signedIn();
    for (const query of ['', 'accountId=not-a-uuid', 'accountId=%F0%9F%92%B0', 'accountId=0', `accountId=${'9'.repeat(400)}`]) {
      const response = await browser.get(`/api/v1/wealth-applications/info-required?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Message, query).toEqual(expect.any(String));
    }
  });

  it('is for clients: an adviser gets 403', async () => {
    const { browser } = await signedIn({ userType: 'Intermediary' });
    const response = await browser.get('/api/v1/wealth-applications/info-required?accountId=3f0c2c7e-5a41-4d8e-9d7b-2a7f6f0b9c11');
    expect(response.statusCode).toBe(403);
  });
});
