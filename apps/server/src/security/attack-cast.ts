import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { accountHolders, accounts, advisers, benchmarks, clients, notificationContents, notifications, reports, securities, strategies, users } from '../db/schema/index.js';
import { createUser, giveAccount, type UserFixture } from '../test/fixtures.js';
import { createFund, trade } from '../test/market-fixtures.js';
import { clientAccountIdOf } from '../modules/account-profiles/client-account-id.js';
import { sessionOf } from './attack-client.js';
import { isBookParam, isOwnedParam, isReferenceParam, type BookParam, type OwnedParam, type ReferenceParam } from './route-catalogue.js';

/**
 * The people of the authorization matrix (brief T §1; spec 000 §6 roles): client A owns the records
 * under attack; everyone else is either entitled to some of them or a stranger to all of them.
 */
export const ROLES = ['anonymous', 'owner', 'stranger', 'relatedOnly', 'prospect', 'adviserOfOwner', 'otherAdviser', 'staff'] as const;
export type Role = (typeof ROLES)[number];

const tag = () => randomBytes(4).toString('hex');

export interface OwnerRecords {
  clientId: string;
  clientKey: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A KiwiSaver account that a related-only user also holds (RELATED). */
  sharedAccount: string;
  /** A wealth-management account only A holds. */
  privateAccount: string;
  notificationId: string;
  notificationSubject: string;
  /** A monthly review that one of A's notifications opens (issue 12 web view). */
  contentId: string;
  /** An issued statement of the shared account, and one of the private account. */
  sharedReportId: string;
  privateReportId: string;
  /** The related holder's row on the shared account (issue 13 Account Profiles' clientAccountId). */
  sharedHolderId: string;
}

export interface Cast {
  /** Session tokens; anonymous has none. */
  sessions: Record<Role, string | null>;
  owner: OwnerRecords;
  reference: Record<ReferenceParam, string>;
  /** Strings of A's that no stranger may ever read. */
  ownerSecrets: string[];
}

async function member(app: FastifyInstance, db: Db, fixture: UserFixture, adviserId?: string) {
  const made = await createUser(db, fixture);
  if (adviserId) await db.update(users).set({ adviserId }).where(eq(users.id, made.user.id));
  return { ...made, session: await sessionOf(app, made.user.username) };
}

