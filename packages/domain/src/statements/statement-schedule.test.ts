import { describe, expect, it } from 'vitest';
import { statementSchedule, type ScheduledAccount } from './statement-schedule.js';

const account = (over: Partial<ScheduledAccount>): ScheduledAccount => ({
  id: 'a1',
  accountNumber: '1234567',
  productType: 'KS',
  accountStatus: 'O',
  signupDate: '2023-06-15',
  closedDate: null,
  ...over,
});

const summary = (rows: ReturnType<typeof statementSchedule>) => rows.map((r) => `${r.reportType} ${r.periodStart}..${r.periodEnd} ${r.reportName}`);

describe('statementSchedule', () => {
  it('NZ KiwiSaver: an annual and a PIE tax statement for each tax year to 31 March, the first from the signup date', () => {
    expect(summary(statementSchedule(account({}), [], '2025-04-01'))).toEqual([
      'AnnualStatement 2023-06-15..2024-03-31 Annual Statement 2024',
      'TaxStatement 2023-06-15..2024-03-31 PIE Tax Statement 2024',
      'AnnualStatement 2024-04-01..2025-03-31 Annual Statement 2025',
      'TaxStatement 2024-04-01..2025-03-31 PIE Tax Statement 2025',
    ]);
  });

  it('is due on the period end itself, not the day before', () => {
    expect(statementSchedule(account({}), [], '2025-03-30').map((r) => r.periodEnd)).toEqual(['2024-03-31', '2024-03-31']);
    expect(statementSchedule(account({}), [], '2025-03-31').map((r) => r.periodEnd)).toContain('2025-03-31');
  });

  it('AU unit trusts: a periodic statement and an annual tax statement for each financial year to 30 June', () => {
    const rows = statementSchedule(account({ productType: 'UT-AUS', signupDate: '2024-02-01' }), [], '2025-07-01');
    expect(summary(rows)).toEqual([
      'AnnualStatement 2024-02-01..2024-06-30 Periodic Statement 2023-24',
      'TaxStatement 2024-02-01..2024-06-30 Annual Tax Statement 2023-24',
      'AnnualStatement 2024-07-01..2025-06-30 Periodic Statement 2024-25',
      'TaxStatement 2024-07-01..2025-06-30 Annual Tax Statement 2024-25',
    ]);
    // Nothing at 31 March for an AU account.
    expect(rows.some((r) => r.periodEnd.endsWith('-03-31'))).toBe(false);
  });

  it('wealth management: a quarterly report at every quarter end (March, June, September, December) besides the annual ones', () => {
    const rows = statementSchedule(account({ productType: 'PW', signupDate: '2024-05-10' }), [], '2025-01-15');
    expect(rows.filter((r) => r.reportType === 'QuarterlyReport').map((r) => [r.periodStart, r.periodEnd, r.reportName])).toEqual([
      ['2024-05-10', '2024-06-30', 'Quarterly Portfolio Report - 2024-06-30'],
      ['2024-07-01', '2024-09-30', 'Quarterly Portfolio Report - 2024-09-30'],
      ['2024-10-01', '2024-12-31', 'Quarterly Portfolio Report - 2024-12-31'],
    ]);
    expect(rows.filter((r) => r.reportType !== 'QuarterlyReport')).toEqual([]);
  });

  it('private equity: quarterly investor reports, an annual statement without a PIE tax statement, and a notice per capital call', () => {
    const rows = statementSchedule(
      account({ productType: 'PE', signupDate: '2024-01-20' }),
      [
        { callNumber: 1, noticeDate: '2024-02-05', dueDate: '2024-02-19' },
        { callNumber: 2, noticeDate: '2024-08-01', dueDate: '2024-08-15' },
      ],
      '2024-06-30',
    );
    expect(summary(rows)).toEqual([
      'AnnualStatement 2024-01-20..2024-03-31 Annual Statement 2024',
      'QuarterlyReport 2024-01-20..2024-03-31 Quarterly Investor Report - 2024-03-31',
      'QuarterlyReport 2024-04-01..2024-06-30 Quarterly Investor Report - 2024-06-30',
      'CapitalCallNotice 2024-02-05..2024-02-19 Capital Call Notice 1',
      'CapitalCallNotice 2024-08-01..2024-08-15 Capital Call Notice 2',
    ]);
    expect(rows.filter((r) => r.reportType === 'CapitalCallNotice').map((r) => [r.reportDate, r.storageKey])).toEqual([
      ['2024-02-05', 'statements/1234567/2024-02-05-capitalcallnotice-1.pdf'],
      ['2024-08-01', 'statements/1234567/2024-08-01-capitalcallnotice-2.pdf'],
    ]);
  });

  it('a closed account: statements to its closing date and an exit statement, however late it is asked', () => {
    const rows = statementSchedule(account({ accountStatus: 'C', signupDate: '2022-05-01', closedDate: '2024-02-10' }), [], '2026-09-30');
    expect(summary(rows)).toEqual([
      'AnnualStatement 2022-05-01..2023-03-31 Annual Statement 2023',
      'TaxStatement 2022-05-01..2023-03-31 PIE Tax Statement 2023',
      'ExitStatement 2022-05-01..2024-02-10 Exit Statement',
    ]);
  });

  it('a pending account has none; asking twice gives the same rows and keys (a re-run adds nothing)', () => {
    expect(statementSchedule(account({ accountStatus: 'P' }), [], '2026-01-01')).toEqual([]);
    const a = statementSchedule(account({ productType: 'PW' }), [], '2026-09-30');
    expect(statementSchedule(account({ productType: 'PW' }), [], '2026-09-30')).toEqual(a);
    expect(new Set(a.map((r) => r.storageKey)).size).toBe(a.length);
    expect(a.at(-1)).toMatchObject({ periodEnd: '2026-09-30', storageKey: 'statements/1234567/2026-09-30-quarterlyreport.pdf' });
  });
});
