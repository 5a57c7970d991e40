import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.js';
import { createTestApp, TestBrowser, testEnv } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { eventually } from '../../test/eventually.js';
import { DELIVERED_BODY, queueEmail } from '../../modules/email/outbox.repo.js';
import { createClientWithLogin } from '../../modules/credentials/credential-test-helpers.js';
import { deliverDueEmails, EmailWorker, MAX_ATTEMPTS, retryDelaySeconds, smtpSender } from './email-worker.js';
import { deadSmtpUrl, decodedData, startFakeSmtpServer } from './fake-smtp-server.js';

let testDb: TestDatabase;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.drop();
});

beforeEach(async () => {
  // Each test sees only its own messages.
  await db().delete(emailOutbox);
});

const FROM = 'Tasman Client Portal <no-reply@tasman.example.nz>';

async function queue(to: string, overrides: Partial<Parameters<typeof queueEmail>[1]> = {}) {
  await queueEmail(db(), {
    channel: 'NZ',
    kind: 'password-reset',
    to,
    subject: 'Reset your Tasman Asset Management Client Portal password',
    text: 'Open this link: http://localhost:3000/login?op=reset&clientId=abc&secret=s3cr3t-value\n',
    html: '<p><a href="http://localhost:3000/login?op=reset&amp;clientId=abc&amp;secret=s3cr3t-value">link</a></p>',
    ...overrides,
  });
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return row!;
}

const rowOf = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe('retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 6 h, then gives up at the sixth failure', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([60, 300, 1800, 7200, 21600]);
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(6);
  });
});

describe('queueEmail', () => {
  it('only writes a queued row: nothing is sent and nothing can fail', async () => {
    const row = await queue('queued@example.nz');
    expect(row).toMatchObject({ status: 'queued', attempts: 0, sentAt: null, lastError: null, kind: 'password-reset' });
  });
});

