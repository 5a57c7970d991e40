import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDateIn } from '@tasman/domain/channel/channel';
import { defaultReportRange } from '@tasman/domain/reports/default-report-range';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT, RELATED_ONLY } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { DOWNLOAD_FAILED } from './reports-screen';
import { KS, mockReportsApi, PE, reportPage } from './reports-test-kit';

const LOADED = { timeout: 20_000 };
const today = () => localDateIn('NZ');

describe('Reports & Statements', { timeout: 60_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the default range by itself: 13 months back (first of the month) to tomorrow', async () => {
    const mock = mockReportsApi({ 'GET /api/v1/reports': (url) => ({ body: reportPage(url, 3) }) });
    renderApp(`/reports-and-statements?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    expect(await screen.findAllByTestId('report-row', {}, LOADED)).toHaveLength(3);
    const query = mock.calls('/api/v1/reports')[0]!.url.searchParams;
    const expected = defaultReportRange(KS.signupDate, today());
    expect(query.get('periodStart')).toBe(expected.start);
    expect(query.get('periodEnd')).toBe(expected.end);
    expect(query.get('pageNo')).toBe('1');
    expect(query.get('accountNumber')).toBe(KS.accountNumber);
    expect(query.has('reportType')).toBe(false);
    expect(screen.queryByLabelText(/^Report type/, { selector: 'input' })).toBeNull();
  });

  it('chooses the first account when the address names none, and lists closed accounts in the selector', async () => {
    mockReportsApi({ 'GET /api/v1/reports': (url) => ({ body: reportPage(url, 1) }) });
    const { router } = renderApp('/reports-and-statements', { user: CLIENT });
    await screen.findAllByTestId('report-row', {}, LOADED);
    expect(router.state.location.search).toContain(`accountNumber=${KS.accountNumber}`);
    await userEvent.click(screen.getByLabelText('Account', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: /J Citizen Old Funds – 700505, Investment Funds \(closed\)/ })).toBeTruthy();
  });

  it('reads a reversed range in the address as swapped and snapped to month start and month end', async () => {
    const mock = mockReportsApi({ 'GET /api/v1/reports': (url) => ({ body: reportPage(url, 1) }) });
    renderApp(`/reports-and-statements?accountNumber=${KS.accountNumber}&from=2025-06-10&to=2025-03-15`, { user: CLIENT });
    await screen.findAllByTestId('report-row', {}, LOADED);
    const query = mock.calls('/api/v1/reports')[0]!.url.searchParams;
    expect([query.get('periodStart'), query.get('periodEnd')]).toEqual(['2025-03-01', '2025-06-30']);
  });

  it('checks Select All by itself when every row of the page is checked, and clears it when one is not', async () => {
    mockReportsApi({ 'GET /api/v1/reports': (url) => ({ body: reportPage(url, 3) }) });
    renderApp(`/reports-and-statements?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    const rows = await screen.findAllByTestId('report-row', {}, LOADED);
    const selectAll = screen.getByRole('checkbox', { name: 'Select All' });
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'));
    expect((selectAll as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(rows[1]!).getByRole('checkbox'));
    expect((selectAll as HTMLInputElement).checked).toBe(false);
    await userEvent.click(selectAll);
    for (const row of rows) expect((within(row).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Download selected (3)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('downloads several selected reports as one zip of their ids', async () => {
    const mock = mockReportsApi({
      'GET /api/v1/reports': (url) => ({ body: reportPage(url, 2) }),
      'POST /api/v1/reports/download': () => ({ file: { bytes: 'PK', type: 'application/zip', disposition: 'attachment; filename="Reports 700101.zip"' } }),
    });
    renderApp(`/reports-and-statements?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    await screen.findAllByTestId('report-row', {}, LOADED);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download selected (2)' }));
    await waitFor(() => expect(mock.calls('/api/v1/reports/download')).toHaveLength(1));
    const sent = JSON.parse(String(mock.calls('/api/v1/reports/download')[0]!.init!.body)) as { accountNumber: string; reportIds: string[] };
    expect(sent.accountNumber).toBe(KS.accountNumber);
    expect(sent.reportIds).toHaveLength(2);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('logs a failed download and tells the user in words (spec 002 §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockReportsApi({
      'GET /api/v1/reports': (url) => ({ body: reportPage(url, 1) }),
      [`GET /api/v1/reports/${reportPage(new URL('http://x/?pageNo=1'), 1).list[0]!.reportId}`]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong.' } }),
    });
    renderApp(`/reports-and-statements?accountNumber=${KS.accountNumber}`, { user: CLIENT });
    const [row] = await screen.findAllByTestId('report-row', {}, LOADED);
    await userEvent.click(within(row!).getByRole('button', { name: /^Download Statement 1/ }));
    expect(await screen.findByText(DOWNLOAD_FAILED)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Reports download failed', expect.anything());
  });

  it('says so when the range holds no report', async () => {
    mockReportsApi({ 'GET /api/v1/reports': (url) => ({ body: reportPage(url, 0) }) });
    renderApp(`/reports-and-statements?accountNumber=${KS.accountNumber}&from=2025-05-01&to=2025-05-31`, { user: CLIENT });
    expect((await screen.findByTestId('reports-empty', {}, LOADED)).textContent).toContain(
      'There are no reports or statements for this account between 01 May 2025 and 31 May 2025',
    );
  });

  it('asks a private equity account for a report type (All reports by default)', async () => {
    const mock = mockReportsApi({ 'GET /api/v1/reports': (url) => ({ body: reportPage(url, 1) }) });
    renderApp(`/reports-and-statements?accountNumber=${PE.accountNumber}`, { user: CLIENT });
    await screen.findAllByTestId('report-row', {}, LOADED);
    expect(mock.calls('/api/v1/reports')[0]!.url.searchParams.get('reportType')).toBe('ALL');
    expect((screen.getByLabelText(/^Report type/, { selector: 'input' }) as HTMLInputElement).value).toBe('All reports');
    expect(screen.getByRole('button', { name: 'Latest quarterly report' })).toBeTruthy();
  });

  it('gives a related-only user the account search, and Back to Account Search clears the choice', async () => {
    const row = { accountNumber: KS.accountNumber, accountNumberAlternative: null, accountName: KS.accountName, productType: 'KS', accountIsOpen: true };
    mockReportsApi({
      'GET /api/v1/account-search': () => ({ body: { list: [row], totalAccounts: 1, pageSize: 20, pageNo: 1 } }),
      [`GET /api/v1/accounts/${KS.accountNumber}`]: () => ({ body: KS }),
      'GET /api/v1/reports': (url) => ({ body: reportPage(url, 2) }),
    });
    const { router } = renderApp('/reports-and-statements', { user: RELATED_ONLY });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^Select ${KS.accountName}`) }, LOADED));
    expect(await screen.findAllByTestId('report-row', {}, LOADED)).toHaveLength(2);
    expect(router.state.location.search).toContain(`accountNumber=${KS.accountNumber}`);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Account Search' }));
    expect(await screen.findByRole('button', { name: new RegExp(`^Select ${KS.accountName}`) }, LOADED)).toBeTruthy();
    expect(router.state.location.search).not.toContain('accountNumber=');
  });
});
