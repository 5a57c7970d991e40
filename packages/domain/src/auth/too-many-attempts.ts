/**
 * The 429 message of a rate limit, naming the wait its Retry-After header gives (issue 9 item 19:
 * 'Something went wrong' told a locked-out reader nothing): 'Too many attempts. Try again in 2 minutes.'
 * Seconds under a minute, whole minutes (rounded up) under an hour, whole hours (rounded up) beyond.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${waitText(Math.max(1, Math.ceil(retryAfterSeconds)))}.`;
}

function waitText(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
