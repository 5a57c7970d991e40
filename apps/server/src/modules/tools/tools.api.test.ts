import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, localDateIn } from '@tasman/domain';
import type { ToolsResponse } from '@tasman/domain/contracts/tools';
import { auditEvents, clients } from '../../db/schema/index.js';
import { call, errorBody, sessionOf } from '../../security/attack-client.js';
import { createUser, giveAccount } from '../../test/fixtures.js';
import { createFund, trade } from '../../test/market-fixtures.js';
import { useTestPortals } from '../../test/use-test-app.js';

/** GET /api/v1/tools and the staff switches (spec 002 §2.6, §6, §8 'All NZ tools off', §9 'Tools'). */
const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const today = () => localDateIn('NZ');
/** The same day of the month `years` earlier (the tests avoid 29 February as "today"). */
const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

let fundA: string;
let fundB: string;

beforeAll(async () => {
  fundA = (await createFund(db(), 'Tools Growth Fund', [['2020-04-01', '1.000000']])).id;
  fundB = (await createFund(db(), 'Tools Balanced Fund', [['2020-04-01', '1.000000']])).id;
});

/** A client with advice-tools access, a date of birth, and KiwiSaver accounts holding the given funds. */
async function member(options: { dateOfBirth: string | null; accounts?: Array<{ open?: boolean; funds: string[] }>; hasAdviceTools?: boolean }) {
  const { user, client } = await createUser(db(), { hasAdviceTools: options.hasAdviceTools ?? true });
  await db().update(clients).set({ dateOfBirth: options.dateOfBirth }).where(eq(clients.id, client!.id));
  for (const spec of options.accounts ?? []) {
    const account = await giveAccount(db(), client!.id, 'KS', { open: spec.open ?? true });
    for (const securityId of spec.funds) {
      await trade(db(), { accountId: account.id, securityId, tradeDate: '2021-04-01', units: '100.000000', unitPrice: '1.000000', value: '100.00' });
    }
  }
  return { user, client: client!, session: await sessionOf(ctx.nz, user.username) };
}

async function tools(session: string, portal = ctx.nz): Promise<ToolsResponse> {
  const response = await call(portal, 'GET', '/api/v1/tools', { session });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ToolsResponse;
}

const reasons = (answer: ToolsResponse) => Object.fromEntries(answer.tiles.map((tile) => [tile.tool, tile.reason ?? 'available']));