/** Creates the cast and A's records on the app's database, and signs everyone in. */
export async function assembleCast(app: FastifyInstance, db: Db): Promise<Cast> {
  const t = tag();
  const [adviser] = await db.insert(advisers).values({ channel: 'NZ', firstName: `Adam${t}`, lastName: 'Adviser' }).returning();
  const [otherAdviser] = await db.insert(advisers).values({ channel: 'NZ', firstName: `Otto${t}`, lastName: 'Other' }).returning();

  const owner = await member(app, db, {});
  const related = await member(app, db, {});
  const stranger = await member(app, db, {});
  const prospect = await member(app, db, { clientStatusCode: 'PROSPECTPW' });
  const adviserOfOwner = await member(app, db, { userType: 'Intermediary' }, adviser!.id);
  const another = await member(app, db, { userType: 'Intermediary' }, otherAdviser!.id);
  const staff = await member(app, db, { userType: 'Staff' });

  // A's name and e-mail are unique to this run, so finding them in an answer means a leak.
  const firstName = `Ownerfirst${t}`;
  const lastName = `Ownerlast${t}`;
  const email = `owner.${t}@example.test`;
  await db.update(clients).set({ firstName, lastName, knownAs: firstName, salutation: `Ms ${lastName}`, emailAddress: email }).where(eq(clients.id, owner.client!.id));

  const fund = await createFund(db, `Attack Suite Fund ${t}`, [
    ['2024-01-02', '1.000000'],
    ['2024-06-28', '1.100000'],
  ]);
  const shared = await giveAccount(db, owner.client!.id, 'KS');
  const privateAccount = await giveAccount(db, owner.client!.id, 'PW');
  for (const account of [shared, privateAccount]) {
    await db.update(accounts).set({ adviserId: adviser!.id, signupDate: '2024-01-02', accountName: `Owner account ${account.accountNumber}` }).where(eq(accounts.id, account.id));
    await trade(db, { accountId: account.id, securityId: fund.id, tradeDate: '2024-01-02', units: '100', unitPrice: '1', value: '100.00' });
  }
  await db.insert(accountHolders).values({ accountId: shared.id, clientId: related.client!.id, ownershipType: 'RELATED', role: 'Related party' });
  // The stranger has an account of their own, so their answers are not empty by accident.
  const strangersOwn = await giveAccount(db, stranger.client!.id, 'KS');
  await db.update(accounts).set({ signupDate: '2024-01-02' }).where(eq(accounts.id, strangersOwn.id));

  const notificationSubject = `Owner notice ${t}`;
  const [notification] = await db
    .insert(notifications)
    .values({
      clientId: owner.client!.id,
      accountId: privateAccount.id,
      notificationTypeCode: 'SECURITY',
      notificationPriorityCode: 'RequireAction',
      subject: notificationSubject,
      bodyText: `Only for ${firstName}`,
      dateSent: new Date(),
      dismissible: true,
    })
    .returning();

  // A monthly review sent to A alone: its web view is A's to read.
  const contentId = `attack-review-${t}`;
  await db.insert(notificationContents).values({ id: contentId, contentType: 'MONTHLYREVIEW', title: `Review ${t}`, html: `<p>Review for ${firstName}</p>`, publishedAt: new Date() });
  await db.insert(notifications).values({
    clientId: owner.client!.id,
    notificationTypeCode: 'MONTHLYREVIEW',
    notificationPriorityCode: 'Normal',
    subject: `Owner review ${t}`,
    bodyText: 'The month in markets.',
    dateSent: new Date(),
    ctaLabel: 'Read the review',
    ctaLinkToCode: 'MONTHLYREVIEW',
    ctaLinkToId: contentId,
  });

  // A statement of each account, issued (its bytes stored), so a download serves it as the job left it.
  const reportIds: string[] = [];
  for (const account of [shared, privateAccount]) {
    const storageKey = `attack-suite/${t}/${account.accountNumber}.pdf`;
    await app.storage.put(storageKey, Buffer.from(`%PDF-1.7\n% statement of ${account.accountNumber}\n%%EOF\n`), { contentType: 'application/pdf' });
    const [report] = await db
      .insert(reports)
      .values({
        accountId: account.id,
        reportName: 'Annual Statement 2025',
        reportDate: '2025-03-31',
        reportType: 'AnnualStatement',
        periodStart: '2024-04-01',
        periodEnd: '2025-03-31',
        storageKey,
        issuedAt: new Date(),
        sha256: createHash('sha256').update(`%PDF-1.7\n% statement of ${account.accountNumber}\n%%EOF\n`).digest('hex'),
      })
      .returning();
    reportIds.push(report!.id);
  }

  const [benchmark] = await db.insert(benchmarks).values({ msBenchmarkId: `XB${t}`, name: `Attack Index ${t}`, currencyCode: 'NZD' }).returning();
  await db.update(securities).set({ benchmarkId: benchmark!.id }).where(eq(securities.id, fund.id));
  const [strategy] = await db.insert(strategies).values({ code: `S${t}`, name: `Attack ${t} Portfolio`, channel: 'NZ' }).returning();

  const records: OwnerRecords = {
    clientId: owner.client!.id,
    clientKey: owner.client!.clientKey,
    firstName,
    lastName,
    email,
    sharedAccount: shared.accountNumber,
    privateAccount: privateAccount.accountNumber,
    notificationId: notification!.id,
    notificationSubject,
    contentId,
    sharedReportId: reportIds[0]!,
    privateReportId: reportIds[1]!,
    sharedHolderId: clientAccountIdOf(shared.id, related.client!.id),
  };
  return {
    sessions: {
      anonymous: null,
      owner: owner.session,
      stranger: stranger.session,
      relatedOnly: related.session,
      prospect: prospect.session,
      adviserOfOwner: adviserOfOwner.session,
      otherAdviser: another.session,
      staff: staff.session,
    },
    owner: records,
    reference: {
      fundId: fund.msSecurityId,
      benchmarkId: benchmark!.msBenchmarkId,
      strategyName: strategy!.name,
      // Insights (issue 14): the cast's portal's channel; an article and an image that need not exist.
      channel: app.channel.toLowerCase(),
      articleId: '1',
      imageId: '00000000-0000-4000-8000-000000000000.png',
    },
    ownerSecrets: [
      records.clientId,
      records.clientKey,
      firstName,
      lastName,
      email,
      records.sharedAccount,
      records.privateAccount,
      records.notificationId,
      notificationSubject,
      records.sharedReportId,
      records.privateReportId,
    ],
  };
}

