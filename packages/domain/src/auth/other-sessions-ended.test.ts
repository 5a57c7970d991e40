import { describe, expect, it } from 'vitest';
import { otherSessionsEndedText } from './other-sessions-ended.js';

describe('otherSessionsEndedText', () => {
  it('says none, one, or how many sessions were signed out', () => {
    expect(otherSessionsEndedText(0)).toBe('You were not signed in anywhere else.');
    expect(otherSessionsEndedText(1)).toBe('1 other session was signed out.');
    expect(otherSessionsEndedText(3)).toBe('3 other sessions were signed out.');
  });
});
