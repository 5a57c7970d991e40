import { configure, screen, within } from '@testing-library/react';
import type { StatementRunsResponse } from '@tasman/domain/contracts/statements';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });

const run = (over: Partial<StatementRunsResponse['runs'][number]>): StatementRunsResponse['runs'][number] => ({
  runId: '6f1c2a4e-8b7d-4c3e-9a10-2b3c4d5e6f70',
  channel: 'NZ',
  asAt: '2026-09-30',
  kind: 'scheduled',
  startedAt: '2026-09-30T17:00:05.000Z',
  lastUpdateAt: '2026-09-30T17:12:40.000Z',
  accounts: 25776,
  queued: 0,
  done: 25770,
  failed: 6,
  statementsIssued: 31204,
  ...over,
});

describe('Staff Console: statement runs', { timeout: 30_000 }, () => {
  it("shows each run's accounts queued, done and failed and the statements issued", async () => {
    mockApi({
      'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }),
      'GET /api/v1/staff/statement-runs': () => ({
        body: { runs: [run({}), run({ runId: '7f1c2a4e-8b7d-4c3e-9a10-2b3c4d5e6f70', kind: 'recorded', asAt: '2026-11-24', accounts: 40, queued: 12, done: 28, failed: 0, statementsIssued: 300 })] },
      }),
    });
    renderApp('/staff-console?tab=statements', { user: STAFF });
    const quarter = await screen.findByRole('region', { name: 'Quarter-end run as at 30 Sep 2026' });
    expect(within(quarter).getByTestId('run-accounts').textContent).toBe('25,776');
    expect(within(quarter).getByTestId('run-done').textContent).toBe('25,770');
    expect(within(quarter).getByTestId('run-failed').textContent).toBe('6');
    expect(within(quarter).getByTestId('run-statements-issued').textContent).toBe('31,204');
    expect(within(quarter).getByText('Finished with failures')).toBeTruthy();
    // 17:00 UTC on 30 September is 06:00 on 1 October in Auckland (NZDT).
    expect(within(quarter).getByText(/Started 01 Oct 2026 06:00/)).toBeTruthy();
    const recorded = screen.getByRole('region', { name: 'Recorded statements as at 24 Nov 2026' });
    expect(within(recorded).getByTestId('run-queued').textContent).toBe('12');
    expect(within(recorded).getByText('Running')).toBeTruthy();
  });

  it('says so when there are no runs', async () => {
    mockApi({
      'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }),
      'GET /api/v1/staff/statement-runs': () => ({ body: { runs: [] } }),
    });
    renderApp('/staff-console?tab=statements', { user: STAFF });
    expect(await screen.findByText('No statement runs yet.')).toBeTruthy();
  });
});
