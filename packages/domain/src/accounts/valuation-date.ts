/**
 * spec 001 §5 'Valuation custom date': required, no earlier than `minDate` (signup) and no later
 * than `maxDate` (the latest price date of the holdings; for wealth management the balance as-at
 * date). Go is disabled while this answers anything but null. A weekend or holiday inside the
 * bounds is valid: the server values it on the last business day before it.
 */
export function customValuationDateProblem(
  date: string | null,
  bounds: { minDate: string; maxDate: string | null },
): 'required' | 'out-of-bounds' | null {
  if (!date) return 'required';
  if (bounds.maxDate === null || date < bounds.minDate || date > bounds.maxDate) return 'out-of-bounds';
  return null;
}
