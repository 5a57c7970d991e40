import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '@tasman/domain';
import { COMMS_MESSAGES, type CommsPreferenceResponse } from '@tasman/domain/contracts/comms-preferences';
import { commsCategories, commsChannelSubscriptions, commsInterestOptions, commsPreferences } from '../../db/schema/index.js';
import { buildCommsRows } from '../../db/seed/comms-preferences.js';
import { createRng } from '../../db/seed/prng.js';
import { createUser } from '../../test/fixtures.js';
import { CSRF_COOKIE, sessionCookieName } from '../auth/session-token.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const PATH = '/api/v1/Client/CommsPreference';

beforeAll(async () => {
  // The demo seed's own categories and interests of both portals (no clients).
  const { categories, options } = buildCommsRows([], '2026-11-25', createRng('ids'), createRng('comms'));
  await db().insert(commsCategories).values(categories);
  await db().insert(commsInterestOptions).values(options);
});

async function signedIn(channel: Channel = 'NZ', fixture: Parameters<typeof createUser>[1] = {}) {
  const app: FastifyInstance = channel === 'NZ' ? ctx.nz : ctx.au;
  const created = await createUser(db(), { channel, ...fixture });
  const browser = new TestBrowser(app);
  expect((await browser.signIn(created.user.username)).statusCode).toBe(200);
  return { ...created, browser };
}

const load = async (browser: TestBrowser, query = '') => {
  const response = await browser.get(`${PATH}${query}`);
  return { response, body: response.json() as CommsPreferenceResponse };
};

/** Every category with each channel set as `on` says, and no interest changes. */
const everyChannel = (prefs: CommsPreferenceResponse, on: (categoryCode: string, channelCode: string) => boolean, unsubscribed = false) => ({
  unsubscribedFromAllEmails: unsubscribed,
  commsPreferenceList: prefs.commsPreferenceList.map((c) => ({
    categoryCode: c.categoryCode,
    channelList: c.channelList.map((ch) => ({ channelCode: ch.channelCode, subscribed: on(c.categoryCode, ch.channelCode) })),
  })),
  commsInterestList: [],
});

const subscribedSwitches = (prefs: CommsPreferenceResponse) =>
  prefs.commsPreferenceList.flatMap((c) => c.channelList.filter((ch) => ch.subscribed).map((ch) => `${c.categoryCode}/${ch.channelCode}`));

describe('GET /api/v1/Client/CommsPreference (spec 002 §3, §6, §7)', () => {
  it('answers 401 without a session', async () => {
    const response = await ctx.nz.inject({ method: 'GET', url: PATH });
    expect(response.statusCode).toBe(401);
  });

  it("gives a new NZ client every category with Email and Push switches, all off, and every NZ interest", async () => {
    const { browser, client } = await signedIn('NZ');
    const { response, body } = await load(browser);
    expect(response.statusCode).toBe(200);
    expect(body.clientId).toBe(client!.id);
    expect(body.referenceId).toMatch(/^CP-CK/);
    expect(body.commsPreferenceList.map((c) => c.categoryCode)).toEqual(['STATEMENTS', 'FUNDUPDATES', 'INSIGHTS', 'EVENTS', 'OFFERS']);
    expect(body.commsPreferenceList[2]!.longDescription).toBe('The Monthly Review and commentary from our investment team.');
    for (const c of body.commsPreferenceList) expect(c.channelList).toEqual([{ channelCode: 'Email', subscribed: false }, { channelCode: 'Push', subscribed: false }]);
    expect(body.commsInterestList.map((i) => i.interestCode)).toContain('KIWISAVER');
    expect(body.unsubscribedFromAllEmails).toBe(false);
    expect(body.unsubscribedFromAllEmailsDate).toBeNull();
  });

  it('gives an AU client Email switches only and no KiwiSaver interests (spec 002 §6)', async () => {
    const { browser } = await signedIn('AU');
    const { body } = await load(browser);
    for (const c of body.commsPreferenceList) expect(c.channelList.map((ch) => ch.channelCode)).toEqual(['Email']);
    expect(body.commsInterestList.map((i) => i.interestCode)).toEqual(['INVESTMENTFUNDS', 'RESPONSIBLE', 'RETIREMENT']);
  });

  it("answers 404 for another client's id in the query, exactly as for an id that does not exist, and its own id as without one", async () => {
    const victim = await signedIn('NZ');
    const { browser, client } = await signedIn('NZ');
    const other = await browser.get(`${PATH}?clientId=${victim.client!.id}`);
    const missing = await browser.get(`${PATH}?clientId=00000000-0000-4000-8000-000000000000`);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect(other.body).not.toContain(victim.client!.id);
    const own = await load(browser, `?clientId=${client!.id}`);
    expect(own.response.statusCode).toBe(200);
    expect(own.body.clientId).toBe(client!.id);
  });

  it('answers 404 with a clear message for staff and advisers, who have no client record', async () => {
    for (const userType of ['Staff', 'Intermediary'] as const) {
      const { browser } = await signedIn('NZ', { userType });
      const response = await browser.get(PATH);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Id: 'NotFound', Message: COMMS_MESSAGES.noClientRecord });
    }
  });
});