describe('sending over SMTP (a real SMTP conversation with a test server)', () => {
  it('sends a due message with nodemailer and marks it sent', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const row = await queue('aroha@example.nz');
      const handled = await deliverDueEmails(db(), { sender: smtpSender(smtp.url), from: FROM });
      expect(handled).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      const [message] = smtp.messages;
      expect(message!.from).toBe('<no-reply@tasman.example.nz>');
      expect(message!.to).toEqual(['<aroha@example.nz>']);
      const data = decodedData(message!);
      expect(data).toContain('Subject: Reset your Tasman Asset Management Client Portal password');
      expect(data).toContain('http://localhost:3000/login?op=reset&clientId=abc&secret=s3cr3t-value');
      expect(data).toContain('text/html');
      const after = await rowOf(row.id);
      expect(after.status).toBe('sent');
      expect(after.sentAt).not.toBeNull();
      expect(after.attempts).toBe(0);
      // The delivered link is not kept in the table.
      expect(after.textBody).toBe(DELIVERED_BODY);
      expect(after.htmlBody).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('sends every due message once, in small batches', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      for (let i = 0; i < 7; i += 1) await queue(`batch${i}@example.nz`);
      const handled = await deliverDueEmails(db(), { sender: smtpSender(smtp.url), from: FROM, batchSize: 3 });
      expect(handled).toBe(7);
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `<batch${i}@example.nz>`).sort());
      expect(await deliverDueEmails(db(), { sender: smtpSender(smtp.url), from: FROM })).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('does not send a message twice when two workers run at once', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      for (let i = 0; i < 6; i += 1) await queue(`twice${i}@example.nz`);
      const options = { sender: smtpSender(smtp.url), from: FROM, batchSize: 2 };
      const [a, b] = await Promise.all([deliverDueEmails(db(), options), deliverDueEmails(db(), options)]);
      expect(a + b).toBe(6);
      expect(smtp.messages).toHaveLength(6);
    } finally {
      await smtp.close();
    }
  });

  it('schedules a retry when the server refuses the connection, keeping only the error message', async () => {
    const row = await queue('refused@example.nz');
    const before = Date.now();
    await deliverDueEmails(db(), { sender: smtpSender(await deadSmtpUrl()), from: FROM });
    const after = await rowOf(row.id);
    expect(after.status).toBe('queued');
    expect(after.attempts).toBe(1);
    expect(after.lastError).toMatch(/ECONNREFUSED/);
    expect(after.lastError).not.toContain('s3cr3t-value');
    const waitSeconds = (after.nextAttemptAt.getTime() - before) / 1000;
    expect(waitSeconds).toBeGreaterThan(55);
    expect(waitSeconds).toBeLessThan(70);
    // Not due yet: the next pass leaves it alone.
    expect(await deliverDueEmails(db(), { sender: smtpSender(await deadSmtpUrl()), from: FROM })).toBe(0);
  });

  it('records a refused recipient as a failed attempt', async () => {
    const smtp = await startFakeSmtpServer({ rejectRecipients: true });
    try {
      const row = await queue('unknown@example.nz');
      await deliverDueEmails(db(), { sender: smtpSender(smtp.url), from: FROM });
      const after = await rowOf(row.id);
      expect(after.attempts).toBe(1);
      expect(after.lastError).toContain('550');
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 6 h and marks the message failed after six attempts', async () => {
    const row = await queue('always-down@example.nz');
    const dead = smtpSender(await deadSmtpUrl());
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await db().update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, row.id));
      const before = Date.now();
      await deliverDueEmails(db(), { sender: dead, from: FROM });
      const after = await rowOf(row.id);
      expect(after.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(after.status).toBe('queued');
        waits.push(Math.round((after.nextAttemptAt.getTime() - before) / 60_000));
      } else {
        expect(after.status).toBe('failed');
      }
    }
    expect(waits).toEqual([1, 5, 30, 120, 360]);
    await db().update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(emailOutbox.id, row.id));
    expect(await deliverDueEmails(db(), { sender: dead, from: FROM })).toBe(0);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the message in the outbox as delivered (stored), for the demo mailbox', async () => {
    const row = await queue('demo@example.nz');
    expect(await deliverDueEmails(db(), { sender: null, from: FROM })).toBe(1);
    const after = await rowOf(row.id);
    expect(after.status).toBe('stored');
    expect(after.attempts).toBe(0);
  });
});

describe('the worker', () => {
  it('delivers right after a message is queued, well before its 5-second poll, and stops cleanly', async () => {
    const smtp = await startFakeSmtpServer();
    const worker = new EmailWorker(db(), { SMTP_URL: smtp.url, MAIL_FROM: FROM }, undefined, { pollMs: 60_000 });
    try {
      worker.start();
      await new Promise((resolve) => setTimeout(resolve, 100)); // its first pass finds nothing
      await queue('kicked@example.nz');
      await eventually(() => expect(smtp.messages).toHaveLength(1), 2_000);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    await queue('after-stop@example.nz');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(1);
  });

  it('does not hold up or fail a request when the SMTP server is down: the reset answers, the e-mail waits', async () => {
    const smtpUrl = await deadSmtpUrl();
    const app = await createTestApp(testDb.database, 'NZ', { SMTP_URL: smtpUrl });
    const worker = new EmailWorker(db(), { ...testEnv, SMTP_URL: smtpUrl }, undefined, { pollMs: 60_000 });
    try {
      worker.start();
      const { user, client } = await createClientWithLogin(db());
      const response = await new TestBrowser(app).send('POST', '/api/v1/auth/password-reset', { username: user.username });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: true });
      await eventually(async () => {
        const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, client!.emailAddress!));
        expect(row!.attempts).toBe(1);
        expect(row!.status).toBe('queued');
        expect(row!.lastError).toMatch(/ECONNREFUSED/);
      }, 3_000);
    } finally {
      await worker.stop();
      await app.close();
    }
  });
});
