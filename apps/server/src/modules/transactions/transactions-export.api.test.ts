import { writeFile, mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RetailTransaction } from '@tasman/domain';
import { accountHolders, transactions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { EMPTY_HISTORY, NO_CLIENT_FOR_PDF } from './transactions.pdf.js';
import { historyRows } from './transactions.repo.js';
import { accountWithHistory, NOW } from './transactions-world.js';

const ctx = useTestApp('NZ');
const db = () => ctx.testDb.database.db;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** RFC 4180 records (quoted fields, doubled quotes, CRLF), for reading our exports back. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i++;
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}

/** A PDF's text through pdfjs-dist (Mozilla's reader, a second opinion on what we wrote), and page 1's structure tree. */
async function readPdf(pdf: Buffer) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
  }
  const structure = JSON.stringify(await (await document.getPage(1)).getStructTree());
  const metadata = await document.getMetadata();
  const pages = document.numPages;
  await document.destroy();
  // Words a cell wrapped onto two lines read as one line of text, as a screen reader says them.
  return { text: lines.join(' ').replace(/\s+/g, ' '), structure, info: metadata.info as Record<string, unknown>, pages };
}

const range = '&periodStart=2024-03-01&periodEnd=2024-06-30';

describe('GET /api/v1/transactions.csv (spec 002 §9: Transaction Summary.csv)', () => {
  it('holds exactly the rows of the JSON pages, in their order, formula-safe, with a byte-order mark', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const response = await browser.get(`/api/v1/transactions.csv?accountNumber=${account.accountNumber}${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Transaction Summary.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...records] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual(['Account number', 'Security', 'Date', 'Description', 'Units', 'Unit price', 'Value', 'Tax', 'Net value', 'Pending']);

    const pages: RetailTransaction[] = [];
    for (const pageNo of [1, 2, 3]) {
      pages.push(...(await browser.get(`/api/v1/transactions?accountNumber=${account.accountNumber}${range}&pageSize=2&pageNo=${pageNo}`)).json().list);
    }
    expect(records).toHaveLength(pages.length);
    records.forEach((record, i) => {
      const row = pages[i]!;
      expect(record[0]).toBe(account.accountNumber);
      // '=Formula Fund' starts with '=': written with a leading apostrophe so no spreadsheet runs it.
      expect(record[1]).toBe(row.securityName.startsWith('=') ? `'${row.securityName}` : row.securityName);
      expect(record[2]).toBe(row.transactionDate);
      expect(record[3]).toBe(row.description);
      expect(record[4] === '' ? null : Number(record[4])).toBe(row.units);
      expect(record[5] === '' ? null : Number(record[5])).toBe(row.unitPrice);
      expect(Number(record[6])).toBe(row.transactionValue);
      expect(Number(record[7])).toBe(row.tax);
      expect(Number(record[8])).toBe(row.transactionNetValue);
      expect(record[9]).toBe(row.isPending ? 'Yes' : 'No');
    });
    expect(records.some((r) => r[1] === "'=Formula Fund")).toBe(true);
  });

  it('writes the private-equity columns for a private-equity account', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app, 'PE');
    const response = await browser.get(`/api/v1/transactions.csv?accountNumber=${account.accountNumber}&periodStart=2024-03-01&periodEnd=2024-07-01`);
    const [header, ...records] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual(['Account number', 'Date', 'Description', 'Unit price', 'Value', 'Pending']);
    expect(records.map((r) => r[4])).toEqual(['50.00', '-60.00', '400.00', '110.00', '1000.00']);
  });

  it('refuses bad input before the first byte, as the page does', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const reversedOut = await browser.get(`/api/v1/transactions.csv?accountNumber=${account.accountNumber}&periodStart=2024-07-05&periodEnd=2024-06-01`);
    expect(reversedOut.statusCode).toBe(400);
    expect(reversedOut.json().Id).toBe('ValidationFailed');
    expect((await browser.get(`/api/v1/transactions.csv?accountNumber=${account.accountNumber}&pageNo=1`)).statusCode).toBe(200);
  });
});

describe('keyset batches (the exports’ reader)', () => {
  it('walks every row once, in the page order, across batch boundaries', async () => {
    const { account, fundA } = await accountWithHistory(db(), ctx.app);
    // 25 more rows on one day: the id breaks the tie, so batches of 4 must cross it without loss or repeat.
    await db()
      .insert(transactions)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          accountId: account.id,
          securityId: fundA.id,
          tradeDate: '2024-05-01',
          bookedAt: new Date('2024-05-01T00:00:00Z'),
          transactionType: 'Contribution' as const,
          description: `Same day ${i}`,
          units: '1',
          unitPrice: '1.1',
          value: '1.10',
          netValue: '1.10',
        })),
      );
    const filter = { accountId: account.id, periodStart: '2024-03-01', periodEnd: '2024-06-30', securityId: null };
    const walked = [];
    for await (const row of historyRows(db(), filter, 4)) walked.push(row.id);
    const { findHistoryPage } = await import('./transactions.repo.js');
    const paged = (await findHistoryPage(db(), filter, 1, 1000)).map((r) => r.id);
    expect(walked).toHaveLength(30);
    expect(new Set(walked).size).toBe(30);
    expect(walked).toEqual(paged);
  });
});

