import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/mulberry32.js';
import { maskEmail, maskPhone, shownContact } from './contact-mask.js';

describe('contact masks while two-factor is on (spec 002 §2.4)', () => {
  it('e-mail: first character, three dots, the whole domain', () => {
    expect(maskEmail('jane.doe@example.co.nz')).toBe('j•••@example.co.nz');
    expect(maskEmail('a@b.nz')).toBe('a•••@b.nz');
    expect(maskEmail('Ātea@example.nz')).toBe('Ā•••@example.nz');
  });

  it('e-mail without a local part or @ shows only dots; empty and null stay as they are', () => {
    expect(maskEmail('not-an-email')).toBe('•••');
    expect(maskEmail('@example.nz')).toBe('•••');
    expect(maskEmail('')).toBe('');
    expect(maskEmail(null)).toBeNull();
  });

  it('phone: every digit but the last three hidden, separators kept', () => {
    expect(maskPhone('021 555 0123')).toBe('••• ••• •123');
    expect(maskPhone('+64 9 555 0123')).toBe('+•• • ••• •123');
    expect(maskPhone('(09) 555-0123')).toBe('(••) •••-•123');
    expect(maskPhone('123')).toBe('•••');
    expect(maskPhone(undefined)).toBeNull();
  });

  it('shown plainly when two-factor is off', () => {
    expect(shownContact('email', 'jane@example.nz', false)).toBe('jane@example.nz');
    expect(shownContact('phone', '021 555 0123', false)).toBe('021 555 0123');
    expect(shownContact('email', 'jane@example.nz', true)).toBe('j•••@example.nz');
    expect(shownContact('phone', '021 555 0123', true)).toBe('••• ••• •123');
  });

  it('property: a masked phone keeps its length and shows at most its last three digits', () => {
    const random = mulberry32(99);
    for (let i = 0; i < 500; i += 1) {
      const digits = Array.from({ length: 6 + Math.floor(random() * 10) }, () => String(Math.floor(random() * 10))).join('');
      const phone = digits.replace(/(\d{3})(?=\d)/g, '$1 ');
      const masked = maskPhone(phone)!;
      expect([...masked]).toHaveLength([...phone].length);
      expect(masked.replace(/\D/g, '')).toBe(digits.slice(-3));
    }
  });
});
