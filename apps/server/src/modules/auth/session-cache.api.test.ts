import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { call, sessionOf } from '../../security/attack-client.js';
import { createUser } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { sessionIdOf } from './session-token.js';

/**
 * The session cache (issue 15, session-cache.ts) on a real database: a signed-in read is answered
 * without the session query, yet a session ended or changed anywhere stops answering, at once on
 * the instance that ended it and as soon as the NOTIFY arrives on another.
 */
const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;
const others: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
});

/** A second instance of the NZ portal on the same database. */
async function secondInstance(): Promise<FastifyInstance> {
  const app = await createTestApp(ctx.testDb.database, 'NZ');
  others.push(app);
  return app;
}

const whoAmI = (app: FastifyInstance, token: string) => call(app, 'GET', '/api/v1/auth/session', { session: token });

/** Deletes a session's row without its trigger: as if the NOTIFY were lost, so only the cache can still answer. */
async function deleteUnheard(token: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
  });
}

/** Waits (up to 3 s) for a NOTIFY to reach an instance: the condition holds once it has. */
async function eventually(condition: () => Promise<boolean> | boolean): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < 3_000; ) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

describe('the session cache', () => {
  it('answers a read with a session it has just looked up, without asking the database again', async () => {
    const { user } = await createUser(db());
    const token = await sessionOf(ctx.app, user.username);
    expect((await whoAmI(ctx.app, token)).statusCode).toBe(200);
    await deleteUnheard(token);
    // Only the cache knows the session now: the read is answered from it.
    expect((await whoAmI(ctx.app, token)).statusCode).toBe(200);
    // A new instance has no cached entry and asks the database, which has no such session.
    expect((await whoAmI(await secondInstance(), token)).statusCode).toBe(401);
  });

  it('refuses a signed-out session at once on the instance that signed it out', async () => {
    const { user } = await createUser(db());
    const token = await sessionOf(ctx.app, user.username);
    expect((await whoAmI(ctx.app, token)).statusCode).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/v1/auth/logout', { session: token })).statusCode).toBeLessThan(300);
    expect((await whoAmI(ctx.app, token)).statusCode).toBe(401);
  });

  it('refuses a session signed out on another instance once the database tells it', async () => {
    const { user } = await createUser(db());
    const other = await secondInstance();
    const token = await sessionOf(ctx.app, user.username);
    expect((await whoAmI(other, token)).statusCode).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/v1/auth/logout', { session: token })).statusCode).toBeLessThan(300);
    expect(await eventually(async () => (await whoAmI(other, token)).statusCode === 401)).toBe(true);
  });

  it('forgets a session whose row another process changed, and every session of a user changed', async () => {
    const { user } = await createUser(db());
    const token = await sessionOf(ctx.app, user.username);
    const id = sessionIdOf(token);
    const cached = () => ctx.app.sessionCache.find(id, ['active'], new Date()) !== null;
    expect((await whoAmI(ctx.app, token)).statusCode).toBe(200);
    expect(cached()).toBe(true);
    // Idle for an hour, as another instance or a script would write it: the cache must not vouch for it.
    await db().update(sessions).set({ lastSeenAt: new Date(Date.now() - 3_600_000) }).where(eq(sessions.id, id));
    expect(await eventually(() => !cached())).toBe(true);
    expect((await whoAmI(ctx.app, token)).statusCode).toBe(401);

    const again = await sessionOf(ctx.app, user.username);
    const againId = sessionIdOf(again);
    expect((await whoAmI(ctx.app, again)).statusCode).toBe(200);
    expect(ctx.app.sessionCache.find(againId, ['active'], new Date())).not.toBeNull();
    await db().update(users).set({ adviserId: null, username: `${user.username}-renamed` }).where(eq(users.id, user.id));
    expect(await eventually(() => ctx.app.sessionCache.find(againId, ['active'], new Date()) === null)).toBe(true);
  });
});
