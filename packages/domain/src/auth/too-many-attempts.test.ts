import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from './too-many-attempts.js';

describe('tooManyAttemptsMessage (issue 9 item 19)', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [45, 'Too many attempts. Try again in 45 seconds.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    // 61 s is more than a minute: rounded up, never promising a wait shorter than the real one.
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [15 * 60, 'Too many attempts. Try again in 15 minutes.'],
    [3600, 'Too many attempts. Try again in 1 hour.'],
    [3601, 'Too many attempts. Try again in 2 hours.'],
  ])('names a wait of %i s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });

  it('never names a wait under a second', () => {
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage(0.2)).toBe('Too many attempts. Try again in 1 second.');
  });
});
