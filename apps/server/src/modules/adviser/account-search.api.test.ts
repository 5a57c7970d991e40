import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountSearchResult, Channel, ProductType, UserType } from '@tasman/domain';
import { accountHolders, accounts, advisers, users } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';

/**
 * GET /api/v1/account-search (spec 001 §2 'Adviser account search', §6, §9; issue 10), through
 * real sessions on both portals of one database: who sees what is decided by the server.
 */
const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;

interface AccountSpec {
  number: string;
  name: string;
  product: ProductType;
  adviser: 'sarah' | 'other' | 'paging' | 'au' | null;
  open?: boolean;
  channel?: Channel;
  alternative?: string;
}

/** The NZ and AU books this file searches; every expectation below is read off this list. */
const BOOK: AccountSpec[] = [
  { number: 'S1000001', name: 'Sarah Mitchell', product: 'UT', adviser: 'sarah' },
  { number: 'S1000002', name: 'Te Whānau Māori Trust', product: 'KS', adviser: 'sarah' },
  { number: 'S1000003', name: 'James Robertson', product: 'PW', adviser: 'sarah', open: false },
  { number: 'S1000104', name: 'Zoe Ngata', product: 'KS', adviser: 'sarah' },
  { number: 'S2000001', name: 'Mitchell Family Trust', product: 'UT', adviser: 'other' },
  { number: 'S2000002', name: 'Angatai Holdings', product: 'PE', adviser: 'other' },
  { number: 'S2000003', name: 'Aroha Kereama', product: 'KS', adviser: 'other', open: false },
  { number: 'S2000_04', name: 'Underscore Number Ltd', product: 'UT', adviser: null },
  { number: 'N5000001', name: 'Bob Mitchel', product: 'UT', adviser: 'other' },
  // 'quill' is a whole word of Zara Quill's name, starts Quillan Vance's and is inside Aquilla Rowe's.
  { number: 'N5000002', name: 'Zara Quill', product: 'UT', adviser: null },
  { number: 'N5000003', name: 'Quillan Vance', product: 'KS', adviser: null },
  { number: 'N5000004', name: 'Aquilla Rowe', product: 'UT', adviser: null },
  ...Array.from({ length: 23 }, (_, i) => ({
    number: `P30000${String(i + 1).padStart(2, '0')}`,
    name: `Paging Client ${String(i + 1).padStart(2, '0')}`,
    product: 'UT' as const,
    adviser: 'paging' as const,
  })),
  { number: 'A4000001', name: 'Lachlan Fraser', product: 'UT-AUS', adviser: 'au', channel: 'AU', alternative: 'TAU1234567' },
  { number: 'A4000002', name: 'Mitchell Pty Ltd', product: 'UT-AUS', adviser: 'au', channel: 'AU', alternative: 'TAU7654321' },
  { number: 'A4000003', name: 'Closed Mitchell Super', product: 'UT-AUS', adviser: 'au', channel: 'AU', alternative: 'TAU1200000', open: false },
];

const nz = (spec: AccountSpec) => (spec.channel ?? 'NZ') === 'NZ';
const isOpen = (spec: AccountSpec) => spec.open !== false;
/** spec order of a list without a term: account name (case and macrons folded), then number. */
const byName = (specs: AccountSpec[]) =>
  [...specs].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.number.localeCompare(b.number)).map((s) => s.number);

const adviserIds: Record<string, string> = {};
const accountIds: Record<string, string> = {};
let holderClientId = '';
let relatedClientId = '';

beforeAll(async () => {
  for (const [key, channel] of [['sarah', 'NZ'], ['other', 'NZ'], ['paging', 'NZ'], ['au', 'AU']] as const) {
    const [adviser] = await db().insert(advisers).values({ channel, firstName: key, lastName: 'Adviser' }).returning();
    adviserIds[key] = adviser!.id;
  }
  for (const spec of BOOK) {
    const [account] = await db()
      .insert(accounts)
      .values({
        accountNumber: spec.number,
        accountNumberAlternative: spec.alternative ?? null,
        accountName: spec.name,
        channel: spec.channel ?? 'NZ',
        productType: spec.product,
        accountType: 'Individual',
        accountStatus: isOpen(spec) ? 'O' : 'C',
        signupDate: '2020-04-01',
        adviserId: spec.adviser ? adviserIds[spec.adviser]! : null,
      })
      .returning();
    accountIds[spec.number] = account!.id;
  }
  // A client who owns Sarah Mitchell's account and is related to the Mitchell Family Trust's.
  holderClientId = (await createUser(db())).client!.id;
  await db().insert(accountHolders).values([
    { accountId: accountIds.S1000001!, clientId: holderClientId, ownershipType: 'OWNER', role: 'Owner' },
    { accountId: accountIds.S2000001!, clientId: holderClientId, ownershipType: 'RELATED', role: 'Related party' },
  ]);
});

