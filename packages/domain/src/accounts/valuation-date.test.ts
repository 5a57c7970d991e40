import { describe, expect, it } from 'vitest';
import { customValuationDateProblem } from './valuation-date.js';

const bounds = { minDate: '2019-04-15', maxDate: '2024-06-28' };

describe('valuation custom date (spec 001 §5)', () => {
  it('is required', () => {
    expect(customValuationDateProblem(null, bounds)).toBe('required');
  });

  it('accepts the signup date, the latest price date and a weekend between them', () => {
    expect(customValuationDateProblem('2019-04-15', bounds)).toBeNull();
    expect(customValuationDateProblem('2024-06-28', bounds)).toBeNull();
    expect(customValuationDateProblem('2023-06-03', bounds)).toBeNull();
  });

  it('refuses a date before signup or after the latest price date', () => {
    expect(customValuationDateProblem('2019-04-14', bounds)).toBe('out-of-bounds');
    expect(customValuationDateProblem('2024-06-29', bounds)).toBe('out-of-bounds');
  });

  it('has no valid date for an account with no prices yet', () => {
    expect(customValuationDateProblem('2024-06-28', { minDate: '2019-04-15', maxDate: null })).toBe('out-of-bounds');
  });
});
