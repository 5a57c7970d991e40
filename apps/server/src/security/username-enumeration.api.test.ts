import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.js';
import { useTestApp } from '../test/use-test-app.js';
import { call, passwordSignIn, sessionOf } from './attack-client.js';

/**
 * Issue 9 item 23 (OWASP ASVS 5.0 V6.3.8; WSTG-IDNT-04 'Testing for Account Enumeration'): the fifth
 * wrong password on a real username answered 423 while an unknown one stayed 401 for ever, so the
 * lockout said which usernames exist. Names nobody has are counted the same way: after five failures
 * both answer 'User is locked out' (spec 000 §8), whatever password follows.
 */
const ctx = useTestApp('NZ');
let staff: string;

beforeAll(async () => {
  const { user } = await createUser(ctx.testDb.database.db, { userType: 'Staff' });
  staff = await sessionOf(ctx.app, user.username);
});

async function sixAttempts(username: string) {
  const answers: Array<{ status: number; body: string }> = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const { response } = await passwordSignIn(ctx.app, username, { password: `wrong password ${attempt}` });
    answers.push({ status: response.statusCode, body: response.body });
  }
  return answers;
}

describe('the lockout does not tell which usernames exist (issue 9 item 23)', () => {
  it('answers a real and an unknown username alike on each of six wrong passwords: 401 four times, then 423', async () => {
    const { user } = await createUser(ctx.testDb.database.db);
    const real = await sixAttempts(user.username);
    const unknown = await sixAttempts(`nobody.${user.username}`);
    expect(real.map((a) => a.status)).toEqual([401, 401, 401, 401, 423, 423]);
    expect(unknown).toEqual(real);
    expect(unknown.at(-1)!.body).toBe(JSON.stringify({ Id: 'UserLockedOut', Message: 'User is locked out' }));
  });

  it('counts an unknown name however it is written (case and spaces), as a username is', async () => {
    const name = `Ghost.${Date.now()}`;
    for (const written of [name, name.toLowerCase(), ` ${name.toUpperCase()} `, name, name]) {
      await passwordSignIn(ctx.app, written, { password: 'wrong' });
    }
    expect((await passwordSignIn(ctx.app, name.toLowerCase(), { password: 'anything' })).response.statusCode).toBe(423);
  });

  it('lets staff clear the count of an unknown name, still answering that nobody has it', async () => {
    const name = `phantom.${Date.now()}`;
    await sixAttempts(name);
    const unlock = await call(ctx.app, 'POST', '/api/v1/auth/unlock', { session: staff, body: { username: name } });
    expect(unlock.statusCode).toBe(404);
    expect((await passwordSignIn(ctx.app, name, { password: 'wrong' })).response.statusCode).toBe(401);
  });
});
