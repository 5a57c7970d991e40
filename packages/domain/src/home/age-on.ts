/**
 * A person's age in whole years on a day (both yyyy-mm-dd): the years completed since birth. A
 * birthday on 29 February is reached on 1 March in other years (the day after 28 February).
 */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  // 'mm-dd' strings compare in calendar order.
  return day.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}