async function signedIn(app: FastifyInstance, fixture: { userType?: UserType; channel?: Channel; adviser?: string }) {
  const { user, client } = await createUser(db(), { userType: fixture.userType ?? 'Client', channel: fixture.channel ?? 'NZ' });
  if (fixture.adviser) await db().update(users).set({ adviserId: adviserIds[fixture.adviser]! }).where(eq(users.id, user.id));
  const browser = new TestBrowser(app);
  const signIn = await browser.signIn(user.username);
  expect(signIn.statusCode).toBe(200);
  return { browser, user, client };
}

async function search(browser: TestBrowser, query: Record<string, string | number> = {}): Promise<AccountSearchResult> {
  const response = await browser.get(`/api/v1/account-search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountSearchResult;
}

const numbers = (result: AccountSearchResult) => result.list.map((row) => row.accountNumber);

describe('account search: who sees what (spec 001 §6, issue 10)', () => {
  it('answers 401 to a caller who is not signed in', async () => {
    for (const app of [ctx.nz, ctx.au]) {
      const response = await app.inject({ method: 'GET', url: '/api/v1/account-search?searchBy=name&searchTerm=mitchell' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Id: 'Unauthenticated', Message: 'You are not signed in.' });
    }
  });

  it('lists every open account of the portal to staff, by name, and nothing of the other portal', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    const expected = BOOK.filter((s) => nz(s) && isOpen(s));
    const first = await search(browser);
    expect(first.totalAccounts).toBe(expected.length);
    expect(first.pageSize).toBe(20);
    expect(first.pageNo).toBe(1);
    const second = await search(browser, { pageNo: 2 });
    expect([...numbers(first), ...numbers(second)]).toEqual(byName(expected));
    expect(second.list.find((r) => r.accountNumber === 'S1000002')).toEqual({
      accountNumber: 'S1000002',
      accountNumberAlternative: null,
      accountName: 'Te Whānau Māori Trust',
      productType: 'KS',
      accountIsOpen: true,
    });
    // The AU portal's accounts are never found from the NZ portal, by number or by name.
    expect((await search(browser, { searchTerm: 'A4' })).totalAccounts).toBe(0);
    expect((await search(browser, { searchTerm: 'TAU' })).totalAccounts).toBe(0);
    expect((await search(browser, { searchBy: 'name', searchTerm: 'Lachlan Fraser', accountIsOpen: 'all' })).totalAccounts).toBe(0);
  });

  it("applies staff's Account Status filter: Open (default), Closed, All", async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    const closed = await search(browser, { accountIsOpen: 'false' });
    expect(numbers(closed)).toEqual(byName(BOOK.filter((s) => nz(s) && !isOpen(s))));
    expect(closed.list.every((r) => !r.accountIsOpen)).toBe(true);
    const open = await search(browser, { accountIsOpen: 'true', searchTerm: 'S' });
    expect(numbers(open)).toEqual(['S1000001', 'S1000002', 'S1000104', 'S2000001', 'S2000002', 'S2000_04']);
    const all = await search(browser, { accountIsOpen: 'all', searchTerm: 'S' });
    expect(numbers(all)).toEqual(['S1000001', 'S1000002', 'S1000003', 'S1000104', 'S2000001', 'S2000002', 'S2000003', 'S2000_04']);
    expect(all.totalAccounts).toBe(8);
  });

  it('filters by investment type', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    const ks = await search(browser, { productType: 'KS', accountIsOpen: 'all' });
    expect(numbers(ks)).toEqual(byName(BOOK.filter((s) => nz(s) && s.product === 'KS')));
    expect((await search(browser, { productType: 'UT-AUS' })).totalAccounts).toBe(0);
  });

  it("shows an adviser only the accounts they advise, open and closed, never another adviser's by number or name", async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Intermediary', adviser: 'sarah' });
    const book = await search(browser, { accountIsOpen: 'true' });
    // The Account Status filter is staff-only: the closed James Robertson account is listed too.
    expect(numbers(book)).toEqual(byName(BOOK.filter((s) => s.adviser === 'sarah')));
    expect(book.list.find((r) => r.accountNumber === 'S1000003')?.accountIsOpen).toBe(false);
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'Mitchell' }))).toEqual(['S1000001']);
    for (const other of BOOK.filter((s) => s.adviser !== 'sarah')) {
      expect((await search(browser, { searchTerm: other.number, accountIsOpen: 'all' })).totalAccounts, other.number).toBe(0);
      expect((await search(browser, { searchBy: 'name', searchTerm: other.name })).totalAccounts, other.name).toBe(0);
    }
  });

  it('shows an adviser with no adviser record nothing', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Intermediary' });
    expect(await search(browser)).toEqual({ list: [], totalAccounts: 0, pageSize: 20, pageNo: 1 });
  });

  it('shows a related-only user exactly the accounts they are related to', async () => {
    const { browser, client } = await signedIn(ctx.nz, {});
    relatedClientId = client!.id;
    await db().insert(accountHolders).values([
      { accountId: accountIds.S2000002!, clientId: relatedClientId, ownershipType: 'RELATED', role: 'Related party' },
      { accountId: accountIds.S2000003!, clientId: relatedClientId, ownershipType: 'RELATED', role: 'Related party' },
    ]);
    const session = await browser.get('/api/v1/auth/session');
    expect(session.json().user.isRelatedOnly).toBe(true);
    // Open and closed alike, whatever Account Status is sent: the filter is staff-only.
    const mine = await search(browser, { accountIsOpen: 'true' });
    expect(numbers(mine)).toEqual(['S2000002', 'S2000003']);
    expect((await search(browser, { searchBy: 'name', searchTerm: 'angatai' })).totalAccounts).toBe(1);
    for (const other of BOOK.filter((s) => !['S2000002', 'S2000003'].includes(s.number))) {
      expect((await search(browser, { searchTerm: other.number })).totalAccounts, other.number).toBe(0);
      expect((await search(browser, { searchBy: 'name', searchTerm: other.name })).totalAccounts, other.name).toBe(0);
    }
  });

  it('shows any other client the accounts they hold, owned or related, and nothing else (decision: no 403)', async () => {
    const { user } = await createUser(db());
    await db().update(users).set({ clientId: holderClientId }).where(eq(users.id, user.id));
    const browser = new TestBrowser(ctx.nz);
    await browser.signIn(user.username);
    expect(numbers(await search(browser))).toEqual(['S2000001', 'S1000001']);
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'mitchell' }))).toEqual(['S2000001', 'S1000001']);
    expect((await search(browser, { searchTerm: 'S1000002' })).totalAccounts).toBe(0);
  });

  it('lists a client without accounts nothing', async () => {
    const { browser } = await signedIn(ctx.nz, {});
    expect(await search(browser)).toEqual({ list: [], totalAccounts: 0, pageSize: 20, pageNo: 1 });
  });
});

describe('account search on the AU portal (spec 001 §6)', () => {
  it('fixes the investment type to UT-AUS and finds the alternative number the screen shows', async () => {
    const { browser } = await signedIn(ctx.au, { userType: 'Staff', channel: 'AU' });
    for (const productType of ['ALL', 'KS', 'UT']) {
      const result = await search(browser, { productType, accountIsOpen: 'all' });
      expect(numbers(result), productType).toEqual(['A4000003', 'A4000001', 'A4000002']);
      expect(result.list.every((r) => r.productType === 'UT-AUS')).toBe(true);
    }
    // Ordered by the number shown (the alternative): TAU1200000, TAU1234567; closed ones only with All.
    expect(numbers(await search(browser, { searchTerm: 'TAU12', accountIsOpen: 'all' }))).toEqual(['A4000003', 'A4000001']);
    expect(numbers(await search(browser, { searchTerm: 'tau1234' }))).toEqual(['A4000001']);
    expect((await search(browser, { searchTerm: 'TAU7654321' })).list[0]).toEqual({
      accountNumber: 'A4000002',
      accountNumberAlternative: 'TAU7654321',
      accountName: 'Mitchell Pty Ltd',
      productType: 'UT-AUS',
      accountIsOpen: true,
    });
    // The account number itself still finds it; NZ numbers and names never do.
    expect(numbers(await search(browser, { searchTerm: 'A4000001' }))).toEqual(['A4000001']);
    expect((await search(browser, { searchTerm: 'S1', accountIsOpen: 'all' })).totalAccounts).toBe(0);
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'mitchell' }))).toEqual(['A4000002']);
  });

  it("shows an AU adviser their own book only", async () => {
    const { browser } = await signedIn(ctx.au, { userType: 'Intermediary', channel: 'AU', adviser: 'au' });
    expect(numbers(await search(browser))).toEqual(['A4000003', 'A4000001', 'A4000002']);
    // An NZ adviser record on an AU user (bad data) still never reaches the NZ portal's accounts.
    const { browser: crossed } = await signedIn(ctx.au, { userType: 'Intermediary', channel: 'AU', adviser: 'sarah' });
    expect((await search(crossed)).totalAccounts).toBe(0);
  });
});

describe('account search by number and by name (spec 001 §2, issue 10)', () => {
  it('finds numbers by prefix only, in number order, with LIKE wildcards taken literally', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    expect(numbers(await search(browser, { searchTerm: 'S1' }))).toEqual(['S1000001', 'S1000002', 'S1000104']);
    expect(numbers(await search(browser, { searchTerm: 's10001' }))).toEqual(['S1000104']);
    expect((await search(browser, { searchTerm: '000001' })).totalAccounts).toBe(0);
    expect((await search(browser, { searchTerm: '%' })).totalAccounts).toBe(0);
    expect((await search(browser, { searchTerm: 'S%1' })).totalAccounts).toBe(0);
    // '_' is a character, not 'any one character': only the number that has one matches.
    expect(numbers(await search(browser, { searchTerm: 'S2000_' }))).toEqual(['S2000_04']);
    expect((await search(browser, { searchTerm: 'S_0' })).totalAccounts).toBe(0);
  });

  it('finds partial names, any word, in any case, with or without macrons', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    const byNameTerm = async (searchTerm: string) => numbers(await search(browser, { searchBy: 'name', searchTerm, accountIsOpen: 'all' }));
    expect(await byNameTerm('mitch')).toEqual(['N5000001', 'S2000001', 'S1000001']);
    expect(await byNameTerm('ROBERTSON')).toEqual(['S1000003']);
    expect(await byNameTerm('sarah mitchell')).toEqual(['S1000001']);
    expect(await byNameTerm('trust')).toEqual(['S2000001', 'S1000002']);
    expect(await byNameTerm('Maori')).toEqual(['S1000002']);
    expect(await byNameTerm('whanau')).toEqual(['S1000002']);
    expect(await byNameTerm('Māori')).toEqual(['S1000002']);
    expect(await byNameTerm('Xylophone')).toEqual([]);
    expect(await byNameTerm('%')).toEqual([]);
  });

  it("tolerates a misspelt name: 'Mitchel' finds Mitchell, 'Mitchelk' and 'Robertsen' the names they nearly spell", async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    // Bob Mitchel holds 'mitchel' as a whole word, so he comes first; the Mitchells hold it inside a word.
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'Mitchel' }))).toEqual(['N5000001', 'S2000001', 'S1000001']);
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'Mitchelk' }))).toEqual(['N5000001', 'S2000001', 'S1000001']);
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'Robertsen', accountIsOpen: 'all' }))).toEqual(['S1000003']);
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'sarah mitchelk' }))).toEqual(['S1000001']);
    // One letter wrong inside the word: pg_trgm's word similarity is 0.5, under its default 0.6.
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'Sarah Mitcjell' }))).toEqual(['S1000001']);
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'Robartson', accountIsOpen: 'all' }))).toEqual(['S1000003']);
    // The looser threshold lasted for that statement only: the connection keeps pg_trgm's own (on
    // PGlite, the one connection the search used; on PostgreSQL a pooled one, where pg_trgm may not
    // be loaded yet, which is no leak either).
    const setting = (await db().execute(sql`select current_setting('pg_trgm.word_similarity_threshold', true) as value`)) as unknown as {
      rows: Array<{ value: string | null }>;
    };
    expect(ctx.testDb.database.kind === 'pglite' ? setting.rows[0]?.value : (setting.rows[0]?.value ?? '0.6')).toBe('0.6');
  });

  it('looks for misspellings only when no name holds the term as typed', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    // 'mitchell' is close to Bob Mitchel's name too, but two names hold it exactly: those are the answer.
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'mitchell' }))).toEqual(['S2000001', 'S1000001']);
  });

  it('lists the closest names first, then by name', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    // 'ngata' is a whole word of Zoe Ngata but only part of Angatai, which sorts first by name.
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'ngata' }))).toEqual(['S1000104', 'S2000002']);
    // A whole word (Zara Quill) before a word it starts (Quillan Vance) before a word it is inside
    // (Aquilla Rowe), against the order of the names.
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'quill' }))).toEqual(['N5000002', 'N5000003', 'N5000004']);
    expect(numbers(await search(browser, { searchBy: 'name', searchTerm: 'QUILL rowe' }))).toEqual(['N5000004']);
  });
});

describe('account search pages by 20 (spec 001 §9)', () => {
  it('answers page 1 with 20, page 2 with the rest, and a page past the end empty with the real total', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Intermediary', adviser: 'paging' });
    const expected = byName(BOOK.filter((s) => s.adviser === 'paging'));
    expect(expected).toHaveLength(23);
    const first = await search(browser);
    expect(first).toMatchObject({ totalAccounts: 23, pageSize: 20, pageNo: 1 });
    expect(numbers(first)).toEqual(expected.slice(0, 20));
    const second = await search(browser, { pageNo: 2 });
    expect(second).toMatchObject({ totalAccounts: 23, pageSize: 20, pageNo: 2 });
    expect(numbers(second)).toEqual(expected.slice(20));
    expect(await search(browser, { pageNo: 3 })).toEqual({ list: [], totalAccounts: 23, pageSize: 20, pageNo: 3 });
    expect(await search(browser, { pageNo: 10000 })).toEqual({ list: [], totalAccounts: 23, pageSize: 20, pageNo: 10000 });
    // Paging a name search keeps its filter.
    const named = await search(browser, { searchBy: 'name', searchTerm: 'paging client', pageNo: 2 });
    expect(named.totalAccounts).toBe(23);
    expect(named.list).toHaveLength(3);
  });
});

describe('account search refuses impossible parameters with a clear message (400)', () => {
  const refusals: Array<[string, string]> = [
    ['pageNo=0', 'Page must be at least 1'],
    ['pageNo=-1', 'Page must be at least 1'],
    ['pageNo=', 'Page must be at least 1'],
    ['pageNo=abc', 'Page must be a whole number'],
    ['pageNo=1.5', 'Page must be a whole number'],
    ['pageNo=%D9%A1', 'Page must be a whole number'],
    ['pageNo=%00', 'Page must be a whole number'],
    ['pageNo=Infinity', 'Page must be a whole number'],
    ['pageNo=1&pageNo=2', 'Page must be a whole number'],
    ['pageNo=1e7', 'Page must be at most 10000'],
    ['pageNo=10000001', 'Page must be at most 10000'],
    ['searchBy=email', 'Search by must be number or name'],
    ['searchBy=NAME', 'Search by must be number or name'],
    ['productType=KIWISAVER', 'Investment type must be one of ALL, PW, UT, KS, PE, UT-AUS'],
    ['accountIsOpen=yes', 'Account status must be true (open), false (closed) or all'],
    [`searchTerm=${'a'.repeat(101)}`, 'Search term must be at most 100 characters'],
    ['searchTerm=a%00b', 'Search term must not contain control characters'],
    ['searchTerm=a&searchTerm=b', 'Search term must be sent once, as text'],
  ];

  it.each(refusals)('refuses %s', async (query, message) => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    const response = await browser.get(`/api/v1/account-search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: message });
  });

  it('takes unicode, a 100-character term and stray text as search text, never as an error', async () => {
    const { browser } = await signedIn(ctx.nz, { userType: 'Staff' });
    for (const searchTerm of ['Māori 🙂', '王', 'a'.repeat(100), "'; drop table accounts; --", '\\', '%ED%A0%80']) {
      for (const searchBy of ['number', 'name']) {
        const response = await browser.get(`/api/v1/account-search?searchBy=${searchBy}&searchTerm=${encodeURIComponent(searchTerm)}`);
        expect(response.statusCode, `${searchBy} ${searchTerm}`).toBe(200);
      }
    }
    const lone = await browser.get('/api/v1/account-search?searchBy=name&searchTerm=%ED%A0%80');
    expect(lone.statusCode).toBeLessThan(500);
    expect((await search(browser, { searchTerm: 'S1' })).totalAccounts).toBe(3);
  });
});
