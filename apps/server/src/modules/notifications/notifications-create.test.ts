import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { accountHolders, notifications, reports } from '../../db/schema/index.js';
import { createDocumentStorage, storageConfigFromEnv } from '../../storage/document-storage.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { eventually } from '../../test/eventually.js';
import { testEnv } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ensureStatementIssued } from '../statements/statement-issue.js';
import { testRenderer } from '../statements/statement-test-render.js';
import { createNotifications } from './notifications-create.js';
import { NotificationsLiveHub } from './notifications-live-hub.js';

let testDb: TestDatabase;
let hub: NotificationsLiveHub;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  hub = new NotificationsLiveHub(testDb.database);
  await hub.start();
});
afterAll(async () => {
  await hub.stop();
  await testDb.drop();
});

/** Counts the announcements each client hears. */
function listen(clientIds: string[]) {
  const heard = new Map(clientIds.map((id) => [id, 0]));
  for (const id of clientIds) hub.subscribe(id, () => heard.set(id, (heard.get(id) ?? 0) + 1));
  return heard;
}

describe('createNotifications', () => {
  it('inserts every row, answers their ids in order, and announces each client once', async () => {
    const clients = await Promise.all([createUser(db()), createUser(db()), createUser(db())]);
    const [a, b, c] = clients.map((made) => made.client!.id) as [string, string, string];
    const heard = listen([a, b, c]);
    const row = (clientId: string, subject: string) => ({
      clientId,
      notificationTypeCode: 'NEWS',
      notificationPriorityCode: 'Normal' as const,
      subject,
      bodyText: subject,
      dateSent: new Date(),
    });
    const ids = await createNotifications(db(), [row(a, 'one'), row(b, 'two'), row(a, 'three')]);
    expect(ids).toHaveLength(3);
    const stored = await db().select().from(notifications).where(inArray(notifications.id, ids));
    expect(ids.map((id) => stored.find((s) => s.id === id)?.subject)).toEqual(['one', 'two', 'three']);
    await eventually(() => {
      expect(heard.get(a)).toBe(1);
      expect(heard.get(b)).toBe(1);
    });
    expect(heard.get(c)).toBe(0);
    expect(await createNotifications(db(), [])).toEqual([]);
  });
});

describe('statement issuing creates its notifications through createNotifications', () => {
  it("announces the new statement to the account's holders, once, and to nobody else", async () => {
    const { client: owner } = await createUser(db());
    const { client: related } = await createUser(db());
    const { client: stranger } = await createUser(db());
    const account = await giveAccount(db(), owner!.id, 'UT');
    await db().insert(accountHolders).values({ accountId: account.id, clientId: related!.id, ownershipType: 'RELATED', role: 'Related party' });
    const [report] = await db()
      .insert(reports)
      .values({
        accountId: account.id,
        reportName: 'Annual Statement 2025',
        reportDate: '2025-03-31',
        reportType: 'AnnualStatement',
        periodStart: '2024-04-01',
        periodEnd: '2025-03-31',
        storageKey: `statements/${account.accountNumber}/live-test.pdf`,
      })
      .returning();
    const heard = listen([owner!.id, related!.id, stranger!.id]);
    const storage = createDocumentStorage(storageConfigFromEnv(testEnv));
    const { render } = testRenderer();
    await ensureStatementIssued(db(), storage, report!.id, render);
    await eventually(() => {
      expect(heard.get(owner!.id)).toBe(1);
      expect(heard.get(related!.id)).toBe(1);
    });
    // Issued already: a second call is a lookup, and announces nothing.
    await ensureStatementIssued(db(), storage, report!.id, render);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([heard.get(owner!.id), heard.get(related!.id), heard.get(stranger!.id)]).toEqual([1, 1, 0]);
    const notes = await db().select().from(notifications).where(eq(notifications.accountId, account.id));
    expect(notes.map((n) => n.clientId).sort()).toEqual([owner!.id, related!.id].sort());
  });
});
