import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportRangeForm } from './report-range-form';

const bounds = { min: '2019-04-01', max: '2026-11-26' };

function renderForm(range: { start: string; end: string }, asksReportType = false) {
  const onSearch = vi.fn();
  render(
    <MantineProvider>
      <ReportRangeForm initial={{ range, reportType: null }} bounds={bounds} asksReportType={asksReportType} searching={false} onSearch={onSearch} />
    </MantineProvider>,
  );
  return { onSearch, search: screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement };
}

describe('ReportRangeForm (spec 002 §5)', { timeout: 30_000 }, () => {
  it('searches a range inside the bounds, and shows the end as its exact day', async () => {
    const { onSearch, search } = renderForm({ start: '2025-10-01', end: '2026-11-26' });
    expect(search.disabled).toBe(false);
    expect(screen.getByText('Ends 26 Nov 2026')).toBeTruthy();
    await userEvent.click(search);
    expect(onSearch).toHaveBeenCalledWith({ range: { start: '2025-10-01', end: '2026-11-26' }, reportType: null });
  });

  it('disables Search and says why while a date is outside the bounds', async () => {
    const { onSearch, search } = renderForm({ start: '2019-03-31', end: '2026-11-26' });
    expect(search.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe("From date must be on or after 2019-04-01, the first day of the account's signup month");
    await userEvent.click(search);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('asks a private equity account for a report type, All reports by default', async () => {
    const { onSearch, search } = renderForm({ start: '2025-10-01', end: '2026-11-26' }, true);
    await userEvent.click(search);
    expect(onSearch).toHaveBeenCalledWith({ range: { start: '2025-10-01', end: '2026-11-26' }, reportType: 'ALL' });
  });
});
