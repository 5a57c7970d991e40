import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './safe-return-url';

describe('safeReturnUrl', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnUrl('/transactions?accountNumber=123', '/dashboard')).toBe('/transactions?accountNumber=123');
  });
  it('falls back without a returnUrl', () => {
    expect(safeReturnUrl(null, '/dashboard')).toBe('/dashboard');
    expect(safeReturnUrl('', '/dashboard')).toBe('/dashboard');
  });
  it('refuses addresses on other sites', () => {
    expect(safeReturnUrl('https://evil.example/login', '/dashboard')).toBe('/dashboard');
    expect(safeReturnUrl('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeReturnUrl('/\\evil.example', '/dashboard')).toBe('/dashboard');
  });
  it('refuses the login page itself, which would loop', () => {
    expect(safeReturnUrl('/login?returnUrl=%2Fnews', '/dashboard')).toBe('/dashboard');
  });
});
