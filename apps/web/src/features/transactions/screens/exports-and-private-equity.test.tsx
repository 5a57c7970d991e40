import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSACTION_ROUTES } from '@tasman/domain/contracts/transactions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { TRANSACTION_MESSAGES } from '../messages';
import { accountList, KS, limitsToday, mockTransactionsApi, PE, peRow, pePage, retailPage, retailRow, type Answer } from './transactions-test-kit';

const LOADED = { timeout: 10_000 };
const R = TRANSACTION_ROUTES;
const securitiesPath = (accountNumber: string) => R.accountSecurities.replace(':accountNumber', accountNumber);

function api(overrides: Record<string, (url: URL) => Answer> = {}) {
  return mockTransactionsApi({
    'GET /api/v1/accounts': () => ({ body: accountList }),
    [`GET ${securitiesPath(KS.accountNumber)}`]: () => ({ body: { accountNumber: KS.accountNumber, list: [] } }),
    [`GET ${R.transactions}`]: (url) =>
      url.searchParams.get('accountNumber') === PE.accountNumber
        ? { body: pePage(url, Array.from({ length: 25 }, (_, index) => peRow(index))) }
        : { body: retailPage(url, [retailRow()]) },
    ...overrides,
  });
}

describe('Transaction History exports', { timeout: 60_000 }, () => {
  const saved: { name: string; size: number }[] = [];
  beforeEach(() => {
    sessionStorage.clear();
    saved.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => `blob:${blob.size}`, revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, size: Number(this.href.split(':').at(-1)) });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('hides the buttons behind a loading state while the PDF downloads, then saves it under the server\u2019s name', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const mock = api({
      [`GET ${R.transactionsPdf}`]: () => ({
        hold: held,
        file: { text: '%PDF-1.7 test', type: 'application/pdf', disposition: 'attachment; filename="Transaction Summary.pdf"' },
      }),
    });
    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findByTestId('retail-transactions', {}, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect((await screen.findByTestId('export-loading', {}, LOADED)).textContent).toContain('PDF');
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull();
    release();
    await screen.findByRole('button', { name: 'CSV' }, LOADED);
    expect(saved).toEqual([{ name: 'Transaction Summary.pdf', size: 13 }]);
    const query = mock.calls(R.transactionsPdf)[0]?.searchParams;
    expect(query?.get('periodEnd')).toBe(limitsToday('KS', KS.signupDate).max);
    expect(query?.has('pageNo')).toBe(false);
  });

  it('says the PDF and the CSV failures in the spec\u2019s words', async () => {
    const failure = () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } });
    api({ [`GET ${R.transactionsPdf}`]: failure, [`GET ${R.transactionsCsv}`]: failure });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(`/transactions?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findByTestId('retail-transactions', {}, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    const pdf = await screen.findByTestId('export-failure', {}, LOADED);
    expect(pdf.textContent).toContain(TRANSACTION_MESSAGES.pdfFailedTitle);
    expect(pdf.textContent).toContain(TRANSACTION_MESSAGES.pdfFailed);
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(screen.getByTestId('export-failure').textContent).toContain(TRANSACTION_MESSAGES.csvFailedTitle));
    expect(screen.getByTestId('export-failure').textContent).toContain(TRANSACTION_MESSAGES.csvFailed);
    expect(saved).toEqual([]);
  });
});

describe('Transaction History, private equity view', { timeout: 60_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('asks once for the whole range up to today and pages the rows here at 20', async () => {
    const mock = api();
    renderApp(`/transactions?accountNumber=${PE.accountNumber}`, { user: CLIENT });
    const table = await screen.findByTestId('private-equity-transactions', {}, LOADED);
    const calls = mock.calls(R.transactions);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.searchParams.get('pageSize')).toBe('1000000');
    expect(calls[0]?.searchParams.get('periodEnd')).toBe(limitsToday('PE', PE.signupDate).max);
    expect(within(table).getAllByTestId('transaction-row')).toHaveLength(20);
    expect(table.textContent).toContain('Capital call 0');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const rows = within(screen.getByTestId('private-equity-transactions')).getAllByTestId('transaction-row');
    expect(rows).toHaveLength(5);
    expect(rows[0]?.textContent).toContain('Capital call 20');
    expect(mock.calls(R.transactions)).toHaveLength(1);
  });
});
