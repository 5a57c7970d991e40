import { Text, type TextProps } from '@mantine/core';

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS = LONG_MONTHS.map((month) => month.slice(0, 3));
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 'yyyy-mm-dd' calendar date as 'dd MMM yyyy' (spec 000 §1), e.g. '2026-11-20' → '20 Nov 2026'.
 * Read from the text, never through Date, so no time zone can move it a day; and a fixed month
 * table, because some English locales abbreviate September as 'Sept'. The one date formatter.
 */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a yyyy-mm-dd date: ${isoDate}`);
  return `${match[3]} ${month} ${match[1]}`;
}

/** The fund pages' 'dd MMMM y' (spec 001 §9): '2024-06-05' → '05 June 2024'. */
export function formatLongDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const month = match ? LONG_MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a yyyy-mm-dd date: ${isoDate}`);
  return `${match[3]} ${month} ${match[1]}`;
}

interface DateTextProps extends TextProps {
  /** 'yyyy-mm-dd'. */
  value: string;
}

export function DateText({ value, ...textProps }: DateTextProps) {
  return (
    <Text component="time" dateTime={value} {...textProps}>
      {formatDate(value)}
    </Text>
  );
}
