import type { ReportRange } from './default-report-range.js';
import type { ReportDateBounds } from './report-date-bounds.js';
import { monthEdges } from './month-edges.js';

/**
 * spec 002 §4 'Reports': a range whose start is after its end is swapped and snapped: the new start
 * to the first of its month, the new end to the last of its month. The snapped edges stay inside
 * the bounds (the month of the maximum ends at the maximum; the minimum is itself a month start).
 * A range in order is returned as it is.
 */
export function orderedReportRange(range: ReportRange, bounds: ReportDateBounds): ReportRange {
  if (range.start <= range.end) return range;
  const start = monthEdges.start(range.end);
  const end = monthEdges.end(range.start);
  return { start: start < bounds.min ? bounds.min : start, end: end > bounds.max ? bounds.max : end };
}
