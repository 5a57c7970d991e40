import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { drainValuationQueue } from '../jobs/valuations/index.js';
import { createUser, giveAccount } from '../test/fixtures.js';
import { createFund, trade } from '../test/market-fixtures.js';
import { TestBrowser, testEnv } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { openDatabase, type Database, type Db } from './client.js';
import { runMigrations } from './migrate.js';
import { openReadReplica, openReadReplicaFor, primaryOf, readHandle, targetOf, watchReplica, type ReadReplica } from './read-replica.js';
import { accounts, auditEvents, sessions, valuationQueue } from './schema/index.js';

/** An owner with a KiwiSaver account: 1,000 units bought at 1.00 and priced 1.20 at the end (value 1,200.00). */
async function ownerWithAccount(db: Db) {
  const { user, client } = await createUser(db);
  const account = await giveAccount(db, client!.id, 'KS');
  await db.update(accounts).set({ signupDate: '2024-01-02' }).where(eq(accounts.id, account.id));
  const fund = await createFund(db, `Replica Test Fund ${account.accountNumber}`, [
    ['2024-01-02', '1.000000'],
    ['2024-06-28', '1.200000'],
  ]);
  await trade(db, { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-02', units: '1000', unitPrice: '1', value: '1000.00' });
  return { username: user.username, account, fund };
}

async function signedIn(app: FastifyInstance, username: string) {
  const browser = new TestBrowser(app);
  expect((await browser.signIn(username)).statusCode).toBe(200);
  return browser;
}

async function accountList(browser: TestBrowser) {
  const response = await browser.get('/api/v1/accounts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { ownedList: Array<{ accountNumber: string; accountName: string; balance: number | null }> };
}

describe('without DATABASE_READ_URL', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildApp({ env: testEnv, channel: 'NZ', database: testDb.database, readReplica: await openReadReplicaFor(testEnv, testDb.database) });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('opens no replica, and the account reads answer from the one database', async () => {
    expect(await openReadReplicaFor(testEnv, testDb.database)).toBeNull();
    const db = testDb.database.db;
    const owner = await ownerWithAccount(db);
    await drainValuationQueue(db);
    await db.update(accounts).set({ accountName: 'Renamed on the primary' }).where(eq(accounts.id, owner.account.id));
    const [listed] = (await accountList(await signedIn(app, owner.username))).ownedList;
    expect(listed).toMatchObject({ accountNumber: owner.account.accountNumber, accountName: 'Renamed on the primary', balance: 1200 });
    // The read handle of an app without a replica is the primary itself, and primaryOf leaves it as it is.
    expect(app.readDb()).toBe(db);
    expect(primaryOf(db)).toBe(db);
    expect(targetOf(db)).toBe(db);
  });

  it('ignores DATABASE_READ_URL on the embedded database (it has no replica)', async () => {
    // The choice is made on the primary's kind (opening a second PGlite here would only cost seconds).
    const embedded: Database = { ...testDb.database, kind: 'pglite' };
    const env = { ...testEnv, DATABASE_READ_URL: 'postgres://replica.invalid:5432/tasman' };
    expect(await openReadReplicaFor(env, embedded)).toBeNull();
  });
});

/**
 * Two databases on the test PostgreSQL stand in for a primary and its replica: the "replica" is a copy
 * of the primary (CREATE DATABASE … TEMPLATE) made read-only as a hot standby is, then made to differ
 * where the account reads show it (account A's name and an extra transaction). Only PostgreSQL has them.
 */
if (process.env.TEST_DB === 'postgres') {
  describe('with DATABASE_READ_URL (a primary and a read replica)', () => {
    const adminUrl = process.env.DATABASE_URL!;
    const base = `tasman_test_${randomBytes(6).toString('hex')}`;
    const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const primaryName = `${base}_primary`;
    const replicaName = `${base}_replica`;
    let primary: Database;
    let replica: ReadReplica;
    let app: FastifyInstance;
    let a: Awaited<ReturnType<typeof ownerWithAccount>>;
    let b: Awaited<ReturnType<typeof ownerWithAccount>>;

    const admin = async (statements: string[], database = 'postgres') => {
      const client = new pg.Client({ connectionString: urlOf(database) });
      await client.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const count = async (db: Db, query: ReturnType<typeof sql>) =>
      Number(((await db.execute(query)) as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);

    beforeAll(async () => {
      await admin([`create database ${primaryName}`]);
      const seeding = await openDatabase({ kind: 'postgres', url: urlOf(primaryName) });
      await runMigrations(seeding);
      a = await ownerWithAccount(seeding.db);
      b = await ownerWithAccount(seeding.db);
      await drainValuationQueue(seeding.db);
      // B is bought more of after its valuation: queued on the primary, and on the replica that has replayed it.
      await trade(seeding.db, { accountId: b.account.id, securityId: b.fund.id, tradeDate: '2024-01-02', units: '500', unitPrice: '1', value: '500.00' });
      await seeding.close();
      // A template copy needs the primary without connections: copied, then opened for the portal.
      await admin([`create database ${replicaName} template ${primaryName}`]);
      await admin(
        [
          `update accounts set account_name = 'Copy on the replica' where id = '${a.account.id}'`,
          `insert into transactions (account_id, security_id, trade_date, booked_at, transaction_type, description, units, unit_price, value, net_value)
             values ('${a.account.id}', '${a.fund.id}', '2024-01-02', '2024-01-02T00:00:00Z', 'Contribution', 'Only on the replica', 1, 1, 1.00, 1.00)`,
          // The insert's trigger queued A; on this replica A's figures count as settled.
          `delete from valuation_queue where account_id = '${a.account.id}'`,
        ],
        replicaName,
      );
      await admin([`alter database ${replicaName} set default_transaction_read_only = on`]);
      primary = await openDatabase({ kind: 'postgres', url: urlOf(primaryName) });
      replica = await openReadReplica(urlOf(replicaName));
      app = await buildApp({ env: testEnv, channel: 'NZ', database: primary, readReplica: replica });
    });

    afterAll(async () => {
      await app?.close();
      await replica?.close();
      await primary?.close();
      await admin([`drop database if exists ${replicaName} with (force)`, `drop database if exists ${primaryName} with (force)`]);
    });

    it('signs in on the primary: the session and the audit are written there, nothing on the read-only replica', async () => {
      const browser = await signedIn(app, a.username);
      expect((await browser.get('/api/v1/auth/session')).statusCode).toBe(200);
      const userOf = sql`(select id from users where username = ${a.username})`;
      expect(await count(primary.db, sql`select count(*) as n from ${sessions} where user_id = ${userOf}`)).toBeGreaterThanOrEqual(1);
      expect(await count(replica.db, sql`select count(*) as n from ${sessions} where user_id = ${userOf}`)).toBe(0);
      expect(await count(primary.db, sql`select count(*) as n from ${auditEvents} where username = ${a.username}`)).toBeGreaterThanOrEqual(1);
      expect(await count(replica.db, sql`select count(*) as n from ${auditEvents} where username = ${a.username}`)).toBe(0);
    });

    it('answers the account reads from the replica', async () => {
      const browser = await signedIn(app, a.username);
      const [listed] = (await accountList(browser)).ownedList;
      expect(listed).toMatchObject({ accountNumber: a.account.accountNumber, accountName: 'Copy on the replica' });
      const detail = (await browser.get(`/api/v1/accounts/${a.account.accountNumber}`)).json();
      expect(detail.accountName).toBe('Copy on the replica');
      const pageResponse = await browser.get(`/api/v1/transactions?accountNumber=${a.account.accountNumber}&periodStart=2024-01-02&periodEnd=2024-06-30&pageNo=1&pageSize=20`);
      expect(pageResponse.statusCode, pageResponse.body).toBe(200);
      const page = pageResponse.json();
      expect(page.list.map((row: { description: string }) => row.description)).toContain('Only on the replica');
      // The primary has neither: the answers came from the replica.
      const [onPrimary] = await primary.db.select().from(accounts).where(eq(accounts.id, a.account.id));
      expect(onPrimary!.accountName).not.toBe('Copy on the replica');
    });

    it('recomputes a still-queued account on the primary and reads the result there', async () => {
      const browser = await signedIn(app, b.username);
      const [listed] = (await accountList(browser)).ownedList;
      // 1,500 units at 1.20: the purchase the replica also shows queued, valued on the primary.
      expect(listed).toMatchObject({ accountNumber: b.account.accountNumber, balance: 1800 });
      expect(await count(primary.db, sql`select count(*) as n from ${valuationQueue} where account_id = ${b.account.id}`)).toBe(0);
      // The replica (read-only) still has it queued: the replica applies the primary's change when it replays it.
      expect(await count(replica.db, sql`select count(*) as n from ${valuationQueue} where account_id = ${b.account.id}`)).toBe(1);
    });

    it("keeps a request's reads on the primary once it has written through primaryOf", async () => {
      const nameOf = async (db: Db) => (await db.select({ name: accounts.accountName }).from(accounts).where(eq(accounts.id, a.account.id)))[0]!.name;
      const handle = readHandle(primary.db, replica);
      expect(await nameOf(handle)).toBe('Copy on the replica');
      expect(targetOf(handle)).toBe(replica.db);
      expect(primaryOf(handle)).toBe(primary.db);
      expect(targetOf(handle)).toBe(primary.db);
      expect(await nameOf(handle)).not.toBe('Copy on the replica');
      // Another request's handle starts on the replica again.
      expect(await nameOf(readHandle(primary.db, replica))).toBe('Copy on the replica');
    });

    it('reads the primary while the replica is further behind than the bound, or down', async () => {
      const nameOf = async (db: Db) => (await db.select({ name: accounts.accountName }).from(accounts).where(eq(accounts.id, a.account.id)))[0]!.name;
      const lagging = await watchReplica(replica.db, async () => undefined, { maxLagSeconds: 5, measureLag: async () => 6 });
      expect(lagging.usable()).toBe(false);
      expect(await nameOf(readHandle(primary.db, lagging))).not.toBe('Copy on the replica');
      const caughtUp = await watchReplica(replica.db, async () => undefined, { maxLagSeconds: 5, measureLag: async () => 4 });
      expect(await nameOf(readHandle(primary.db, caughtUp))).toBe('Copy on the replica');
      const down = await openReadReplica(urlOf(`${base}_missing`));
      try {
        expect(down.usable()).toBe(false);
        expect(await nameOf(readHandle(primary.db, down))).not.toBe('Copy on the replica');
      } finally {
        await down.close();
      }
    });
  });
}
