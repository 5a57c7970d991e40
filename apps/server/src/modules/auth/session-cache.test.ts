import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { SignedInSession } from './auth.repo.js';
import { SessionCache, sessionsChanged } from './session-cache.js';

/** A database whose LISTEN connection the test holds: it can deliver a payload or drop the connection. */
function fakeDatabase() {
  const link: { onPayload?: (payload: string) => void; onLost?: () => void; fail: boolean } = { fail: false };
  const database = {
    listen: async (_channel: string, onPayload: (payload: string) => void, onLost?: () => void) => {
      if (link.fail) throw new Error('no connection');
      link.onPayload = onPayload;
      link.onLost = onLost;
      return async () => undefined;
    },
  } as unknown as Database;
  return { database, link };
}

const NOW = new Date('2026-11-25T10:00:00Z');
const FRESH_MS = 60_000;

function session(overrides: Partial<SignedInSession> = {}): SignedInSession {
  return {
    sessionId: 's1',
    channel: 'NZ',
    stage: 'active',
    lastSeenAt: new Date(NOW.getTime() - 1_000),
    expiresAt: new Date(NOW.getTime() + 3_600_000),
    userId: 'u1',
    username: 'someone',
    userType: 'Client',
    clientId: 'c1',
    adviserId: null,
    ...overrides,
  };
}

async function startedCache() {
  const { database, link } = fakeDatabase();
  const cache = new SessionCache(database, FRESH_MS);
  await cache.start();
  return { cache, link };
}

describe('SessionCache', () => {
  it('answers with a stored session at its stage, within its freshness and its expiry only', async () => {
    const { cache } = await startedCache();
    cache.store(cache.ticket(), session());
    expect(cache.find('s1', ['active'], NOW)?.userId).toBe('u1');
    expect(cache.find('s1', ['two-factor-setup'], NOW)).toBeNull();
    expect(cache.find('s2', ['active'], NOW)).toBeNull();
    // Last seen just over the freshness window ago: the database must decide (touch, idle timeout).
    expect(cache.find('s1', ['active'], new Date(NOW.getTime() - 1_000 + FRESH_MS + 1))).toBeNull();
    cache.store(cache.ticket(), session({ sessionId: 's3', expiresAt: new Date(NOW.getTime() + 10) }));
    expect(cache.find('s3', ['active'], new Date(NOW.getTime() + 10))).toBeNull();
    await cache.stop();
  });

  it('does not keep a row read before a change was heard', async () => {
    const { cache, link } = await startedCache();
    const ticket = cache.ticket();
    link.onPayload?.('s:other');
    cache.store(ticket, session());
    expect(cache.find('s1', ['active'], NOW)).toBeNull();
    await cache.stop();
  });

  it('forgets the session or the user a NOTIFY names, and everything for any other message', async () => {
    const { cache, link } = await startedCache();
    const store = () => {
      cache.store(cache.ticket(), session());
      cache.store(cache.ticket(), session({ sessionId: 's2' }));
      cache.store(cache.ticket(), session({ sessionId: 's3', userId: 'u2' }));
    };
    store();
    link.onPayload?.('s:s1');
    expect([cache.find('s1', ['active'], NOW), cache.find('s2', ['active'], NOW)?.sessionId]).toEqual([null, 's2']);
    store();
    link.onPayload?.('u:u1');
    expect([cache.find('s1', ['active'], NOW), cache.find('s2', ['active'], NOW), cache.find('s3', ['active'], NOW)?.sessionId]).toEqual([null, null, 's3']);
    store();
    link.onPayload?.('');
    expect(cache.find('s3', ['active'], NOW)).toBeNull();
    await cache.stop();
  });

  it("forgets this process's own changes without waiting for the NOTIFY", async () => {
    const { cache } = await startedCache();
    cache.store(cache.ticket(), session());
    sessionsChanged({ sessionIds: ['s1'] });
    expect(cache.find('s1', ['active'], NOW)).toBeNull();
    cache.store(cache.ticket(), session());
    sessionsChanged({ userId: 'u1' });
    expect(cache.find('s1', ['active'], NOW)).toBeNull();
    await cache.stop();
    // A stopped cache is no longer told, and keeps nothing.
    cache.store(cache.ticket(), session());
    expect(cache.find('s1', ['active'], NOW)).toBeNull();
  });

  it('keeps nothing while it cannot hear changes: before it listens, and from a lost connection until it listens again', async () => {
    const { database, link } = fakeDatabase();
    link.fail = true;
    const cache = new SessionCache(database, FRESH_MS);
    await cache.start();
    cache.store(cache.ticket(), session());
    expect(cache.find('s1', ['active'], NOW)).toBeNull();
    await cache.stop();

    const { cache: listening, link: connection } = await startedCache();
    listening.store(listening.ticket(), session());
    expect(listening.find('s1', ['active'], NOW)).not.toBeNull();
    connection.fail = true;
    connection.onLost?.();
    expect(listening.find('s1', ['active'], NOW)).toBeNull();
    listening.store(listening.ticket(), session());
    expect(listening.find('s1', ['active'], NOW)).toBeNull();
    connection.fail = false;
    // LastingListen tries again 200 ms after a loss; once it listens, the cache trusts what it stores next.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listening.find('s1', ['active'], NOW)).toBeNull();
    listening.store(listening.ticket(), session());
    expect(listening.find('s1', ['active'], NOW)).not.toBeNull();
    await listening.stop();
  });
});
