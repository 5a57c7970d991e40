import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const RESET = 'POST /api/v1/auth/password-reset';

async function openReset(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(handlers);
  renderApp('/login?v=password-reset', { user: null });
  await screen.findByLabelText('Username');
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  return api;
}

async function requestFor(username: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

// spec 000 §2.3 view password-reset, §5 'Password reset', §8.
describe('password reset', () => {
  it('requires a username, and sends nothing without one', async () => {
    const api = await openReset();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid username');
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it('tells the user to check their e-mail when the link was sent', async () => {
    const api = await openReset({ [RESET]: () => ({ body: { result: true } }) });
    await requestFor(' demo.client ');
    expect((await screen.findByRole('status')).textContent).toBe('Please check your email for a password reset link');
    expect(JSON.parse(String(api.callsTo(RESET)[0]?.[1]?.body))).toEqual({ username: 'demo.client' });
  });

  it('asks to check the username when the result is false', async () => {
    await openReset({ [RESET]: () => ({ body: { result: false } }) });
    await requestFor('no.such.user');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please check that the username is correct and try again',
    );
  });

  it("shows a 429's message", async () => {
    await openReset({
      [RESET]: () => ({
        status: 429,
        body: { Id: 'TooManyRequests', Message: 'Too many attempts. Please wait a minute and try again.' },
      }),
    });
    await requestFor('demo.client');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('says something went wrong for any other failure', async () => {
    await openReset({ [RESET]: () => ({ status: 502, body: 'Bad gateway' }) });
    await requestFor('demo.client');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('links back to login, keeping returnUrl', async () => {
    mockApi();
    renderApp('/login?v=password-reset&returnUrl=%2Fcontact', { user: null });
    expect((await screen.findByRole('link', { name: 'Back to login' })).getAttribute('href')).toBe(
      '/login?returnUrl=%2Fcontact',
    );
  });
});
