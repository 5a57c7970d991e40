import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDateOf, type ClientBookResponse, type ClientBookRow } from '@tasman/domain';
import type { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { staffAuthOf } from '../../test/fixtures.js';
import { addAccount, addAdviser, addClient, signedIn } from './client-book-world.js';
import { clientBookRows, UNKNOWN_ADVISER_MESSAGE } from './client-book.service.js';

/**
 * The client book (issue 10): an adviser's clients (owners of an open account they advise) with
 * their account counts, values at the latest valuation and products; staff see every client of
 * their portal, or one adviser's. Values are put into account_valuation_summaries directly, so
 * every expected figure below is worked out by hand from them.
 */
const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;

const w = {} as {
  sarah: { id: string };
  otto: { id: string };
  pager: { id: string };
  lachlan: { id: string };
  ids: Record<string, string>;
  adviser: TestBrowser;
  otherAdviser: TestBrowser;
  unlinkedAdviser: TestBrowser;
  staff: TestBrowser;
  auStaff: TestBrowser;
  auAdviser: TestBrowser;
  client: TestBrowser;
  auClient: TestBrowser;
};

const INJECTION = '=HYPERLINK("http://evil.test","x")';

beforeAll(async () => {
  const d = db();
  w.sarah = await addAdviser(d, 'NZ', 'Sarah', 'Mitchell');
  w.otto = await addAdviser(d, 'NZ', 'Otto', 'Other');
  w.pager = await addAdviser(d, 'NZ', 'Paige', 'Pager');
  w.lachlan = await addAdviser(d, 'AU', 'Lachlan', 'Fraser');
  const c = async (key: string, first: string, last: string, knownAs: string | null = null, channel: 'NZ' | 'AU' = 'NZ') =>
    (w.ids = { ...w.ids, [key]: (await addClient(d, channel, first, last, knownAs)).id });
  await c('anaru', 'Ānaru', 'Tāwhiri');
  await c('peggy', 'Margaret', 'Ngata', 'Peggy');
  await c('bob', 'Bob', 'Brown');
  await c('ann', 'Ann', 'Joint');
  await c('ben', 'Ben', 'Joint');
  await c('nora', 'Nora', 'Novalue');
  await c('mixed', 'Mixed', 'Both');
  await c('injector', INJECTION, 'Injector');
  await c('cora', 'Cora', 'Closed');
  await c('zed', 'Zed', 'Stranger');
  await c('unadvised', 'Una', 'Unadvised');
  await c('aussie', 'Aussie', 'Mate', null, 'AU');
  const { ids, sarah, otto, lachlan } = w;
  // Sarah Mitchell's book: 8 clients, 9 open accounts.
  await addAccount(d, { owners: [ids.anaru!], product: 'PW', adviserId: sarah.id, valueCents: 100010, asAt: '2024-06-28', related: [ids.bob!] });
  await addAccount(d, { owners: [ids.anaru!], product: 'KS', adviserId: sarah.id, valueCents: 20, asAt: '2024-06-27' });
  await addAccount(d, { owners: [ids.anaru!], product: 'UT', adviserId: sarah.id, valueCents: 50000, asAt: '2024-07-31', open: false });
  await addAccount(d, { owners: [ids.peggy!], product: 'UT', adviserId: sarah.id, valueCents: 25000005, asAt: '2024-06-28' });
  await addAccount(d, { owners: [ids.peggy!], product: 'PE', adviserId: sarah.id, valueCents: 15, asAt: '2024-03-31' });
  await addAccount(d, { owners: [ids.bob!], product: 'KS', adviserId: sarah.id, valueCents: 10, asAt: '2024-06-28' });
  await addAccount(d, { owners: [ids.ann!, ids.ben!], product: 'UT', adviserId: sarah.id, valueCents: 30000, asAt: '2024-06-28' });
  await addAccount(d, { owners: [ids.nora!], product: 'KS', adviserId: sarah.id });
  await addAccount(d, { owners: [ids.mixed!], product: 'PW', adviserId: sarah.id, valueCents: 10000, asAt: '2024-06-28' });
  await addAccount(d, { owners: [ids.injector!], product: 'KS', adviserId: sarah.id, valueCents: 1, asAt: '2024-06-28' });
  await addAccount(d, { owners: [ids.cora!], product: 'UT', adviserId: sarah.id, valueCents: 7000, asAt: '2024-05-31', open: false });
  // Otto Other's: Zed, and Mixed's KiwiSaver.
  await addAccount(d, { owners: [ids.zed!], product: 'KS', adviserId: otto.id, valueCents: 99999, asAt: '2024-06-28' });
  await addAccount(d, { owners: [ids.mixed!], product: 'KS', adviserId: otto.id, valueCents: 5000, asAt: '2024-06-30' });
  // No adviser: only staff see it. The AU portal: Lachlan Fraser's client.
  await addAccount(d, { owners: [ids.unadvised!], product: 'KS', adviserId: null, valueCents: 1000, asAt: '2024-06-28' });
  await addAccount(d, { owners: [ids.aussie!], product: 'UT-AUS', adviserId: lachlan.id, channel: 'AU', valueCents: 123456, asAt: '2024-06-28' });
  // Paige Pager's 25 clients, 1.00 to 25.00, for the pages.
  for (let i = 1; i <= 25; i += 1) {
    const client = await addClient(d, 'NZ', `Page${String(i).padStart(2, '0')}`, 'Paged');
    await addAccount(d, { owners: [client.id], product: 'UT', adviserId: w.pager.id, valueCents: i * 100, asAt: '2024-06-28' });
  }

  w.adviser = (await signedIn(ctx.nz, d, 'Intermediary', sarah.id)).browser;
  w.otherAdviser = (await signedIn(ctx.nz, d, 'Intermediary', otto.id)).browser;
  w.unlinkedAdviser = (await signedIn(ctx.nz, d, 'Intermediary')).browser;
  w.staff = (await signedIn(ctx.nz, d, 'Staff')).browser;
  w.auStaff = (await signedIn(ctx.au, d, 'Staff')).browser;
  w.auAdviser = (await signedIn(ctx.au, d, 'Intermediary', lachlan.id)).browser;
  w.client = (await signedIn(ctx.nz, d, 'Client')).browser;
  w.auClient = (await signedIn(ctx.au, d, 'Client')).browser;
}, 120_000);

const book = async (browser: TestBrowser, query = ''): Promise<ClientBookResponse> => {
  const response = await browser.get(`/api/v1/client-book${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (body: ClientBookResponse) => body.list.map((r) => r.name);
const rowOf = (body: ClientBookResponse, name: string) => body.list.find((r) => r.name === name);
const INJECTOR_NAME = `${INJECTION} Injector`;

/** Names of clients tied on the sort key, in the tie-break's order: by client id. */
const tied = (...keyed: Array<[key: string, name: string]>) =>
  [...keyed].sort(([a], [b]) => (w.ids[a]! < w.ids[b]! ? -1 : 1)).map(([, name]) => name);
const JOINTS = () => tied(['ann', 'Ann Joint'], ['ben', 'Ben Joint']);

/** Whole cents of an amount in dollars (for sums that must balance exactly). */
const cents = (dollars: number) => Math.round(dollars * 100);

describe("an adviser's book", () => {
  it('lists the owners of an open account they advise, each with their open accounts, value, latest as-at date and products', async () => {
    const body = await book(w.adviser);
    expect(body.totalClients).toBe(8);
    expect(body.pageSize).toBe(20);
    expect(body.pageNo).toBe(1);
    // The default order: value, highest first; the joint owners tie and go by client id.
    const joint = (key: 'ann' | 'ben'): ClientBookRow => ({
      clientId: w.ids[key]!,
      name: key === 'ann' ? 'Ann Joint' : 'Ben Joint',
      accountCount: 1,
      totalValue: 300,
      valueAsAtDate: '2024-06-28',
      productTypes: ['UT'],
    });
    expect(body.list).toEqual<ClientBookRow[]>([
      { clientId: w.ids.peggy!, name: 'Peggy Ngata', accountCount: 2, totalValue: 250000.2, valueAsAtDate: '2024-06-28', productTypes: ['UT', 'PE'] },
      { clientId: w.ids.anaru!, name: 'Ānaru Tāwhiri', accountCount: 2, totalValue: 1000.3, valueAsAtDate: '2024-06-28', productTypes: ['PW', 'KS'] },
      ...(w.ids.ann! < w.ids.ben! ? [joint('ann'), joint('ben')] : [joint('ben'), joint('ann')]),
      { clientId: w.ids.mixed!, name: 'Mixed Both', accountCount: 1, totalValue: 100, valueAsAtDate: '2024-06-28', productTypes: ['PW'] },
      { clientId: w.ids.bob!, name: 'Bob Brown', accountCount: 1, totalValue: 0.1, valueAsAtDate: '2024-06-28', productTypes: ['KS'] },
      { clientId: w.ids.injector!, name: INJECTOR_NAME, accountCount: 1, totalValue: 0.01, valueAsAtDate: '2024-06-28', productTypes: ['KS'] },
      { clientId: w.ids.nora!, name: 'Nora Novalue', accountCount: 1, totalValue: 0, valueAsAtDate: null, productTypes: ['KS'] },
    ]);
  });

  it("never lists another adviser's client, a client whose accounts with them are all closed, or a related party", async () => {
    const body = await book(w.adviser);
    for (const name of ['Zed Stranger', 'Cora Closed', 'Una Unadvised', 'Aussie Mate']) expect(names(body)).not.toContain(name);
    // Bob is listed for his own KiwiSaver only, not for Ānaru's account he is related to.
    expect(rowOf(body, 'Bob Brown')?.productTypes).toEqual(['KS']);
    const other = await book(w.otherAdviser);
    expect(names(other)).toEqual(['Zed Stranger', 'Mixed Both']);
    expect(rowOf(other, 'Mixed Both')).toMatchObject({ accountCount: 1, totalValue: 50, productTypes: ['KS'], valueAsAtDate: '2024-06-30' });
  });

  it("ignores an adviserId: an adviser always sees their own book", async () => {
    const own = await book(w.adviser);
    expect(await book(w.adviser, `?adviserId=${w.otto.id}`)).toEqual(own);
    expect(await book(w.adviser, `?adviserId=${randomUUID()}`)).toEqual(own);
  });

  it('totals the whole book exactly to the cent: each account once, by product, adding up to the total', async () => {
    const { totals } = await book(w.adviser);
    expect(totals).toEqual({
      clientCount: 8,
      accountCount: 9,
      // 1,100.10 + 250,300.05 + 0.31 + 0.15
      totalValue: 251400.61,
      byProduct: [
        { productType: 'PW', accountCount: 2, totalValue: 1100.1 },
        { productType: 'UT', accountCount: 2, totalValue: 250300.05 },
        { productType: 'KS', accountCount: 4, totalValue: 0.31 },
        { productType: 'PE', accountCount: 1, totalValue: 0.15 },
      ],
    });
    expect(totals.byProduct.reduce((sum, p) => sum + cents(p.totalValue), 0)).toBe(cents(totals.totalValue));
    expect(totals.byProduct.reduce((sum, p) => sum + p.accountCount, 0)).toBe(totals.accountCount);
  });

  it('keeps the totals of the whole book while a name is searched and on every page', async () => {
    const whole = (await book(w.adviser)).totals;
    expect((await book(w.adviser, '?searchTerm=joint')).totals).toEqual(whole);
    expect((await book(w.adviser, '?pageNo=3')).totals).toEqual(whole);
  });

  it('gives an adviser user linked to no adviser an empty book, not anyone else\'s', async () => {
    const body = await book(w.unlinkedAdviser);
    expect(body).toMatchObject({ list: [], totalClients: 0, totals: { clientCount: 0, accountCount: 0, totalValue: 0, byProduct: [] } });
    expect((await w.unlinkedAdviser.get('/api/v1/client-book/advisers')).json()).toEqual({ advisers: [] });
  });
});

describe('sorting and paging', () => {
  const order = async (query: string) => names(await book(w.adviser, query));

  it('sorts by value either way, ties by client id', async () => {
    expect(await order('?sort=value&direction=asc')).toEqual([
      'Nora Novalue', INJECTOR_NAME, 'Bob Brown', 'Mixed Both', ...JOINTS(), 'Ānaru Tāwhiri', 'Peggy Ngata',
    ]);
    expect(await order('?sort=value&direction=desc')).toEqual([
      'Peggy Ngata', 'Ānaru Tāwhiri', ...JOINTS(), 'Mixed Both', 'Bob Brown', INJECTOR_NAME, 'Nora Novalue',
    ]);
  });

  it('sorts by last name then first name either way, macrons ignored', async () => {
    const ascending = ['Mixed Both', 'Bob Brown', INJECTOR_NAME, 'Ann Joint', 'Ben Joint', 'Peggy Ngata', 'Nora Novalue', 'Ānaru Tāwhiri'];
    expect(await order('?sort=name&direction=asc')).toEqual(ascending);
    expect(await order('?sort=name&direction=desc')).toEqual([...ascending].reverse());
  });

  it('sorts by number of accounts either way, ties by client id', async () => {
    const twos = tied(['peggy', 'Peggy Ngata'], ['anaru', 'Ānaru Tāwhiri']);
    const ones = tied(
      ['mixed', 'Mixed Both'],
      ['bob', 'Bob Brown'],
      ['injector', INJECTOR_NAME],
      ['ann', 'Ann Joint'],
      ['ben', 'Ben Joint'],
      ['nora', 'Nora Novalue'],
    );
    expect(await order('?sort=accounts&direction=desc')).toEqual([...twos, ...ones]);
    expect(await order('?sort=accounts&direction=asc')).toEqual([...ones, ...twos]);
  });

  it('pages by 20 without overlap or gap, and answers a page past the end with no rows', async () => {
    const query = `?adviserId=${w.pager.id}&sort=value&direction=desc`;
    const first = await book(w.staff, query);
    const second = await book(w.staff, `${query}&pageNo=2`);
    expect(first.totalClients).toBe(25);
    expect(first.list).toHaveLength(20);
    expect(second.list).toHaveLength(5);
    expect([...names(first), ...names(second)]).toEqual(Array.from({ length: 25 }, (_, i) => `Page${String(25 - i).padStart(2, '0')} Paged`));
    const past = await book(w.staff, `${query}&pageNo=3`);
    expect(past).toMatchObject({ list: [], totalClients: 25, pageNo: 3 });
  });
});

describe('search by name', () => {
  const found = async (term: string) => names(await book(w.adviser, `?searchTerm=${encodeURIComponent(term)}`));

  it('finds part of any name, case and macrons ignored', async () => {
    expect(await found('joi')).toEqual(JOINTS());
    expect(await found('TAWHIRI')).toEqual(['Ānaru Tāwhiri']);
    expect(await found('anaru')).toEqual(['Ānaru Tāwhiri']);
    expect(await found('Tāwhiri')).toEqual(['Ānaru Tāwhiri']);
    // The first name behind a known-as name finds the client too.
    expect(await found('margaret')).toEqual(['Peggy Ngata']);
  });

  it('finds a misspelt name', async () => {
    expect(await found('Novalu')).toEqual(['Nora Novalue']);
    expect(await found('Novaleu')).toEqual(['Nora Novalue']);
    expect(await found('tawhiry')).toEqual(['Ānaru Tāwhiri']);
  });

  it('counts the clients found and finds nothing of another book', async () => {
    const body = await book(w.adviser, '?searchTerm=stranger');
    expect(body).toMatchObject({ list: [], totalClients: 0 });
    expect((await book(w.adviser, '?searchTerm=joint')).totalClients).toBe(2);
  });
});

describe("staff's book", () => {
  it('lists every client of their portal with every open account, and only of their portal', async () => {
    const body = await book(w.staff, '?sort=name&direction=asc');
    // Sarah's 8, Zed, Una and Paige's 25; Mixed Both once, with both accounts.
    expect(body.totalClients).toBe(35);
    expect(body.totals.clientCount).toBe(35);
    expect(body.totals.accountCount).toBe(9 + 2 + 1 + 25);
    const all = [...body.list, ...(await book(w.staff, '?sort=name&direction=asc&pageNo=2')).list];
    expect(all.map((r) => r.name)).toContain('Una Unadvised');
    expect(all.map((r) => r.name)).not.toContain('Aussie Mate');
    expect(all.find((r) => r.name === 'Mixed Both')).toMatchObject({ accountCount: 2, totalValue: 150, productTypes: ['PW', 'KS'], valueAsAtDate: '2024-06-30' });
  });

  it("filters by one adviser: that adviser's book, exactly as they see it", async () => {
    const asStaff = await book(w.staff, `?adviserId=${w.sarah.id}`);
    const asAdviser = await book(w.adviser);
    expect(asStaff).toEqual(asAdviser);
  });

  it('totals the portal exactly, by product adding up to the total', async () => {
    const { totals } = await book(w.staff);
    // Sarah's 251,400.61 + Otto's 999.99 + 50.00 + Una's 10.00 + Paige's 1.00 + … + 25.00 (325.00)
    expect(totals.totalValue).toBe(252785.6);
    expect(totals.byProduct.map((p) => p.productType)).toEqual(['PW', 'UT', 'KS', 'PE']);
    expect(totals.byProduct.reduce((sum, p) => sum + cents(p.totalValue), 0)).toBe(cents(totals.totalValue));
  });

  it('refuses an adviser of the other portal or no adviser at all with 404 and says why', async () => {
    for (const adviserId of [w.lachlan.id, randomUUID()]) {
      const response = await w.staff.get(`/api/v1/client-book?adviserId=${adviserId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Id: 'NotFound', Message: UNKNOWN_ADVISER_MESSAGE });
      expect((await w.staff.get(`/api/v1/client-book.csv?adviserId=${adviserId}`)).statusCode).toBe(404);
    }
  });

  it("on the AU portal: only the AU portal's clients", async () => {
    const body = await book(w.auStaff);
    expect(body.list).toEqual([
      { clientId: w.ids.aussie!, name: 'Aussie Mate', accountCount: 1, totalValue: 1234.56, valueAsAtDate: '2024-06-28', productTypes: ['UT-AUS'] },
    ]);
    expect(body.totals.byProduct).toEqual([{ productType: 'UT-AUS', accountCount: 1, totalValue: 1234.56 }]);
    expect(names(await book(w.auAdviser))).toEqual(['Aussie Mate']);
    const nzAdviser = await w.auStaff.get(`/api/v1/client-book?adviserId=${w.sarah.id}`);
    expect(nzAdviser.statusCode).toBe(404);
  });
});

