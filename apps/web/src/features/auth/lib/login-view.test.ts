import { describe, expect, it } from 'vitest';
import { loginViewFromSearch } from './login-view';

const view = (query: string) => loginViewFromSearch(new URLSearchParams(query));

describe('loginViewFromSearch', () => {
  it('shows the login view without parameters', () => {
    expect(view('')).toBe('login');
    expect(view('returnUrl=%2Fprofile')).toBe('login');
  });
  it('selects password-reset, forgot-username or register from v', () => {
    expect(view('v=password-reset')).toBe('password-reset');
    expect(view('v=forgot-username')).toBe('forgot-username');
    expect(view('v=register')).toBe('register');
  });
  it('ignores an unknown v', () => {
    expect(view('v=admin')).toBe('login');
  });
  it('selects register from a register parameter', () => {
    expect(view('register=true')).toBe('register');
  });
  it('opens password setup only when op, clientId and secret are all present', () => {
    expect(view('op=setup&clientId=42&secret=abc')).toBe('passwordSetup');
    expect(view('op=setup&clientId=42')).toBe('login');
  });
});
