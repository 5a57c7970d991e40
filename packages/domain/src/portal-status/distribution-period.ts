/**
 * spec 000 §4 'Sign-in' 6 and §9: the distribution period is configured as start and end dates
 * (yyyy-mm-dd); a day is inside it when it falls on or between them. Unset dates mean no period.
 */
export function isInDistributionPeriod(today: string, start: string | null, end: string | null): boolean {
  if (!start || !end) return false;
  return start <= today && today <= end;
}