/** One of A's records that a route parameter can name, and who may see it. */
export interface Target {
  label: string;
  value: string;
  allowed: readonly Role[];
}

/**
 * Who may see which of A's records (DESIGN §6; STYLE 'Access is default-deny'): an account's
 * holders (owner and related), the account's adviser and staff; a client record only its client
 * and staff (people.service getClientByKey); a notification or message only its client; a monthly
 * review or blog only a client one of whose notifications opens it.
 * Everyone else must get exactly the answer for a record that does not exist.
 */
export function targetsOf(param: OwnedParam, owner: OwnerRecords): Target[] {
  switch (param) {
    case 'accountNumber':
      return [
        { label: 'an account A shares with a related party', value: owner.sharedAccount, allowed: ['owner', 'relatedOnly', 'adviserOfOwner', 'staff'] },
        { label: "an account only A holds", value: owner.privateAccount, allowed: ['owner', 'adviserOfOwner', 'staff'] },
      ];
    case 'clientKey':
      return [{ label: "A's client record", value: owner.clientKey, allowed: ['owner', 'staff'] }];
    case 'notificationId':
    case 'portalNotificationId':
    case 'messageId':
      return [{ label: "A's notification", value: owner.notificationId, allowed: ['owner'] }];
    case 'contentId':
      return [{ label: "a monthly review sent to A", value: owner.contentId, allowed: ['owner'] }];
    case 'reportId':
      // A report is seen by whoever may see its account.
      return [
        { label: 'a statement of the account A shares', value: owner.sharedReportId, allowed: ['owner', 'relatedOnly', 'adviserOfOwner', 'staff'] },
        { label: "a statement of the account only A holds", value: owner.privateReportId, allowed: ['owner', 'adviserOfOwner', 'staff'] },
      ];
    case 'clientAccountId':
      // A holder row is seen by whoever may see its account (its writes are refused to all but holders).
      return [{ label: 'the related holder of the account A shares', value: owner.sharedHolderId, allowed: ['owner', 'relatedOnly', 'adviserOfOwner', 'staff'] }];
    case 'memberClientId':
      // A as a KiwiSaver member (the calculators' member data): A, the adviser of A's KiwiSaver account, staff — not the related holder.
      return [{ label: 'A as a KiwiSaver member', value: owner.clientId, allowed: ['owner', 'adviserOfOwner', 'staff'] }];
  }
}

/**
 * Who may see A as a client of the book (issue 10): the adviser of A's accounts and staff of the
 * portal. Every client — A included — and any other adviser must get exactly the answer for a
 * client who does not exist (clients: 403, the book is not theirs; another adviser: 404).
 */
export function bookTargetsOf(param: BookParam, owner: OwnerRecords): Target[] {
  switch (param) {
    case 'clientId':
      return [{ label: "A in their adviser's client book", value: owner.clientId, allowed: ['adviserOfOwner', 'staff'] }];
  }
}

/** A well-formed value of the same kind that names nothing. */
export function missingValueOf(param: OwnedParam | BookParam): string {
  switch (param) {
    case 'accountNumber':
      return 'T0NOSUCH1';
    case 'clientKey':
      return 'CKNOSUCH1';
    case 'clientAccountId':
      return 'NoSuchHolderRow0000000';
    default:
      return randomUUID();
  }
}

/** The value a path parameter gets when a test is not swapping it: A's first record of its kind, or reference data. */
export function ownerValueOf(cast: Cast, param: string): string {
  if (isOwnedParam(param)) return targetsOf(param, cast.owner)[0]!.value;
  if (isReferenceParam(param)) return cast.reference[param];
  if (isBookParam(param)) return bookTargetsOf(param, cast.owner)[0]!.value;
  throw new Error(`unknown path parameter :${param} (add it to route-catalogue.ts)`);
}
