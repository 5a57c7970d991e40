import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import { users } from '../db/schema/index.js';
import { createUser } from '../test/fixtures.js';
import { useTestPortals } from '../test/use-test-app.js';
import { call, sessionOf } from './attack-client.js';

/**
 * Issue 9 item 25: NZ staff could unlock an AU user and switch the AU portal's status. A user belongs
 * to one channel (DESIGN §4) and staff sign in on their own portal, so every staff action — unlock,
 * two-factor reset, status, login notices — acts on that portal only. Tested both ways.
 */
const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const portal = (channel: Channel) => (channel === 'NZ' ? ctx.nz : ctx.au);
const other = (channel: Channel): Channel => (channel === 'NZ' ? 'AU' : 'NZ');
const staffOf = {} as Record<Channel, string>;

beforeAll(async () => {
  for (const channel of ['NZ', 'AU'] as const) {
    const { user } = await createUser(db(), { userType: 'Staff', channel });
    staffOf[channel] = await sessionOf(portal(channel), user.username);
  }
});

async function lockedUserOf(channel: Channel) {
  const { user } = await createUser(db(), { channel, twoFactorEnabled: true });
  await db().update(users).set({ failedSignIns: 5, lockedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

const stored = async (userId: string) => (await db().select().from(users).where(eq(users.id, userId)))[0]!;

const staffCall = (channel: Channel, method: 'POST' | 'PUT', url: string, body: unknown): Promise<{ statusCode: number }> =>
  call(portal(channel), method, url, { session: staffOf[channel], body });

describe.each(['NZ', 'AU'] as const)('staff of the %s portal', (channel) => {
  it("cannot unlock another portal's user (404, as if not there), and can unlock their own", async () => {
    const theirs = await lockedUserOf(other(channel));
    expect((await staffCall(channel, 'POST', '/api/v1/auth/unlock', { username: theirs.username })).statusCode).toBe(404);
    expect((await stored(theirs.id)).lockedAt).not.toBeNull();
    const ours = await lockedUserOf(channel);
    expect((await staffCall(channel, 'POST', '/api/v1/auth/unlock', { username: ours.username })).statusCode).toBe(200);
    expect((await stored(ours.id)).lockedAt).toBeNull();
  });

  it("cannot reset another portal's user's two-factor, and can reset their own's", async () => {
    const theirs = await lockedUserOf(other(channel));
    expect((await staffCall(channel, 'POST', '/api/v1/two-factor/reset', { username: theirs.username })).statusCode).toBe(404);
    expect((await stored(theirs.id)).twoFactorEnabled).toBe(true);
    const ours = await lockedUserOf(channel);
    expect((await staffCall(channel, 'POST', '/api/v1/two-factor/reset', { username: ours.username })).statusCode).toBe(200);
    expect((await stored(ours.id)).twoFactorEnabled).toBe(false);
  });

  it("cannot switch the other portal's status (403), and can switch their own", async () => {
    const before = await call(portal(channel), 'GET', '/cache/status');
    const refused = await staffCall(channel, 'PUT', '/api/v1/portal/status', { channel: other(channel), live: false });
    expect(refused.statusCode).toBe(403);
    expect((await call(portal(channel), 'GET', '/cache/status')).json()).toEqual(before.json());
    expect((await staffCall(channel, 'PUT', '/api/v1/portal/status', { channel, live: true })).statusCode).toBe(200);
  });

  it("cannot set the other portal's login notices (403), and can set their own", async () => {
    const notice = `Notice for ${other(channel)} set from ${channel}`;
    const refused = await staffCall(channel, 'PUT', '/api/v1/portal/login-notices', { channel: other(channel), updateNotice: notice });
    expect(refused.statusCode).toBe(403);
    const info = (await call(portal(other(channel)), 'GET', '/api/v1/portal/info')).json();
    expect(info.loginNotices.updateNotice).not.toBe(notice);
    const own = await staffCall(channel, 'PUT', '/api/v1/portal/login-notices', { channel, updateNotice: `Own ${channel}` });
    expect(own.statusCode).toBe(200);
  });
});
