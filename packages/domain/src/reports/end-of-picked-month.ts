import type { IsoDate } from '../calendar/iso-date.js';
import { monthEdges } from './month-edges.js';

/**
 * spec 002 §5 'Reports': picking an end month sets the end to that month's last day, capped at the
 * maximum (tomorrow), so picking the current month ends the range tomorrow.
 */
export function endOfPickedMonth(picked: IsoDate, max: IsoDate): IsoDate {
  const end = monthEdges.end(picked);
  return end > max ? max : end;
}
