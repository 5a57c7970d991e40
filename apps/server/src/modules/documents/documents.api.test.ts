import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '@tasman/domain/format/percent';
import { benchmarkLevels, benchmarks, documents, fundNetAssetValues, fundTopHoldings, securities, securityDistributions } from '../../db/schema/index.js';
import { createUser } from '../../test/fixtures.js';
import { allocate, createFund } from '../../test/market-fixtures.js';
import { TestBrowser } from '../../test/test-app.js';
import { useTestPortals } from '../../test/use-test-app.js';
import { publishFundDocuments } from '../../jobs/fact-sheets/fund-document-jobs.js';
import { money } from '../statements/statement-pdf-kit.js';
import { pdfText } from '../statements/statement-pdf-text.js';

const ctx = useTestPortals();
const db = () => ctx.testDb.database.db;
const unique = () => randomBytes(3).toString('hex').toUpperCase();
/** Set to a folder to keep the PDFs this test reads (to look at them). */
const KEEP_PDFS = process.env.FUND_DOCUMENT_PDF_DIR;
function keep(name: string, pdf: Buffer) {
  if (!KEEP_PDFS) return;
  mkdirSync(KEEP_PDFS, { recursive: true });
  writeFileSync(join(KEEP_PDFS, name), pdf);
}

/** Weekly Friday prices from 2018-06-29 to 2024-06-28 (over five years), a wave on a rising line. */
function weeklyPrices(start: number, amplitude: number): Array<[string, string]> {
  const prices: Array<[string, string]> = [];
  for (let day = Date.parse('2018-06-29'), n = 0; day <= Date.parse('2024-06-28'); day += 7 * 86_400_000, n++) {
    prices.push([new Date(day).toISOString().slice(0, 10), (start * (1 + n * 0.001) * (1 + amplitude * Math.sin(n / 3))).toFixed(6)]);
  }
  return prices;
}

let world: Awaited<ReturnType<typeof buildWorld>> | undefined;

/**
 * An NZ fund offered in KS, UT and PW with a benchmark, allocation, twelve holdings (one cash), a
 * fee, a size and a distribution; a cash fund and a third-party index fund beside it; an AU fund.
 */
async function buildWorld() {
  const prices = weeklyPrices(1, 0.03);
  const fund = await createFund(db(), `Test Growth Fund ${unique()}`, prices);
  const [benchmark] = await db()
    .insert(benchmarks)
    .values({ msBenchmarkId: `XB${unique()}`, name: `Test Growth Index ${unique()}`, currencyCode: 'NZD' })
    .returning();
  await db()
    .insert(benchmarkLevels)
    .values(weeklyPrices(1000, 0.025).map(([closeDate, returnIndex]) => ({ benchmarkId: benchmark!.id, closeDate, returnIndex })));
  await db()
    .update(securities)
    .set({ benchmarkId: benchmark!.id, inceptionDate: '2018-06-29', feePercent: '1.0500' })
    .where(eq(securities.id, fund.id));
  await db().insert(securityDistributions).values({ securityId: fund.id, exDate: '2023-12-29', paymentDate: '2024-01-10', centsPerUnit: '1.500000' });
  await db().insert(fundNetAssetValues).values({ securityId: fund.id, monthEnd: '2024-06-30', netAssetValue: '123456789.12' });
  await allocate(db(), fund.id, '2024-06-30', [
    ['International Equities', '41.237'],
    ['Australasian Equities', '23.118'],
    ['International Fixed Interest', '20.402'],
    ['Listed Property', '9.911'],
    ['Cash and Cash Equivalents', '5.332'],
  ]);
  await db()
    .insert(fundTopHoldings)
    .values([
      { securityId: fund.id, asAtDate: '2024-06-30', rank: 1, name: 'NZD Cash Deposit', country: 'New Zealand', holdingType: 'Cash', weight: '8.5000' },
      ...Array.from({ length: 11 }, (_, i) => ({
        securityId: fund.id,
        asAtDate: '2024-06-30',
        rank: i + 2,
        name: `Holding Company ${String.fromCharCode(65 + i)}`,
        country: 'New Zealand',
        holdingType: 'Equity',
        weight: (7 - i * 0.5).toFixed(4),
      })),
    ]);
  const cashFund = await createFund(db(), `Test Cash Fund ${unique()}`, weeklyPrices(1, 0));
  await db().update(securities).set({ isCash: true }).where(eq(securities.id, cashFund.id));
  const indexFund = await createFund(db(), `Test Shares Index Fund ${unique()}`, weeklyPrices(1, 0.02));
  await db().update(securities).set({ isVanguard: true }).where(eq(securities.id, indexFund.id));
  const auFund = await createFund(db(), `Test Australian Fund ${unique()}`, weeklyPrices(2, 0.04));
  await db().update(securities).set({ productCodes: ['UT-AUS'], currencyCode: 'AUD' }).where(eq(securities.id, auFund.id));
  // A fund launched after the period: nothing to report yet.
  const young = await createFund(db(), `Test Young Fund ${unique()}`, [['2024-07-02', '1.000000']]);
  const nz = await publishFundDocuments(db(), ctx.nz.storage, 'NZ', '2024-07-05');
  const au = await publishFundDocuments(db(), ctx.au.storage, 'AU', '2024-07-05');
  return { fund, benchmark: benchmark!, cashFund, indexFund, auFund, young, nz, au };
}

