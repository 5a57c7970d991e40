import { describe, expect, it } from 'vitest';
import { validateLoginNotices, type LoginNoticesForm } from './login-notices-form';

const form = (overrides: Partial<LoginNoticesForm> = {}): LoginNoticesForm => ({
  maintenanceAlert: false,
  updateNotice: '',
  periodStart: '',
  periodEnd: '',
  ...overrides,
});

describe('validateLoginNotices', () => {
  it('sends every field, an empty notice and no dates as removals', () => {
    expect(validateLoginNotices('NZ', form({ maintenanceAlert: true, updateNotice: '   ' }))).toEqual({
      ok: true,
      request: { channel: 'NZ', maintenanceAlert: true, updateNotice: null, distributionPeriod: null },
    });
  });

  it('trims the notice and sends a whole period', () => {
    const result = validateLoginNotices('AU', form({ updateNotice: ' New statements \n', periodStart: '2026-07-01', periodEnd: '2026-07-21' }));
    expect(result).toEqual({
      ok: true,
      request: {
        channel: 'AU',
        maintenanceAlert: false,
        updateNotice: 'New statements',
        distributionPeriod: { start: '2026-07-01', end: '2026-07-21' },
      },
    });
  });

  it('wants both dates or neither, and the start on or before the end', () => {
    expect(validateLoginNotices('NZ', form({ periodStart: '2026-07-01' }))).toEqual({
      ok: false,
      errors: { periodEnd: 'Enter the end of the period too, or clear both dates.' },
    });
    expect(validateLoginNotices('NZ', form({ periodEnd: '2026-07-01' }))).toEqual({
      ok: false,
      errors: { periodStart: 'Enter the start of the period too, or clear both dates.' },
    });
    expect(validateLoginNotices('NZ', form({ periodStart: '2026-07-21', periodEnd: '2026-07-01' }))).toEqual({
      ok: false,
      errors: { periodEnd: 'The period must end on or after its start.' },
    });
    expect(validateLoginNotices('NZ', form({ periodStart: '2026-07-01', periodEnd: '2026-07-01' })).ok).toBe(true);
  });

  it('refuses a notice longer than the server keeps', () => {
    const result = validateLoginNotices('NZ', form({ updateNotice: 'x'.repeat(2001) }));
    expect(result).toEqual({ ok: false, errors: { updateNotice: 'The update notice must be at most 2000 characters.' } });
  });
});