describe('GET /api/v1/tools', () => {
  it('refuses a caller without a session (401)', async () => {
    expect((await call(ctx.nz, 'GET', '/api/v1/tools')).statusCode).toBe(401);
  });

  it('offers a member under 65 (65 tomorrow) with one fund Forecast My Balance, not Spend My KiwiSaver', async () => {
    const { client, session } = await member({ dateOfBirth: yearsBefore(addDays(today(), 1), 65), accounts: [{ funds: [fundA] }] });
    const answer = await tools(session);
    expect(answer.allOff).toBe(false);
    expect(answer.tiles).toEqual([
      { tool: 'kiwisaver-advice', href: `/kiwisaver-advice/${client.id}`, available: true, reason: null },
      { tool: 'spend-my-kiwisaver', href: null, available: false, reason: 'under-65' },
      { tool: 'forecast-my-balance', href: `/kiwisaver-forecast-tool/${client.id}`, available: true, reason: null },
      { tool: 'investment-funds-advice', href: '/investment-funds-advice', available: true, reason: null },
    ]);
  });

  it('offers a member turning 65 today Spend My KiwiSaver instead', async () => {
    const { client, session } = await member({ dateOfBirth: yearsBefore(today(), 65), accounts: [{ funds: [fundA] }] });
    const answer = await tools(session);
    expect(reasons(answer)['forecast-my-balance']).toBe('age-65-or-over');
    expect(answer.tiles.find((tile) => tile.tool === 'spend-my-kiwisaver')?.href).toBe(`/kiwisaver-decumulator-tool/${client.id}`);
  });

  it('refuses Forecast My Balance for an account holding two funds', async () => {
    const { session } = await member({ dateOfBirth: '1985-05-05', accounts: [{ funds: [fundA, fundB] }] });
    expect(reasons(await tools(session))['forecast-my-balance']).toBe('no-single-security-kiwisaver-account');
  });

  it('counts only the funds still held: a fund sold out entirely and a pending purchase do not count', async () => {
    const { client, session } = await member({ dateOfBirth: '1985-05-05' });
    const account = await giveAccount(db(), client.id, 'KS');
    await trade(db(), { accountId: account.id, securityId: fundA, tradeDate: '2021-04-01', units: '100.000000', unitPrice: '1.000000', value: '100.00' });
    await trade(db(), { accountId: account.id, securityId: fundB, tradeDate: '2021-04-01', units: '50.000000', unitPrice: '1.000000', value: '50.00' });
    await trade(db(), { accountId: account.id, securityId: fundB, tradeDate: '2022-04-01', units: '-50.000000', unitPrice: '1.000000', value: '-50.00' });
    await trade(db(), { accountId: account.id, securityId: fundB, tradeDate: today(), units: '75.000000', unitPrice: '1.000000', value: '75.00', pending: true });
    expect(reasons(await tools(session))['forecast-my-balance']).toBe('available');
  });

  it('refuses Forecast My Balance on a closed account but gives a member over 65 with one Spend My KiwiSaver', async () => {
    const { session } = await member({ dateOfBirth: '1950-07-01', accounts: [{ open: false, funds: [fundA] }] });
    const answer = reasons(await tools(session));
    expect(answer['forecast-my-balance']).toBe('no-single-security-kiwisaver-account');
    expect(answer['spend-my-kiwisaver']).toBe('available');
  });

  it('gives a client without a KiwiSaver account the two advice tiles', async () => {
    const { session } = await member({ dateOfBirth: '1980-01-01' });
    expect(reasons(await tools(session))).toEqual({
      'kiwisaver-advice': 'available',
      'spend-my-kiwisaver': 'no-kiwisaver-account',
      'forecast-my-balance': 'no-kiwisaver-account',
      'investment-funds-advice': 'available',
    });
  });

  it('refuses every tile to a user without advice-tools access', async () => {
    const { session } = await member({ dateOfBirth: '1980-01-01', accounts: [{ funds: [fundA] }], hasAdviceTools: false });
    expect(new Set(Object.values(reasons(await tools(session))))).toEqual(new Set(['no-advice-tools-access']));
  });

  it('gives staff and advisers Investment Funds Digital Advice only (they have no client record)', async () => {
    for (const userType of ['Staff', 'Intermediary'] as const) {
      const { user } = await createUser(db(), { userType, hasAdviceTools: true });
      const answer = reasons(await tools(await sessionOf(ctx.nz, user.username)));
      expect(answer).toEqual({
        'kiwisaver-advice': 'no-client',
        'spend-my-kiwisaver': 'no-client',
        'forecast-my-balance': 'no-client',
        'investment-funds-advice': 'available',
      });
    }
  });

  it('offers nothing on the Australian portal: the tools are New Zealand tools', async () => {
    const { user } = await createUser(db(), { channel: 'AU', hasAdviceTools: true });
    const answer = await tools(await sessionOf(ctx.au, user.username), ctx.au);
    expect(answer.channel).toBe('AU');
    expect(new Set(Object.values(reasons(answer)))).toEqual(new Set(['nz-portal-only']));
  });
});

