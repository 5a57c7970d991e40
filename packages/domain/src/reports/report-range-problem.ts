import type { ReportRange } from './default-report-range.js';
import type { ReportDateBounds } from './report-date-bounds.js';

/**
 * Why a reports range (already in order, see orderedReportRange) cannot be searched, or null when it
 * can: each edge must lie between the first day of the signup month and tomorrow (spec 002 §5). The
 * server answers these words in a 400; the form shows them under its fields.
 */
export function reportRangeProblem(range: ReportRange, bounds: ReportDateBounds): string | null {
  if (range.start < bounds.min) return `From date must be on or after ${bounds.min}, the first day of the account's signup month`;
  if (range.end > bounds.max) return `End date must be on or before ${bounds.max} (tomorrow)`;
  if (range.end < bounds.min) return `End date must be on or after ${bounds.min}, the first day of the account's signup month`;
  if (range.start > bounds.max) return `From date must be on or before ${bounds.max} (tomorrow)`;
  return null;
}
