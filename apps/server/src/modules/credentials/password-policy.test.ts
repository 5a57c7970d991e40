import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, parseCommonPasswords } from './common-passwords.js';
import { checkNewPassword } from './password-policy.js';

describe('new password rules (spec 000 §5, §9; issue 4; ASVS 5.0 V6.2)', () => {
  it('refuses fewer than 12 characters and accepts exactly 12', () => {
    expect(checkNewPassword('Kea-on-ro0f', 'aroha')).toBe('PasswordTooShort'); // 11 characters
    expect(checkNewPassword('Kea-on-ro0fs', 'aroha')).toBeNull(); // 12
    expect(checkNewPassword('', 'aroha')).toBe('PasswordTooShort');
  });

  it('counts characters as a person does: eleven emoji and a letter are 12', () => {
    const twelve = `${'🐧'.repeat(11)}x`;
    expect(twelve.length).toBe(23); // UTF-16 units, which would wrongly pass a too-short password
    expect(checkNewPassword(`${'🐧'.repeat(10)}x`, 'aroha')).toBe('PasswordTooShort');
    expect(checkNewPassword(twelve, 'aroha')).toBeNull();
  });

  it('accepts 128 characters and refuses 129', () => {
    const base = 'the tui sings at dawn on the ridge ';
    const long = base.repeat(4).slice(0, 128);
    expect([...long].length).toBe(128);
    expect(checkNewPassword(long, 'aroha')).toBeNull();
    expect(checkNewPassword(`${long}x`, 'aroha')).toBe('PasswordTooLong');
  });

  it('refuses a password that contains the username, whatever the case', () => {
    expect(checkNewPassword('my name is Aroha.Test and I fish', 'aroha.test')).toBe('PasswordContainsUsername');
    expect(checkNewPassword('AROHA.TEST-winter-garden', 'aroha.test')).toBe('PasswordContainsUsername');
  });

  it('does not look for usernames shorter than four characters', () => {
    expect(checkNewPassword('bob builds a long bridge', 'bob')).toBeNull();
  });

  it('refuses passwords on the common and breached list, whatever the case', () => {
    // Entries of the SecLists NCSC list (section 1 of the file) and the padded and product sections.
    for (const common of ['qwertyuiop123', '1qaz2wsx3edc', 'Password123456', 'IloveYouIloveYou', 'passwordpassword', 'TasmanPortal']) {
      expect(checkNewPassword(common, 'someone'), common).toBe('PasswordTooCommon');
    }
  });

  it('accepts long passwords that are on no list', () => {
    for (const fresh of ['kereru over the Waitakere ranges', 'Pohutukawa-blooms-in-December-7', 'qwertyuiop1234567x']) {
      expect(isCommonPassword(fresh), fresh).toBe(false);
      expect(checkNewPassword(fresh, 'someone'), fresh).toBeNull();
    }
  });

  it('checks length before the list, so a short common password is called too short', () => {
    expect(checkNewPassword('password', 'someone')).toBe('PasswordTooShort');
  });
});

describe('the shipped common-password list', () => {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  const entries = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

  it('says where its entries come from, under which licence and how they were filtered', () => {
    const header = text.split('\n').filter((line) => line.startsWith('#')).join('\n');
    expect(header).toContain('SecLists');
    expect(header).toContain('MIT licence');
    expect(header).toContain('12 or more characters');
  });

  it('keeps only lower-case entries of 12 to 128 characters, each once', () => {
    // ASVS 5.0 V6.2.4: at least the top 3,000 that meet the length rule.
    expect(entries.length).toBeGreaterThan(3000);
    const misfits = entries.filter(
      (entry) => entry !== entry.toLowerCase() || [...entry].length < 12 || [...entry].length > 128,
    );
    expect(misfits).toEqual([]);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it('keeps each section sorted', () => {
    const sections = text.split(/\n# Section \d: [^\n]*\(\d+ entries\)\n/).slice(1);
    expect(sections).toHaveLength(3);
    for (const section of sections) {
      const lines = section.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
      expect(lines).toEqual([...lines].sort());
    }
  });

  it('is parsed without comments and blank lines', () => {
    const parsed = parseCommonPasswords('# a comment\n\nQwertyQwerty1\n  spaced entry here  \n');
    expect([...parsed]).toEqual(['qwertyqwerty1', 'spaced entry here']);
  });
});
