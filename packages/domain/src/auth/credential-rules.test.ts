import { describe, expect, it } from 'vitest';
import {
  confirmPasswordProblem,
  dateOfBirthToIso,
  isValidEmail,
  isValidIrdFormat,
  normaliseIrdNumber,
  passwordLengthProblem,
  recoveryInputProblem,
} from './credential-rules.js';

describe('new password length (spec 000 §5, §9: at least 12; ASVS 5.0 V6.2.1, V6.2.9)', () => {
  it('refuses 11 characters and accepts 12 and 128, refusing 129', () => {
    expect(passwordLengthProblem('a'.repeat(11))).toBe('Your password must be at least 12 characters long.');
    expect(passwordLengthProblem('a'.repeat(12))).toBeNull();
    expect(passwordLengthProblem('a'.repeat(128))).toBeNull();
    expect(passwordLengthProblem('a'.repeat(129))).toBe('Your password must be no longer than 128 characters.');
  });

  it('counts characters as a person does: six emoji (twelve UTF-16 units) are six characters', () => {
    expect('🦜🦜🦜🦜🦜🦜'.length).toBe(12);
    expect(passwordLengthProblem('🦜🦜🦜🦜🦜🦜')).toBe('Your password must be at least 12 characters long.');
  });

  it('has no composition rules: twelve spaces-and-letters of one case are fine', () => {
    expect(passwordLengthProblem('correct horse')).toBeNull();
  });
});

describe('confirm password (spec 000 §5)', () => {
  it("says 'Passwords do not match' only when a typed confirmation differs", () => {
    expect(confirmPasswordProblem('one long password', 'one long passwort')).toBe('Passwords do not match');
    expect(confirmPasswordProblem('one long password', 'one long password')).toBeNull();
    expect(confirmPasswordProblem('one long password', '')).toBeNull();
  });
});

describe('IRD numbers (spec 000 §5: xxx-xxx-xxx or xx-xxx-xxx with dashes)', () => {
  it('accepts both dashed formats and nothing else', () => {
    expect(isValidIrdFormat('123-456-789')).toBe(true);
    expect(isValidIrdFormat('12-345-678')).toBe(true);
    for (const bad of ['123456789', '123 456 789', '1234-567-89', '12-345-67', 'abc-def-ghi', '']) {
      expect(isValidIrdFormat(bad), bad).toBe(false);
    }
  });

  it('compares an eight-digit number with its nine-digit form', () => {
    expect(normaliseIrdNumber('49-091-850')).toBe('049091850');
    expect(normaliseIrdNumber('049-091-850')).toBe('049091850');
  });
});

describe('date of birth (spec 000 §5 dd-mm-yyyy, sent as yyyy-mm-dd per §7)', () => {
  it('converts a real date and refuses impossible ones', () => {
    expect(dateOfBirthToIso('14-03-1979')).toBe('1979-03-14');
    expect(dateOfBirthToIso('29-02-2000')).toBe('2000-02-29');
    for (const bad of ['29-02-1900', '31-04-1980', '1979-03-14', '14/03/1979', '00-01-1980', '14-13-1980', '']) {
      expect(dateOfBirthToIso(bad), bad).toBeNull();
    }
  });
});

describe('forgot username messages (spec 000 §5, word for word)', () => {
  it('NZ: e-mail, IRD number, or both', () => {
    expect(recoveryInputProblem('NZ', { email: 'not-an-email', irdNumber: '12-345-678' })).toBe('Invalid Email');
    expect(recoveryInputProblem('NZ', { email: 'a@b.nz', irdNumber: '12345678' })).toBe(
      'Invalid IRD number format, please ensure your ird number is formatted correctly including dashes.',
    );
    expect(recoveryInputProblem('NZ', { email: 'nope', irdNumber: 'nope' })).toBe(
      'Invalid Email and IRD number format, please ensure your ird number is formatted correctly including dashes.',
    );
    expect(recoveryInputProblem('NZ', { email: 'a@b.nz', irdNumber: '12-345-678' })).toBeNull();
  });

  it('AU: e-mail and date of birth', () => {
    expect(recoveryInputProblem('AU', { email: 'a@b.com.au', dateOfBirth: '1979-03-14' })).toBe(
      'Invalid Date of Birth format. Please enter a valid date in the format dd-mm-yyyy.',
    );
    expect(recoveryInputProblem('AU', { email: 'nope', dateOfBirth: '14-03-1979' })).toBe('Invalid Email');
    expect(recoveryInputProblem('AU', { email: 'a@b.com.au', dateOfBirth: '14-03-1979' })).toBeNull();
  });

  it('takes an e-mail with one @ and a dotted domain', () => {
    expect(isValidEmail('aroha.walker@example.co.nz')).toBe(true);
    for (const bad of ['aroha', 'aroha@', 'aroha@example', 'a b@example.nz', '@example.nz']) expect(isValidEmail(bad), bad).toBe(false);
  });
});
