import { describe, expect, it } from 'vitest';
import { greetingForHour } from './greeting.js';

describe('greetingForHour', () => {
  it('says good morning from midnight until just before noon', () => {
    expect(greetingForHour(0)).toBe('Good morning');
    expect(greetingForHour(11)).toBe('Good morning');
  });
  it('says good afternoon from noon until just before 6 pm', () => {
    expect(greetingForHour(12)).toBe('Good afternoon');
    expect(greetingForHour(17)).toBe('Good afternoon');
  });
  it('says good evening from 6 pm', () => {
    expect(greetingForHour(18)).toBe('Good evening');
    expect(greetingForHour(23)).toBe('Good evening');
  });
});
