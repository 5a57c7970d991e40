import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.js';
import { useTestApp } from '../test/use-test-app.js';
import { call, errorBody, sessionOf } from './attack-client.js';

/**
 * Issue 9 item 27: a lone UTF-16 surrogate in the update notice was stored as U+FFFD, so what the
 * staff member sent is not what clients read. Ill-formed text is refused with 400 and nothing is
 * stored; well-formed text outside the Basic Multilingual Plane (a surrogate pair) is kept exactly.
 */
const ctx = useTestApp('NZ');
let staff: string;

beforeAll(async () => {
  const { user } = await createUser(ctx.testDb.database.db, { userType: 'Staff' });
  staff = await sessionOf(ctx.app, user.username);
});

const storedNotice = async () => (await call(ctx.app, 'GET', '/api/v1/portal/info')).json().loginNotices.updateNotice as string | null;

describe('ill-formed Unicode in what a caller sends (issue 9 item 27)', () => {
  it('refuses an update notice with a lone surrogate, and stores nothing', async () => {
    for (const lone of ['\\ud800', '\\udfff', 'a\\udc00b', '\\ude00\\ud83d']) {
      const response = await call(ctx.app, 'PUT', '/api/v1/portal/login-notices', {
        session: staff,
        rawPayload: `{"channel":"NZ","updateNotice":"Back at 5pm ${lone}"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect.soft(response.statusCode, lone).toBe(400);
      expect.soft(errorBody(response), lone).toEqual({ Id: 'ValidationFailed', Message: 'The request is not valid.' });
    }
    expect(await storedNotice()).toBeNull();
  });

  it('keeps a well-formed notice with a surrogate pair exactly as sent', async () => {
    const notice = 'Back at 5pm 🙂 — Māori: ā';
    const response = await call(ctx.app, 'PUT', '/api/v1/portal/login-notices', { session: staff, body: { channel: 'NZ', updateNotice: notice } });
    expect(response.statusCode).toBe(200);
    expect(await storedNotice()).toBe(notice);
  });

  it('refuses a lone surrogate in a sign-in body; its UTF-8 bytes in a query never answer 5xx', async () => {
    const inQuery = await call(ctx.app, 'GET', '/api/v1/mailbox?to=%ED%A0%80', { session: staff });
    expect(inQuery.statusCode).toBeLessThan(500);
    const signIn = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      rawPayload: '{"username":"aroha\\ud800","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(errorBody(signIn)?.Id).toBe('ValidationFailed');
  });
});
