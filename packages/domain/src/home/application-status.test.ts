import { describe, expect, it } from 'vitest';
import { wealthApplicationStatus } from './application-status.js';

// spec 000 §4 'Wealth management application'.
describe('wealthApplicationStatus', () => {
  it('is null without info-required items, whatever the progress', () => {
    expect(wealthApplicationStatus({ currentPage: 3, submitted: true }, 0)).toBeNull();
    expect(wealthApplicationStatus(null, 0)).toBeNull();
  });

  it('is the thank-you once edosProgress says submitted', () => {
    expect(wealthApplicationStatus({ currentPage: 7, submitted: true }, 2)).toEqual({ kind: 'submitted' });
  });

  it('is Continue to the saved page otherwise, the first page when nothing is saved', () => {
    expect(wealthApplicationStatus({ currentPage: 4, submitted: false }, 1)).toEqual({ kind: 'continue', currentPage: 4 });
    expect(wealthApplicationStatus(null, 1)).toEqual({ kind: 'continue', currentPage: 1 });
    expect(wealthApplicationStatus({ currentPage: 0, submitted: false }, 1)).toEqual({ kind: 'continue', currentPage: 1 });
  });
});