describe("a client's accounts in the book", () => {
  const accountsOf = (browser: TestBrowser, clientId: string) => browser.get(`/api/v1/client-book/${clientId}/accounts`);

  it('lists the accounts the client owns in the book, open and closed, with balances, PW, UT, KS, PE then balance', async () => {
    const response = await accountsOf(w.adviser, w.ids.anaru!);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.clientId).toBe(w.ids.anaru);
    expect(body.name).toBe('Ānaru Tāwhiri');
    expect(body.accounts.map((a: { productType: string; accountIsOpen: boolean; balance: number | null; balanceAsAtDate: string | null }) => [a.productType, a.accountIsOpen, a.balance, a.balanceAsAtDate])).toEqual([
      ['PW', true, 1000.1, '2024-06-28'],
      ['UT', false, 500, '2024-07-31'],
      ['KS', true, 0.2, '2024-06-27'],
    ]);
  });

  it('leaves out accounts the client is only related to, and accounts another adviser advises', async () => {
    const bob = (await accountsOf(w.adviser, w.ids.bob!)).json();
    expect(bob.accounts.map((a: { productType: string }) => a.productType)).toEqual(['KS']);
    const mixed = (await accountsOf(w.adviser, w.ids.mixed!)).json();
    expect(mixed.accounts.map((a: { productType: string }) => a.productType)).toEqual(['PW']);
    const mixedForStaff = (await accountsOf(w.staff, w.ids.mixed!)).json();
    expect(mixedForStaff.accounts.map((a: { productType: string }) => a.productType)).toEqual(['PW', 'KS']);
  });

  it('shows an unvalued account with no balance, and a former client whose accounts are all closed', async () => {
    const nora = (await accountsOf(w.adviser, w.ids.nora!)).json();
    expect(nora.accounts).toEqual([expect.objectContaining({ productType: 'KS', accountIsOpen: true, balance: null, balanceAsAtDate: null })]);
    const cora = (await accountsOf(w.adviser, w.ids.cora!)).json();
    expect(cora.accounts).toEqual([expect.objectContaining({ productType: 'UT', accountIsOpen: false, balance: 70 })]);
  });

  it("answers another adviser's client, the other portal's client and nobody alike: 404", async () => {
    const missing = await accountsOf(w.adviser, randomUUID());
    expect(missing.statusCode).toBe(404);
    for (const [browser, clientId] of [
      [w.adviser, w.ids.zed!],
      [w.adviser, w.ids.unadvised!],
      [w.adviser, w.ids.aussie!],
      [w.otherAdviser, w.ids.anaru!],
      [w.staff, w.ids.aussie!],
      [w.auStaff, w.ids.anaru!],
      [w.auAdviser, w.ids.anaru!],
    ] as const) {
      const response = await accountsOf(browser, clientId);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
  });

  it('refuses a malformed client id with 400', async () => {
    for (const bad of ['abc', '123', `${randomUUID()}x`, 'X'.repeat(90), '%F0%9F%98%80', '%25', "'%20or%201=1"]) {
      const response = await w.staff.get(`/api/v1/client-book/${bad}/accounts`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().Id).toBe('ValidationFailed');
    }
    // Longer than any path parameter may be (Fastify's maxParamLength): refused by the router.
    const tooLong = await w.staff.get(`/api/v1/client-book/${'X'.repeat(200)}/accounts`);
    expect(tooLong.statusCode).toBe(414);
  });
});

