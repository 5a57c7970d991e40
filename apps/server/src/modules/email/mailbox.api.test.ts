import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, TestBrowser } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createClientWithLogin, linkIn } from '../credentials/credential-test-helpers.js';
import { emailOutbox } from '../../db/schema/index.js';
import { queueEmail } from './outbox.repo.js';

let testDb: TestDatabase;
let demoNz: FastifyInstance;
let demoAu: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase();
  demoNz = await createTestApp(testDb.database, 'NZ', { PORTAL_DEMO: true });
  demoAu = await createTestApp(testDb.database, 'AU', { PORTAL_DEMO: true });
});

afterAll(async () => {
  await demoNz.close();
  await demoAu.close();
  await testDb.drop();
});

const db = () => testDb.database.db;
const mailbox = (app: FastifyInstance, query = '') => app.inject({ method: 'GET', url: `/api/v1/demo/mailbox${query}` });

describe('demo mailbox (issue 4)', () => {
  it('does not exist without demo data, with an SMTP server or in production', async () => {
    const variants = [{ PORTAL_DEMO: false }, { PORTAL_DEMO: true, SMTP_URL: 'smtp://127.0.0.1:2525' }, { PORTAL_DEMO: true, production: true }];
    for (const overrides of variants) {
      const app = await createTestApp(testDb.database, 'NZ', overrides);
      try {
        const response = await mailbox(app);
        expect(response.statusCode, JSON.stringify(overrides)).toBe(404);
        expect(response.json()).toEqual({ Id: 'NotFound', Message: 'Not found.' });
      } finally {
        await app.close();
      }
    }
  });

  it('lists what this portal queued, newest first, and a newcomer can follow the reset link from it', async () => {
    const { user, client } = await createClientWithLogin(db(), { email: 'mailbox.reader@example.nz' });
    await new TestBrowser(demoNz).send('POST', '/api/v1/auth/password-reset', { username: user.username });
    const response = await mailbox(demoNz, `?to=${encodeURIComponent('Mailbox.Reader@example.nz')}`);
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'password-reset',
      to: client!.emailAddress,
      subject: 'Reset your Tasman Asset Management Client Portal password',
      status: 'queued',
    });
    expect(Date.parse(messages[0].createdAt)).not.toBeNaN();
    expect(messages[0].html).toContain('<a href=');
    const link = linkIn(messages[0].text);
    const checked = await new TestBrowser(demoNz).send('POST', '/api/v1/auth/password-link/check', {
      op: link.op,
      clientId: link.clientId,
      secret: link.secret,
    });
    expect(checked.json().username).toBe(user.username);
  });

  it('shows the newest first and at most 100', async () => {
    // Explicit times a second apart: the clock of an embedded database may give equal times to quick inserts.
    const start = Date.now() - 200_000;
    await db()
      .insert(emailOutbox)
      .values(
        Array.from({ length: 103 }, (_, i) => ({
          channel: 'NZ' as const,
          kind: 'username-reminder' as const,
          toAddress: 'many@example.nz',
          subject: `Message ${i}`,
          textBody: `Body ${i}`,
          createdAt: new Date(start + i * 1000),
        })),
      );
    const { messages } = (await mailbox(demoNz, '?to=many@example.nz')).json();
    expect(messages).toHaveLength(100);
    const numbers = messages.map((m: { subject: string }) => Number(m.subject.replace('Message ', '')));
    expect(numbers[0]).toBe(102);
    expect(numbers).not.toContain(0);
  });

  it('shows each portal only its own e-mails', async () => {
    await queueEmail(db(), { channel: 'AU', kind: 'username-reminder', to: 'au.only@example.com.au', subject: 'AU', text: 'AU' });
    expect((await mailbox(demoNz, '?to=au.only@example.com.au')).json().messages).toHaveLength(0);
    expect((await mailbox(demoAu, '?to=au.only@example.com.au')).json().messages).toHaveLength(1);
    const all = (await mailbox(demoNz)).json().messages as Array<{ to: string }>;
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((m) => m.to === 'au.only@example.com.au')).toBe(false);
  });
});
