import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, advisers, notifications } from '../../db/schema/index.js';
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

describe('portal load: profile, client and advisers (spec 000 §3, §4 Portal load)', () => {
  it('gives a client their salutation, first name and client key', async () => {
    const { browser, client } = await signedIn();
    const profile = await browser.get('/api/v1/profile');
    expect(profile.json()).toMatchObject({
      clientKey: client!.clientKey,
      clientSalutation: 'Ms Test',
      name: { firstName: 'Aroha' },
      userType: 'Client',
    });
    const own = await browser.get(`/api/v1/client/${client!.clientKey}`);
    expect(own.json()).toMatchObject({ clientId: client!.id, name: { firstName: 'Aroha', lastName: 'Test' } });
  });

  it('gives staff a profile without a client key', async () => {
    const { browser } = await signedIn({ userType: 'Staff' });
    expect((await browser.get('/api/v1/profile')).json()).toMatchObject({ clientKey: null, userType: 'Staff' });
  });

  it('lists the advisers of the accounts a client holds', async () => {
    const { browser, client } = await signedIn();
    const [adviser] = await db()
      .insert(advisers)
      .values({ channel: 'NZ', firstName: 'Mere', lastName: 'Adviser', position: 'Senior Adviser', emailAddress: 'mere@example.nz' })
      .returning();
    const account = await giveAccount(db(), client!.id, 'PW');
    await db().update(accounts).set({ adviserId: adviser!.id }).where(eq(accounts.id, account.id));
    const response = await browser.get('/api/v1/advisers');
    expect(response.json()).toEqual([
      { position: 'Senior Adviser', firstName: 'Mere', lastName: 'Adviser', phoneNumber: null, mobileNumber: null, emailAddress: 'mere@example.nz' },
    ]);
  });
});

describe('account list (spec 000 §3 Account list, §2.5 sort order)', () => {
  it('splits owned and related accounts, sorted PW, UT, KS, PE; accounts with no transactions are worth nothing', async () => {
    const { browser, client } = await signedIn();
    await giveAccount(db(), client!.id, 'PE');
    await giveAccount(db(), client!.id, 'KS');
    await giveAccount(db(), client!.id, 'PW');
    await giveAccount(db(), client!.id, 'UT', { ownershipType: 'RELATED' });
    const body = (await browser.get('/api/v1/accounts')).json();
    expect(body.ownedList.map((a: { productType: string }) => a.productType)).toEqual(['PW', 'KS', 'PE']);
    expect(body.relatedList.map((a: { productType: string }) => a.productType)).toEqual(['UT']);
    for (const account of [...body.ownedList, ...body.relatedList]) {
      expect(account).toMatchObject({ balance: 0, balanceAsAtDate: null });
    }
  });

  it('shows a client none of another client\'s accounts', async () => {
    const other = await createUser(db());
    await giveAccount(db(), other.client!.id, 'KS');
    const { browser } = await signedIn();
    const body = (await browser.get('/api/v1/accounts')).json();
    expect(body.ownedList).toEqual([]);
    expect(body.relatedList).toEqual([]);
  });
});

describe('notifications for the bell (spec 000 §3 Notification counts)', () => {
  it('counts unread alerts and general notifications apart and hides dismissed ones', async () => {
    const { browser, client } = await signedIn();
    const other = await createUser(db());
    const base = { notificationTypeCode: 'GENERAL', bodyText: 'Body', dateSent: new Date('2026-01-01T00:00:00Z') };
    await db().insert(notifications).values([
      { ...base, clientId: client!.id, subject: 'Alert unread', notificationPriorityCode: 'RequireAction', notificationStatusCode: 'Unread' },
      { ...base, clientId: client!.id, subject: 'Alert read', notificationPriorityCode: 'RequireAction', notificationStatusCode: 'Read' },
      { ...base, clientId: client!.id, subject: 'General unread 1', notificationPriorityCode: 'Normal', notificationStatusCode: 'Unread' },
      { ...base, clientId: client!.id, subject: 'General unread 2', notificationPriorityCode: 'Normal', notificationStatusCode: 'Unread', ctaLabel: 'Go', ctaLinkToCode: 'NEWS' },
      { ...base, clientId: client!.id, subject: 'Dismissed', notificationPriorityCode: 'Normal', notificationStatusCode: 'Dismissed' },
      { ...base, clientId: other.client!.id, subject: 'Not mine', notificationPriorityCode: 'Normal', notificationStatusCode: 'Unread' },
    ]);
    const body = (await browser.get('/api/v1/notifications')).json();
    expect(body.unreadAlertsNotificationTotal).toBe(1);
    expect(body.unreadGeneralNotificationTotal).toBe(2);
    expect(body.newMessageCount).toBe(3);
    expect(body.alertsNotifications).toHaveLength(2);
    const subjects = body.generalNotifications.map((n: { subject: string }) => n.subject);
    expect(subjects).not.toContain('Dismissed');
    expect(subjects).not.toContain('Not mine');
    const withCta = body.generalNotifications.find((n: { subject: string }) => n.subject === 'General unread 2');
    expect(withCta.callToAction).toEqual({ label: 'Go', linkToCode: 'NEWS', linkToId: null, linkToUrl: null });
  });
});
