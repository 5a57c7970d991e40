import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32';
import { confirmUsernameProblem, normaliseUsername, USERNAME_MESSAGES, usernameProblem } from './username-rules.js';

describe('the shared username validator (spec 002 §5 Change username)', () => {
  it("says 'Required' for an empty or blank username (spec 002 §5)", () => {
    expect(usernameProblem('')).toBe('Required');
    expect(usernameProblem('   ')).toBe('Required');
  });

  it('accepts the usernames the portal itself makes: demo logins and registration e-mail logins', () => {
    for (const name of ['demo.client', 'demo.twofactor', 'mere@example.nz', 'mere@example.nz.ck12ab', 'first_last-2', 'a+b@x.co']) {
      expect(usernameProblem(name), name).toBeNull();
    }
  });

  it('accepts any case and surrounding spaces: it is stored trimmed and lower-case', () => {
    expect(usernameProblem('  Demo.Client ')).toBeNull();
    expect(normaliseUsername('  Demo.Client ')).toBe('demo.client');
  });

  it('refuses 2 characters and 201, accepting 3 and 200', () => {
    expect(usernameProblem('ab')).toBe(USERNAME_MESSAGES.tooShort);
    expect(usernameProblem('abc')).toBeNull();
    expect(usernameProblem('a'.repeat(200))).toBeNull();
    expect(usernameProblem('a'.repeat(201))).toBe(USERNAME_MESSAGES.tooLong);
  });

  it('refuses spaces, markup, quotes, non-ASCII letters and a leading or trailing symbol', () => {
    for (const name of ['mere smith', '<script>alert(1)</script>', "o'brien", 'mēre', 'ｍere', 'мere', '.mere', 'mere.', '-mere', 'mere@', 'a\u0000b']) {
      expect(usernameProblem(name), name).toBe(USERNAME_MESSAGES.characters);
    }
  });

  it('is case-insensitive: any casing of a valid username is valid and normalises to one name (property, 300 seeded casings)', () => {
    const random = mulberry32(13);
    const base = 'mere.smith@example.nz';
    for (let i = 0; i < 300; i += 1) {
      const cased = [...base].map((c) => (random() < 0.5 ? c.toUpperCase() : c)).join('');
      expect(usernameProblem(cased)).toBeNull();
      expect(normaliseUsername(cased)).toBe(base);
    }
  });
});

describe('confirm username (spec 002 §5)', () => {
  it("says 'Required' when empty and 'Usernames do not match' when different", () => {
    expect(confirmUsernameProblem('mere.smith', '')).toBe('Required');
    expect(confirmUsernameProblem('mere.smith', 'mere.smyth')).toBe('Usernames do not match');
  });

  it('matches regardless of case and surrounding spaces, as the username is stored', () => {
    expect(confirmUsernameProblem('mere.smith', ' Mere.Smith ')).toBeNull();
  });
});
