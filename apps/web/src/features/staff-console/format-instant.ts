const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An ISO instant as 'dd MMM yyyy HH:mm' on the wall clock of a time zone (the portal's: an event at
 * 11:30 UTC on 1 March is '02 Mar 2026 00:30' in Auckland), daylight saving included. A fixed month
 * table, as ui/date-text.tsx, because some English locales write 'Sept'.
 */
export function formatInstant(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${MONTHS[Number(part('month')) - 1]} ${part('year')} ${part('hour')}:${part('minute')}`;
}