describe('the advisers to choose from', () => {
  it("gives staff their portal's advisers in name order, and an adviser only themselves", async () => {
    const staff = (await w.staff.get('/api/v1/client-book/advisers')).json();
    expect(staff.advisers).toEqual([
      { adviserId: w.otto.id, name: 'Otto Other' },
      { adviserId: w.pager.id, name: 'Paige Pager' },
      { adviserId: w.sarah.id, name: 'Sarah Mitchell' },
    ]);
    expect((await w.auStaff.get('/api/v1/client-book/advisers')).json()).toEqual({ advisers: [{ adviserId: w.lachlan.id, name: 'Lachlan Fraser' }] });
    expect((await w.adviser.get('/api/v1/client-book/advisers')).json()).toEqual({ advisers: [{ adviserId: w.sarah.id, name: 'Sarah Mitchell' }] });
  });
});

describe('the CSV export', () => {
  const csv = async (browser: TestBrowser, query = '') => {
    const response = await browser.get(`/api/v1/client-book.csv${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const lines = (response: LightMyRequestResponse) => response.body.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '');

  it('is a UTF-8 attachment named by the portal’s date, never cached', async () => {
    const response = await csv(w.adviser);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = localDateOf(new Date(), 'Pacific/Auckland');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="client-book-${today}.csv"`);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('holds the whole book in the list order: client, accounts, products, total to 2 decimals, as-at date', async () => {
    expect(lines(await csv(w.adviser))).toEqual([
      'Client,Accounts,Products,Total value,As at',
      'Peggy Ngata,2,UT PE,250000.20,2024-06-28',
      'Ānaru Tāwhiri,2,PW KS,1000.30,2024-06-28',
      ...JOINTS().map((name) => `${name},1,UT,300.00,2024-06-28`),
      'Mixed Both,1,PW,100.00,2024-06-28',
      'Bob Brown,1,KS,0.10,2024-06-28',
      `"'=HYPERLINK(""http://evil.test"",""x"") Injector",1,KS,0.01,2024-06-28`,
      'Nora Novalue,1,KS,0.00,',
    ]);
  });

  it('takes the same search and sort as the list, with no paging', async () => {
    expect(lines(await csv(w.adviser, '?searchTerm=joint&sort=name&direction=desc'))).toEqual([
      'Client,Accounts,Products,Total value,As at',
      'Ben Joint,1,UT,300.00,2024-06-28',
      'Ann Joint,1,UT,300.00,2024-06-28',
    ]);
    const staff = lines(await csv(w.staff, `?adviserId=${w.pager.id}&sort=value&direction=asc`));
    expect(staff).toHaveLength(26);
    expect(staff[1]).toBe('Page01 Paged,1,UT,1.00,2024-06-28');
    expect(staff[25]).toBe('Page25 Paged,1,UT,25.00,2024-06-28');
  });

  it('is the header alone for an empty book', async () => {
    expect(lines(await csv(w.unlinkedAdviser))).toEqual(['Client,Accounts,Products,Total value,As at']);
    expect(lines(await csv(w.adviser, '?searchTerm=nobodyhasthisname'))).toEqual(['Client,Accounts,Products,Total value,As at']);
  });

  it("never holds another adviser's client or the other portal's", async () => {
    const body = (await csv(w.adviser)).body;
    for (const name of ['Zed', 'Unadvised', 'Aussie', 'Cora']) expect(body).not.toContain(name);
    expect((await csv(w.auStaff)).body).not.toContain('Tāwhiri');
  });

  it('reads the book in batches, in the same order as the pages, each client once', async () => {
    const staffAuth = staffAuthOf('NZ', 'staff');
    const rows: string[] = [];
    for await (const row of await clientBookRows(db(), staffAuth, { searchTerm: '', sort: 'name', direction: 'asc' }, 7)) rows.push(row.clientId);
    const paged = [
      ...(await book(w.staff, '?sort=name&direction=asc')).list,
      ...(await book(w.staff, '?sort=name&direction=asc&pageNo=2')).list,
    ].map((r) => r.clientId);
    expect(rows).toEqual(paged);
    expect(new Set(rows).size).toBe(35);
  });
});

describe('who may use the client book', () => {
  const routes = (clientId: string) => [
    '/api/v1/client-book',
    '/api/v1/client-book.csv',
    '/api/v1/client-book/advisers',
    `/api/v1/client-book/${clientId}/accounts`,
  ];

  it('refuses clients with 403 on both portals, even for their own client record', async () => {
    for (const [browser, clientId] of [
      [w.client, w.ids.anaru!],
      [w.auClient, w.ids.aussie!],
    ] as const) {
      for (const url of routes(clientId)) {
        const response = await browser.get(url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ Id: 'Forbidden', Message: 'You do not have access to this.' });
      }
    }
  });

  it('answers an anonymous caller 401', async () => {
    for (const url of routes(w.ids.anaru!)) {
      const response = await ctx.nz.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('impossible parameters', () => {
  it('refuses each with 400 and names the parameter', async () => {
    const bad = [
      ['pageNo', '0'],
      ['pageNo', '-1'],
      ['pageNo', 'abc'],
      ['pageNo', '1.5'],
      ['pageNo', '10000000'],
      ['pageNo', ''],
      ['sort', 'balance'],
      ['direction', 'up'],
      ['adviserId', 'abc'],
      ['adviserId', '2024-02-30'],
      ['adviserId', randomUUID().slice(0, 35)],
      ['searchTerm', 'x'.repeat(101)],
    ] as const;
    for (const [name, value] of bad) {
      for (const url of ['/api/v1/client-book', '/api/v1/client-book.csv']) {
        if (url.endsWith('.csv') && name === 'pageNo') continue;
        const response = await w.staff.get(`${url}?${name}=${encodeURIComponent(value)}`);
        expect(response.statusCode, `${url} ${name}=${value}`).toBe(400);
        expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: expect.stringContaining(name) });
      }
    }
  });

  it('takes any unicode search term and finds nothing rather than failing', async () => {
    for (const term of ['😀', '漢字', "O'Brien", 'a\\b', '   ']) {
      const response = await w.staff.get(`/api/v1/client-book?searchTerm=${encodeURIComponent(term)}`);
      expect(response.statusCode, term).toBe(200);
    }
  });
});
