import { isoDate, type IsoDate } from './iso-date.js';

/**
 * Western (Gregorian) Easter Sunday by the 'Anonymous Gregorian algorithm' (Nature, 1876), as given by
 * Jean Meeus, Astronomical Algorithms (1991), chapter 8, and Butcher's Ecclesiastical Calendar (1876).
 * Valid for every Gregorian year.
 */
export function easterSunday(year: number): IsoDate {
  const a = year % 19; // place in the 19-year Metonic cycle
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30; // epact: days from 21 March to the paschal full moon
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7; // days from the full moon to the next Sunday
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}