describe('the staff switches: GET and PUT /api/v1/tools/settings', () => {
  let nzStaff: string;
  let auStaff: string;
  beforeAll(async () => {
    nzStaff = await sessionOf(ctx.nz, (await createUser(db(), { userType: 'Staff' })).user.username);
    auStaff = await sessionOf(ctx.au, (await createUser(db(), { userType: 'Staff', channel: 'AU' })).user.username);
  });

  const put = (session: string, body: unknown, portal = ctx.nz) => call(portal, 'PUT', '/api/v1/tools/settings', { session, body });

  it('shows staff all five switches, on by default', async () => {
    const response = await call(ctx.nz, 'GET', '/api/v1/tools/settings', { session: nzStaff });
    expect(response.json()).toEqual({ channel: 'NZ', adviceTools: true, daksDesktopWeb: true, daifWeb: true, fmbWeb: true, smksWeb: true });
  });

  it('refuses the switches to clients (403) and to callers without a session (401)', async () => {
    const { session } = await member({ dateOfBirth: '1980-01-01' });
    expect((await call(ctx.nz, 'GET', '/api/v1/tools/settings', { session })).statusCode).toBe(403);
    expect((await put(session, { channel: 'NZ', fmbWeb: false })).statusCode).toBe(403);
    expect((await call(ctx.nz, 'PUT', '/api/v1/tools/settings', { body: { channel: 'NZ', fmbWeb: false } })).statusCode).toBe(401);
  });

  it("refuses staff another portal's switches, both ways, and changes nothing", async () => {
    expect((await put(nzStaff, { channel: 'AU', adviceTools: false })).statusCode).toBe(403);
    expect((await put(auStaff, { channel: 'NZ', adviceTools: false }, ctx.au)).statusCode).toBe(403);
    const nz = await call(ctx.nz, 'GET', '/api/v1/tools/settings', { session: nzStaff });
    const au = await call(ctx.au, 'GET', '/api/v1/tools/settings', { session: auStaff });
    expect(nz.json()).toMatchObject({ adviceTools: true });
    expect(au.json()).toMatchObject({ channel: 'AU', adviceTools: true });
  });

  it('refuses a write without the CSRF token (403)', async () => {
    const response = await call(ctx.nz, 'PUT', '/api/v1/tools/settings', { session: nzStaff, csrf: false, body: { channel: 'NZ', fmbWeb: false } });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['no body fields', {}],
    ['only the channel', { channel: 'NZ' }],
    ['a switch that is not a boolean', { channel: 'NZ', fmbWeb: 'off' }],
    ['an unknown switch', { channel: 'NZ', bogus: true }],
    ['an unknown channel', { channel: 'US', fmbWeb: false }],
  ])('answers 400 with a message for %s', async (_label, body) => {
    const response = await put(nzStaff, body);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)?.Message).toBeTruthy();
  });

  it('switches one tool off for clients, audited, and all tools off, then on again', async () => {
    const { session } = await member({ dateOfBirth: '1985-05-05', accounts: [{ funds: [fundA] }] });

    const fmbOff = await put(nzStaff, { channel: 'NZ', fmbWeb: false });
    expect(fmbOff.statusCode).toBe(200);
    expect(fmbOff.json()).toMatchObject({ fmbWeb: false, adviceTools: true });
    const oneOff = await tools(session);
    expect(reasons(oneOff)['forecast-my-balance']).toBe('switched-off');
    expect(reasons(oneOff)['kiwisaver-advice']).toBe('available');
    expect(oneOff.allOff).toBe(false);

    const audit = await db()
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'tool-settings-changed'), eq(auditEvents.channel, 'NZ')));
    expect(audit.map((row) => row.detail)).toContain('NZ: fmbWeb off');

    expect((await put(nzStaff, { channel: 'NZ', adviceTools: false })).statusCode).toBe(200);
    const allOff = await tools(session);
    expect(allOff.allOff).toBe(true);
    expect(allOff.tiles.every((tile) => !tile.available)).toBe(true);

    const on = await put(nzStaff, { channel: 'NZ', adviceTools: true, fmbWeb: true });
    expect(on.json()).toEqual({ channel: 'NZ', adviceTools: true, daksDesktopWeb: true, daifWeb: true, fmbWeb: true, smksWeb: true });
    expect(reasons(await tools(session))['forecast-my-balance']).toBe('available');
  });
});