describe('GET /api/v1/transactions.pdf (spec 002 §7 Transaction PDF)', () => {
  it('holds the client, the account, every transaction and the opening and closing securities with their dates', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const response = await browser.get(`/api/v1/transactions.pdf?accountNumber=${account.accountNumber}&periodStart=2024-04-01&periodEnd=2024-06-30`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Transaction Summary.pdf"');
    await mkdir('/tmp/shots/txapi', { recursive: true }).catch(() => undefined);
    await writeFile('/tmp/shots/txapi/transaction-summary.pdf', response.rawPayload).catch(() => undefined);

    const page = (await browser.get(`/api/v1/transactions?accountNumber=${account.accountNumber}&periodStart=2024-04-01&periodEnd=2024-06-30`)).json();
    const { text, structure, info } = await readPdf(response.rawPayload);
    expect(text).toContain('Transaction Summary');
    expect(text).toContain('Aroha Test');
    expect(text).toContain(account.accountNumber);
    expect(text).toContain('01 Apr 2024 to 30 Jun 2024');
    // The balances of the JSON page, to the cent: 1,000.00 on 31 Mar and 1,760.00 on 30 Jun.
    expect(page.openingBalance).toBe(1000);
    expect(text).toContain('Opening balance at 31 Mar 2024');
    expect(text).toContain('NZD 1,000.00');
    expect(text).toContain('Closing balance at 30 Jun 2024');
    expect(text).toContain('NZD 1,760.00');
    // Each transaction's value, and units and prices to 4 decimals.
    for (const value of ['50.00', '-60.00', '400.00', '110.00']) expect(text).toContain(value);
    expect(text).toContain('-50.0000');
    expect(text).toContain('1.2000');
    expect(text).toContain('Contribution requested (pending)');
    // Opening securities on 31 Mar: 1,000 A at 1.0000; closing on 30 Jun: 1,050 A at 1.2000 and 200 B at 2.5000.
    expect(text).toContain('Opening securities at 31 Mar 2024');
    expect(text).toContain('Closing securities at 30 Jun 2024');
    expect(text).toContain('1,050.0000');
    expect(text).toContain('1,260.00');
    expect(text).toContain('2.5000');
    expect(text).toContain('Ōtautahi Growth Fund');
    // Tagged: a structure tree of headings, paragraphs and a table, in the document's language.
    expect(structure).toContain('"role":"H1"');
    expect(structure).toContain('"role":"Table"');
    const raw = response.rawPayload.toString('latin1');
    expect(raw).toMatch(/\/Lang \(en-NZ\)/);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toMatch(/\/Marked true/);
    expect(info.Title).toBe(`Transaction Summary – ${account.accountNumber}`);
  });

  it('shows the empty-history message of spec 002 §8 when the range has no transactions', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const response = await browser.get(`/api/v1/transactions.pdf?accountNumber=${account.accountNumber}&periodStart=2024-03-01&periodEnd=2024-03-27`);
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain(EMPTY_HISTORY);
  });

  it('refuses an account with no client or linked client (spec 002 §8)', async () => {
    const { browser, account } = await accountWithHistory(db(), ctx.app);
    const staff = browser; // the owner's session was made before the holders went
    await db().delete(accountHolders).where(eq(accountHolders.accountId, account.id));
    const { createUser } = await import('../../test/fixtures.js');
    const { TestBrowser } = await import('../../test/test-app.js');
    const { user } = await createUser(db(), { userType: 'Staff' });
    const staffBrowser = new TestBrowser(ctx.app);
    await staffBrowser.signIn(user.username);
    expect((await staff.get(`/api/v1/transactions.pdf?accountNumber=${account.accountNumber}`)).statusCode).toBe(404);
    const response = await staffBrowser.get(`/api/v1/transactions.pdf?accountNumber=${account.accountNumber}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Id: 'ValidationFailed', Message: NO_CLIENT_FOR_PDF });
  });

  it('keeps the column headings on every page of a long history', async () => {
    const { browser, account, fundA } = await accountWithHistory(db(), ctx.app);
    await db()
      .insert(transactions)
      .values(
        Array.from({ length: 400 }, (_, i) => ({
          accountId: account.id,
          securityId: fundA.id,
          tradeDate: '2024-05-02',
          bookedAt: new Date('2024-05-02T00:00:00Z'),
          transactionType: 'Contribution' as const,
          description: `Regular contribution ${i + 1}`,
          units: '1',
          unitPrice: '1.1',
          value: '1.10',
          netValue: '1.10',
        })),
      );
    const response = await browser.get(`/api/v1/transactions.pdf?accountNumber=${account.accountNumber}${range}`);
    await writeFile('/tmp/shots/txapi/transaction-summary-long.pdf', response.rawPayload).catch(() => undefined);
    const { text, pages } = await readPdf(response.rawPayload);
    expect(pages).toBeGreaterThan(5);
    const numbers = new Set([...text.matchAll(/Regular contribution (\d+) /g)].map((m) => Number(m[1])));
    expect(numbers.size).toBe(400);
    expect(Math.min(...numbers)).toBe(1);
    expect(Math.max(...numbers)).toBe(400);
    // The headings drawn once as the table's TH row and again, as page furniture, on every page it continues on.
    expect(text.match(/Net value/g)?.length).toBeGreaterThanOrEqual(pages - 1);
  });
});