describe('PUT /api/v1/Client/CommsPreference (spec 002 §4, §7)', () => {
  it('stores a switch and an interest, answers what is stored, and GET gives the same', async () => {
    const { browser } = await signedIn('NZ');
    const { body: before } = await load(browser);
    const response = await browser.send('PUT', PATH, {
      ...everyChannel(before, (cat, ch) => cat === 'INSIGHTS' && ch === 'Email'),
      commsInterestList: [{ interestCode: 'RETIREMENT', interested: true }],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as CommsPreferenceResponse;
    expect(subscribedSwitches(saved)).toEqual(['INSIGHTS/Email']);
    expect(saved.commsInterestList.filter((i) => i.interested).map((i) => i.interestCode)).toEqual(['RETIREMENT']);
    expect((await load(browser)).body).toEqual(saved);
  });

  it('keeps what a request leaves out', async () => {
    const { browser } = await signedIn('NZ');
    await browser.send('PUT', PATH, {
      unsubscribedFromAllEmails: false,
      commsPreferenceList: [{ categoryCode: 'EVENTS', channelList: [{ channelCode: 'Push', subscribed: true }] }],
      commsInterestList: [{ interestCode: 'WEALTH', interested: true }],
    });
    const response = await browser.send('PUT', PATH, {
      unsubscribedFromAllEmails: false,
      commsPreferenceList: [{ categoryCode: 'OFFERS', channelList: [{ channelCode: 'Email', subscribed: true }] }],
      commsInterestList: [],
    });
    const saved = response.json() as CommsPreferenceResponse;
    expect(subscribedSwitches(saved)).toEqual(['EVENTS/Push', 'OFFERS/Email']);
    expect(saved.commsInterestList.find((i) => i.interestCode === 'WEALTH')!.interested).toBe(true);
  });

  it('unsubscribing from all turns every Email channel off and records the date; Push stays', async () => {
    const { browser, client } = await signedIn('NZ');
    const { body: before } = await load(browser);
    await browser.send('PUT', PATH, everyChannel(before, () => true));
    const startedAt = Date.now();
    // The client's flags say Email on, but the unsubscribe wins (the server never trusts the flags).
    const response = await browser.send('PUT', PATH, everyChannel(before, () => true, true));
    expect(response.statusCode).toBe(200);
    const saved = response.json() as CommsPreferenceResponse;
    expect(saved.unsubscribedFromAllEmails).toBe(true);
    expect(subscribedSwitches(saved).every((s) => s.endsWith('/Push'))).toBe(true);
    expect(subscribedSwitches(saved)).toHaveLength(5);
    const date = new Date(saved.unsubscribedFromAllEmailsDate!).getTime();
    expect(date).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(date).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await db().select().from(commsPreferences).where(eq(commsPreferences.clientId, client!.id));
    expect(row!.unsubscribedFromAllEmails).toBe(true);
  });

  it('turning an Email channel on clears the unsubscribe flag and its date', async () => {
    const { browser } = await signedIn('NZ');
    const { body: before } = await load(browser);
    await browser.send('PUT', PATH, everyChannel(before, () => false, true));
    const response = await browser.send('PUT', PATH, everyChannel(before, (cat, ch) => cat === 'STATEMENTS' && ch === 'Email', true));
    const saved = response.json() as CommsPreferenceResponse;
    expect(saved.unsubscribedFromAllEmails).toBe(false);
    expect(saved.unsubscribedFromAllEmailsDate).toBeNull();
    expect(subscribedSwitches(saved)).toEqual(['STATEMENTS/Email']);
  });

  it('refuses a Push switch and a KiwiSaver interest on the AU portal with a clear 400, storing nothing', async () => {
    const { browser, client } = await signedIn('AU');
    const push = await browser.send('PUT', PATH, {
      unsubscribedFromAllEmails: false,
      commsPreferenceList: [{ categoryCode: 'INSIGHTS', channelList: [{ channelCode: 'Email', subscribed: true }, { channelCode: 'Push', subscribed: true }] }],
      commsInterestList: [],
    });
    expect(push.statusCode).toBe(400);
    expect(push.json()).toEqual({ Id: 'ValidationFailed', Message: COMMS_MESSAGES.channelNotOffered('Market insights', 'Push') });
    const kiwiSaver = await browser.send('PUT', PATH, {
      unsubscribedFromAllEmails: false,
      commsPreferenceList: [],
      commsInterestList: [{ interestCode: 'KIWISAVER', interested: true }],
    });
    expect(kiwiSaver.statusCode).toBe(400);
    expect(kiwiSaver.json()).toEqual({ Id: 'ValidationFailed', Message: COMMS_MESSAGES.unknownInterest('KIWISAVER') });
    expect(await db().select().from(commsChannelSubscriptions).where(eq(commsChannelSubscriptions.clientId, client!.id))).toEqual([]);
    expect(await db().select().from(commsPreferences).where(eq(commsPreferences.clientId, client!.id))).toEqual([]);
  });

  it('refuses unknown categories, duplicates and malformed input with a clear 400, storing nothing', async () => {
    const { browser, client } = await signedIn('NZ');
    const base = { unsubscribedFromAllEmails: false, commsPreferenceList: [], commsInterestList: [] };
    const cases: Array<[unknown, string | RegExp]> = [
      [{ ...base, commsPreferenceList: [{ categoryCode: 'LOTTERY', channelList: [] }] }, COMMS_MESSAGES.unknownCategory('LOTTERY')],
      [{ ...base, commsInterestList: [{ interestCode: 'CRYPTO', interested: true }] }, COMMS_MESSAGES.unknownInterest('CRYPTO')],
      [
        { ...base, commsPreferenceList: [{ categoryCode: 'OFFERS', channelList: [{ channelCode: 'Email', subscribed: true }, { channelCode: 'Email', subscribed: false }] }] },
        COMMS_MESSAGES.duplicate('OFFERS Email'),
      ],
      [{ ...base, commsPreferenceList: [{ categoryCode: '<script>alert(1)</script>', channelList: [] }] }, /^The request is not valid\./],
      [{ ...base, commsPreferenceList: [{ categoryCode: 'OFFERS', channelList: [{ channelCode: 'SMS', subscribed: true }] }] }, /^The request is not valid\./],
      [{ ...base, commsPreferenceList: [{ categoryCode: 'OFFERS', channelList: [{ channelCode: 'Email', subscribed: 'yes' }] }] }, /^The request is not valid\./],
      [{ ...base, commsInterestList: [{ interestCode: 'ÜBER', interested: true }] }, /^The request is not valid\./],
      [{ ...base, commsInterestList: [{ interestCode: 'A'.repeat(41), interested: true }] }, /^The request is not valid\./],
      [{ commsPreferenceList: [], commsInterestList: [] }, /^The request is not valid\./],
      [{ ...base, clientId: 'x'.repeat(65) }, /^The request is not valid\./],
    ];
    for (const [body, message] of cases) {
      const response = await browser.send('PUT', PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json() as { Id: string; Message: string };
      expect(answer.Id).toBe('ValidationFailed');
      if (typeof message === 'string') expect(answer.Message).toBe(message);
      else expect(answer.Message).toMatch(message);
    }
    expect(await db().select().from(commsPreferences).where(eq(commsPreferences.clientId, client!.id))).toEqual([]);
  });

  it("refuses a body naming another client's id with 404 and leaves both clients as they were", async () => {
    const victim = await signedIn('NZ');
    const { browser, client } = await signedIn('NZ');
    const response = await browser.send('PUT', PATH, {
      clientId: victim.client!.id,
      unsubscribedFromAllEmails: true,
      commsPreferenceList: [],
      commsInterestList: [],
    });
    expect(response.statusCode).toBe(404);
    for (const id of [victim.client!.id, client!.id]) {
      expect(await db().select().from(commsPreferences).where(eq(commsPreferences.clientId, id))).toEqual([]);
    }
  });

  it('refuses a write without the CSRF header (403) and from staff without a client record (404)', async () => {
    const { browser, user } = await signedIn('NZ');
    const noCsrf = await ctx.nz.inject({
      method: 'PUT',
      url: PATH,
      headers: { cookie: `${sessionCookieName('NZ')}=${browser.cookie(sessionCookieName('NZ')) ?? ''}; ${CSRF_COOKIE}=${browser.cookie(CSRF_COOKIE) ?? ''}` },
      payload: { unsubscribedFromAllEmails: true, commsPreferenceList: [], commsInterestList: [] },
    });
    expect(browser.cookie(sessionCookieName('NZ'))).toBeTruthy();
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ Id: 'CsrfRejected' });
    const stored = await db().select().from(commsPreferences).where(eq(commsPreferences.clientId, user.clientId!));
    expect(stored).toEqual([]);
    const staff = await signedIn('NZ', { userType: 'Staff' });
    const answer = await staff.browser.send('PUT', PATH, { unsubscribedFromAllEmails: true, commsPreferenceList: [], commsInterestList: [] });
    expect(answer.statusCode).toBe(404);
  });

  it("an NZ client's session on the AU portal does not reach their preferences", async () => {
    const { user, client } = await signedIn('NZ');
    const onAu = new TestBrowser(ctx.au);
    await onAu.signIn(user.username); // the wrong-portal answer: no AU session
    const answer = await onAu.get(PATH);
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain(client!.id);
  });

  it('stores nothing for a category of the other portal', async () => {
    const { browser, client } = await signedIn('NZ');
    const [auCategory] = await db()
      .select()
      .from(commsCategories)
      .where(and(eq(commsCategories.channel, 'AU'), eq(commsCategories.code, 'OFFERS')));
    await browser.send('PUT', PATH, everyChannel((await load(browser)).body, () => true));
    const rows = await db().select().from(commsChannelSubscriptions).where(eq(commsChannelSubscriptions.clientId, client!.id));
    expect(rows.some((r) => r.categoryId === auCategory!.id)).toBe(false);
    expect(rows).toHaveLength(10);
  });
});
