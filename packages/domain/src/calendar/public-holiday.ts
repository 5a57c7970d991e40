import type { IsoDate } from './iso-date.js';

/**
 * A weekday on which a public holiday is observed. The lists hold business-day holidays only: a
 * holiday moved off a weekend is listed on its weekday, one that stays on a weekend is not listed.
 */
export interface PublicHoliday {
  date: IsoDate;
  name: string;
}