async function theWorld() {
  world ??= await buildWorld();
  return world;
}

async function signedIn(channel: 'NZ' | 'AU' = 'NZ') {
  const { user } = await createUser(db(), { channel });
  const browser = new TestBrowser(channel === 'NZ' ? ctx.nz : ctx.au);
  await browser.signIn(user.username);
  return browser;
}

const list = (app: 'nz' | 'au', path: string) => ctx[app].inject({ method: 'GET', url: `/cache/documents/${path}` });

describe('GET /cache/documents/factsheets and /fundUpdates (spec 002 §7, §9)', () => {
  it('lists the fact sheet of each fund under each asked product, public, cash and third-party index funds left out', async () => {
    const { fund, cashFund, indexFund, young, nz } = await theWorld();
    // 1 fund × 3 products, fact sheet and fund update.
    expect(nz).toEqual({ recorded: 6, issued: 2 });
    const response = await list('nz', 'factsheets?productCodes=KS,UT,PW');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((g: { productCode: string; name: string }) => [g.productCode, g.name])).toEqual([
      ['KS', 'KiwiSaver Plan'],
      ['UT', 'Investment Funds'],
      ['PW', 'Wealth Management'],
    ]);
    expect(body[1].docs).toEqual([
      { Title: `${fund.name} Fact Sheet June 2024`, RelativeURL: `/cache/documents/factsheets/${fund.msSecurityId}?asAt=2024-06-30`, MSID: fund.msSecurityId },
    ]);
    const listed = body.flatMap((g: { docs: Array<{ MSID: string }> }) => g.docs.map((d) => d.MSID));
    for (const excluded of [cashFund, indexFund, young]) expect(listed).not.toContain(excluded.msSecurityId);
  });

  it('carries an ETag and a short max-age, and answers 304 to a browser or CDN that has it (issue 14)', async () => {
    const { fund } = await theWorld();
    const first = await list('nz', 'factsheets?productCodes=UT');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.nz.inject({ method: 'GET', url: '/cache/documents/factsheets?productCodes=UT', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another list has another tag.
    expect((await list('nz', 'factsheets?productCodes=KS')).headers.etag).not.toBe(etag);
    // The PDF's tag is its stored SHA-256: a revalidation is a 304 without reading the file.
    const pdf = await list('nz', `factsheets/${fund.msSecurityId}?asAt=2024-06-30`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers.etag).toBe(`"${String(pdf.headers['x-content-sha256'])}"`);
    const cached = await ctx.nz.inject({
      method: 'GET',
      url: `/cache/documents/factsheets/${fund.msSecurityId}?asAt=2024-06-30`,
      headers: { 'if-none-match': String(pdf.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it("filters by the account's fund ids, and answers no lists for funds without documents", async () => {
    const { fund, cashFund } = await theWorld();
    const mine = (await list('nz', `factsheets?productCodes=UT&fundIds=${fund.msSecurityId},${cashFund.msSecurityId}`)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0].docs.map((d: { MSID: string }) => d.MSID)).toEqual([fund.msSecurityId]);
    expect((await list('nz', `factsheets?productCodes=UT&fundIds=${cashFund.msSecurityId}`)).json()).toEqual([]);
    expect((await list('nz', 'factsheets?productCodes=PE')).json()).toEqual([]);
  });

  it('lists quarterly fund updates on the NZ portal, none on the AU portal', async () => {
    const { fund } = await theWorld();
    const updates = (await list('nz', 'fundUpdates?productCodes=KS')).json();
    expect(updates[0].docs).toEqual([
      { Title: `${fund.name} Fund Update June 2024 quarter`, RelativeURL: `/cache/documents/fundUpdates/${fund.msSecurityId}?asAt=2024-06-30`, MSID: fund.msSecurityId },
    ]);
    const au = await list('au', 'fundUpdates?productCodes=UT-AUS');
    expect(au.statusCode).toBe(200);
    expect(au.json()).toEqual([]);
  });

  it("serves each portal its own products' documents only (UT-AUS on the AU portal)", async () => {
    const { auFund, fund, au } = await theWorld();
    expect(au).toEqual({ recorded: 1, issued: 1 });
    const body = (await list('au', 'factsheets?productCodes=UT-AUS')).json();
    expect(body).toEqual([
      { productCode: 'UT-AUS', name: 'Australian Unit Trusts', docs: [expect.objectContaining({ MSID: auFund.msSecurityId })] },
    ]);
    // The other portal's products are refused, not silently empty.
    for (const [app, query] of [
      ['au', 'productCodes=KS'],
      ['nz', 'productCodes=UT-AUS'],
    ] as const) {
      const refused = await list(app, `factsheets?${query}`);
      expect(refused.statusCode, `${app} ${query}`).toBe(400);
      expect(refused.json().Message).toMatch(/not a product of this portal/);
    }
    // Another portal's fund: not there.
    expect((await ctx.au.inject({ method: 'GET', url: `/cache/documents/factsheets/${fund.msSecurityId}?asAt=2024-06-30` })).statusCode).toBe(404);
    expect((await ctx.nz.inject({ method: 'GET', url: `/cache/documents/factsheets/${auFund.msSecurityId}` })).statusCode).toBe(404);
  });

  it.each([
    'factsheets',
    'factsheets?productCodes=',
    'factsheets?productCodes=XX',
    'factsheets?productCodes=KS,',
    'factsheets?productCodes=K%C5%8C',
    'factsheets?productCodes=KS&fundIds=%F0%9F%92%B0',
    "factsheets?productCodes=KS&fundIds=F1'--",
    `factsheets?productCodes=KS&fundIds=${'F'.repeat(21)}`,
    'factsheets?productCodes=KS&page=0',
    `fundUpdates?productCodes=${'KS,'.repeat(700)}KS`,
  ])('answers 400 with a message for %s', async (path) => {
    const response = await list('nz', path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Id: expect.any(String), Message: expect.any(String) });
  });

  it.each([
    ['factsheets/F00000XYZ?asAt=2024-06-30', 404],
    ['factsheets/F00000XYZ', 404],
    ['factsheets/F%C3%BCnd?asAt=2024-06-30', 400],
    ['factsheets/F1?asAt=2024-02-30', 400],
    ['factsheets/F1?asAt=10000000', 400],
    ['factsheets/F1?asAt=2024-06-30&x=1', 400],
  ])('a document address %s answers %i', async (path, status) => {
    await theWorld();
    const response = await list('nz', path);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ Message: expect.any(String) });
  });

  it('a period not recorded for the fund is 404', async () => {
    const { fund } = await theWorld();
    expect((await list('nz', `factsheets/${fund.msSecurityId}?asAt=2024-05-31`)).statusCode).toBe(404);
  });
});

describe("the fact sheet prints the fund screens' figures for the same date (issue 12)", () => {
  it('returns against the benchmark, allocation adding to 100, top 10, fee, size and inception, read back with pdfjs', async () => {
    const { fund } = await theWorld();
    const browser = await signedIn();
    // The fund screens today: their returns run to the latest month end the prices reach, 30 June 2024.
    const details = (await browser.get(`/api/v1/funds/${fund.msSecurityId}`)).json();
    const breakdown = (await browser.get(`/api/v1/funds/${fund.msSecurityId}/asset-breakdown`)).json();
    expect(details.MonMarketIndexReturns.AsAtDate).toBe('2024-06-30');

    const response = await ctx.nz.inject({ method: 'GET', url: `/cache/documents/factsheets/${fund.msSecurityId}?asAt=2024-06-30` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${fund.name} Fact Sheet June 2024.pdf`);
    keep('fact-sheet.pdf', response.rawPayload);
    const text = await pdfText(response.rawPayload);

    expect(text).toContain(fund.name);
    expect(text).toContain('Monthly fact sheet as at 30 Jun 2024');
    const f = details.MonMarketIndexReturns;
    const b = details.BenchmarkMarketIndexReturns;
    const row = (label: string, own: number, index: number) =>
      `${label} ${formatPercent(own)} ${formatPercent(index)} ${formatPercent(own - index, { signed: true })}`;
    expect(text).toContain(row('1 month', f.M1, b.M1));
    expect(text).toContain(row('3 months', f.M3, b.M3));
    expect(text).toContain(row('1 year', f.Y1, b.Y1));
    expect(text).toContain(row('3 years p.a.', f.Y3, b.Y3));
    expect(text).toContain(row('5 years p.a.', f.Y5, b.Y5));
    expect(f.SinceInceptionPerAnnum).toBe(true);
    expect(text).toContain(row('Since inception p.a.', f.SinceInception, b.SinceInception));

    // The allocation as the fund page shows it, and its total exactly 100.
    let total = breakdown.totalCashAtBankPercentage;
    for (const entry of breakdown.assetAllocation) {
      expect(text).toContain(`${entry.assetClass} ${formatPercent(entry.weight)}`);
      total += entry.weight;
    }
    expect(Math.round(total * 100)).toBe(10_000);
    expect(text).toContain('Total 100.00%');

    // Top 10 without the cash holding.
    expect(details.TopInvestments).toHaveLength(10);
    for (const holding of details.TopInvestments) expect(text).toContain(`${holding.name} ${holding.Type} ${formatPercent(holding.Percentage)}`);
    expect(text).not.toContain('NZD Cash Deposit');
    expect(text).not.toContain('Holding Company K');

    expect(text).toContain(`Annual management fee ${formatPercent(details.Fee)} a year`);
    expect(text).toContain(`NZD ${money(details.FundNetAssetValues.MonthEndValue)} at 30 Jun 2024`);
    expect(text).toContain('Inception date 29 Jun 2018');
    expect(text).toContain(`Benchmark ${details.BenchmarkName}`);
    expect(text).toMatch(/Risk indicator [1-7] of 7/);
    expect(text.replace(/\s+/g, ' ')).toContain('past performance is not a reliable indicator of future returns');
  });

  it('the fund update prints the same returns, fees, risk indicator, top 10 and allocation', async () => {
    const { fund } = await theWorld();
    const details = (await (await signedIn()).get(`/api/v1/funds/${fund.msSecurityId}`)).json();
    const response = await ctx.nz.inject({ method: 'GET', url: `/cache/documents/fundUpdates/${fund.msSecurityId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`${fund.name} Fund Update June 2024 quarter.pdf`);
    keep('fund-update.pdf', response.rawPayload);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Fund update for the quarter ended 30 Jun 2024');
    expect(text).toContain('What is the purpose of this update?');
    expect(text).toContain(`1 year ${formatPercent(details.MonMarketIndexReturns.Y1)}`);
    expect(text).toMatch(/Risk indicator [1-7] of 7/);
    expect(text).toContain(details.TopInvestments[9].name);
    expect(text).toContain('Total 100.00%');
  });
  it("the AU portal's fact sheet is issued by the Australian entity, in its own words", async () => {
    const { auFund } = await theWorld();
    const response = await ctx.au.inject({ method: 'GET', url: `/cache/documents/factsheets/${auFund.msSecurityId}` });
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`${auFund.name}`);
    expect(text).toContain('Monthly fact sheet as at 30 Jun 2024');
    expect(text).toContain('Issued by Tasman Asset Management (Australia) Pty Ltd as responsible entity of the fund');
    expect(text).not.toContain('Financial Markets Conduct Act');
    // No benchmark: the returns table has the fund's column only.
    expect(text).toContain('Benchmark None');
    expect(text).not.toContain('Difference');
  });
});

describe('the job makes each document once (idempotent)', () => {
  it('run again, and twice at once: no new rows, one stored file per fund, kind and period, the bytes unchanged', async () => {
    const { fund } = await theWorld();
    const before = await db().select().from(documents).where(eq(documents.msSecurityId, fund.msSecurityId));
    expect(before.every((row) => row.sha256 !== null && row.issuedAt !== null)).toBe(true);
    const again = await Promise.all([
      publishFundDocuments(db(), ctx.nz.storage, 'NZ', '2024-07-05'),
      publishFundDocuments(db(), ctx.nz.storage, 'NZ', '2024-07-20'),
    ]);
    expect(again).toEqual([
      { recorded: 0, issued: 0 },
      { recorded: 0, issued: 0 },
    ]);
    const after = await db().select().from(documents).where(eq(documents.msSecurityId, fund.msSecurityId));
    expect(after.map((r) => [r.id, r.sha256])).toEqual(before.map((r) => [r.id, r.sha256]));
    // The three products' rows of one file share its bytes.
    const files = new Map<string, Set<string | null>>();
    for (const row of after) files.set(row.storageKey, (files.get(row.storageKey) ?? new Set()).add(row.sha256));
    expect(files.size).toBe(2);
    for (const [key, hashes] of files) {
      expect(hashes.size).toBe(1);
      const stored = Buffer.from(await ctx.nz.storage.getBytes(key));
      expect(createHash('sha256').update(stored).digest('hex')).toBe([...hashes][0]);
    }
  });

  it('two issuers racing on new rows store the file once: every render but one is discarded', async () => {
    await theWorld();
    const fresh = await createFund(db(), `Test Race Fund ${unique()}`, weeklyPrices(1, 0.01));
    let renders = 0;
    const render = async () => {
      renders++;
      const { default: PDFDocument } = await import('pdfkit');
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
      doc.text(`render ${renders} ${Math.random()}`);
      doc.end();
      return done;
    };
    await Promise.all([1, 2, 3].map(() => publishFundDocuments(db(), ctx.nz.storage, 'NZ', '2024-07-05', render)));
    const rows = await db().select().from(documents).where(eq(documents.msSecurityId, fresh.msSecurityId));
    expect(rows).toHaveLength(6); // KS, UT, PW × fact sheet, fund update
    const byFile = new Map<string, Set<string | null>>();
    for (const row of rows) byFile.set(row.storageKey, (byFile.get(row.storageKey) ?? new Set()).add(row.sha256));
    for (const [key, hashes] of byFile) {
      expect(hashes.size).toBe(1);
      const stored = Buffer.from(await ctx.nz.storage.getBytes(key));
      expect(createHash('sha256').update(stored).digest('hex')).toBe([...hashes][0]);
    }
    const count = await db().execute(sql`select count(*)::int as n from documents where ms_security_id = ${fresh.msSecurityId}`);
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(6);
  });
});
