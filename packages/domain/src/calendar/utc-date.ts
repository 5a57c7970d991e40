/**
 * A Date whose local fields are its UTC fields, for calendar arithmetic with date-fns on yyyy-mm-dd
 * dates that the process time zone must never shift (DESIGN §5 'Days are local'). It does what
 * `new TZDate(y, m, d, 'UTC')` did for parseIsoDate, without a time-zone lookup per field: that
 * lookup (Intl, in @date-fns/tz's tzOffset) was a fifth of a performance read's CPU (issue 15).
 *
 * date-fns builds its results with the argument's constructor (constructFrom), so arithmetic on a
 * UtcDate answers a UtcDate.
 */
export class UtcDate extends Date {
  /** new UtcDate(year, monthIndex, day) is that day's UTC midnight; one argument is as for Date. */
  constructor(...args: [] | [number | string | Date] | [number, number, number?]) {
    if (args.length >= 2) {
      const [year, monthIndex, day = 1] = args as [number, number, number?];
      super(Date.UTC(year, monthIndex, day));
    } else if (args.length === 1) {
      super(args[0] instanceof Date ? args[0].getTime() : args[0]);
    } else {
      super();
    }
  }

  [Symbol.for('constructDateFrom')](value: number | string | Date): UtcDate {
    return new UtcDate(value);
  }

  override getTimezoneOffset(): number {
    return 0;
  }
}

// Each local getter and setter is its UTC twin (getFullYear is getUTCFullYear, setHours is setUTCHours...).
const FIELDS = ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'] as const;
const prototype = Date.prototype as unknown as Record<string, (...args: number[]) => number>;
const utcPrototype = UtcDate.prototype as unknown as Record<string, (...args: number[]) => number>;
for (const field of FIELDS) {
  utcPrototype[`get${field}`] = prototype[`getUTC${field}`]!;
  if (field !== 'Day') utcPrototype[`set${field}`] = prototype[`setUTC${field}`]!;
}
