import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommsPreferenceResponse } from '@tasman/domain/contracts/comms-preferences';
import { commsCategories, commsInterestOptions, emailOutbox } from '../../db/schema/index.js';
import { buildCommsRows } from '../../db/seed/comms-preferences.js';
import { createRng } from '../../db/seed/prng.js';
import { sendQueuedEmail, type EmailSender } from '../../jobs/email/email-worker.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { queueEmail, type EmailKind } from '../email/outbox.repo.js';

/**
 * The outbox honours communication preferences (issue 13): a marketing or newsletter e-mail is
 * recorded as skipped and never delivered to a client who unsubscribed from all e-mails or from its
 * category's Email channel; service e-mails always go.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const PATH = '/api/v1/Client/CommsPreference';

beforeAll(async () => {
  const { categories, options } = buildCommsRows([], '2026-11-25', createRng('ids'), createRng('comms'));
  await db().insert(commsCategories).values(categories);
  await db().insert(commsInterestOptions).values(options);
});

/** A client who saved their preferences through the API: Email on for `emailOn` categories. */
async function clientWith(emailOn: string[], unsubscribedFromAllEmails = false) {
  const { user, client } = await createUser(db());
  const browser = new TestBrowser(ctx.app);
  await browser.signIn(user.username);
  const prefs = (await browser.get(PATH)).json() as CommsPreferenceResponse;
  const saved = await browser.send('PUT', PATH, {
    unsubscribedFromAllEmails: false,
    commsPreferenceList: prefs.commsPreferenceList.map((c) => ({
      categoryCode: c.categoryCode,
      channelList: c.channelList.map((ch) => ({ channelCode: ch.channelCode, subscribed: ch.channelCode === 'Email' && emailOn.includes(c.categoryCode) })),
    })),
    commsInterestList: [],
  });
  expect(saved.statusCode).toBe(200);
  if (unsubscribedFromAllEmails) {
    const unsubscribed = await browser.send('PUT', PATH, { unsubscribedFromAllEmails: true, commsPreferenceList: [], commsInterestList: [] });
    expect(unsubscribed.statusCode).toBe(200);
  }
  return { clientId: client!.id, to: `client.${client!.id.slice(0, 8)}@example.nz` };
}

/** Queues one e-mail and runs the delivery job on it with a recording sender. */
async function queueAndDeliver(kind: EmailKind, to: string, clientId: string | undefined) {
  const delivered: string[] = [];
  const sender: EmailSender = { send: async (m) => void delivered.push(m.to), close: () => undefined };
  const queued = await queueEmail(db(), { channel: 'NZ', kind, to, subject: `A ${kind} e-mail`, text: 'Hello', ...(clientId ? { clientId } : {}) });
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.createdAt);
  const outcome = await sendQueuedEmail(db(), row!.id, { sender, from: 'no-reply@tasman.example.nz' }, { retryCount: 0, retryLimit: 0 });
  const [after] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
  await db().delete(emailOutbox).where(eq(emailOutbox.id, row!.id));
  return { queued, outcome, delivered, status: after!.status, note: after!.lastError };
}

describe('the outbox honours communication preferences', () => {
  it('delivers a newsletter to a client whose Market insights Email channel is on', async () => {
    const { clientId, to } = await clientWith(['INSIGHTS']);
    const result = await queueAndDeliver('market-insights-newsletter', to, clientId);
    expect(result).toMatchObject({ queued: 'queued', outcome: 'sent', status: 'sent', delivered: [to] });
  });

  it("records as skipped, and never delivers, a newsletter whose category's Email channel is off", async () => {
    const { clientId, to } = await clientWith(['OFFERS']);
    const newsletter = await queueAndDeliver('market-insights-newsletter', to, clientId);
    expect(newsletter).toMatchObject({ queued: 'skipped', outcome: 'skipped', status: 'skipped', delivered: [] });
    expect(newsletter.note).toBe('not sent: the client is not subscribed to INSIGHTS by Email');
    // The same client's Products and offers channel is on: that kind goes.
    expect(await queueAndDeliver('product-offer', to, clientId)).toMatchObject({ status: 'sent', delivered: [to] });
  });

  it('records as skipped every marketing kind to a client who unsubscribed from all emails', async () => {
    const { clientId, to } = await clientWith(['FUNDUPDATES', 'INSIGHTS', 'EVENTS', 'OFFERS'], true);
    for (const kind of ['fund-update', 'market-insights-newsletter', 'event-invitation', 'product-offer'] as const) {
      const result = await queueAndDeliver(kind, to, clientId);
      expect(result, kind).toMatchObject({ queued: 'skipped', status: 'skipped', delivered: [], note: 'not sent: the client unsubscribed from all emails' });
    }
  });

  it('always delivers service e-mails, even to a client who unsubscribed from all', async () => {
    const { to } = await clientWith([], true);
    for (const kind of ['password-reset', 'password-setup', 'security-notice', 'deposit-instructions', 'username-reminder'] as const) {
      const result = await queueAndDeliver(kind, to, undefined);
      expect(result, kind).toMatchObject({ queued: 'queued', outcome: 'sent', status: 'sent', delivered: [to] });
    }
  });

  it('skips a marketing e-mail to a client who never chose, or that names no client', async () => {
    const { client } = await createUser(db());
    const never = await queueAndDeliver('event-invitation', 'never.chose@example.nz', client!.id);
    expect(never).toMatchObject({ queued: 'skipped', delivered: [], note: 'not sent: the client is not subscribed to EVENTS by Email' });
    const nobody = await queueAndDeliver('fund-update', 'nobody@example.nz', undefined);
    expect(nobody).toMatchObject({ queued: 'skipped', delivered: [], note: 'not sent: a marketing e-mail must name its client' });
  });
});
