export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/**
 * The top bar greeting for a local hour of the day, 0 to 23 (spec 000 §2.1 'greeting';
 * the spec does not give the boundaries, so we use the usual ones: before noon, before 6 pm, after).
 */
export function greetingForHour(hour: number): Greeting {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
