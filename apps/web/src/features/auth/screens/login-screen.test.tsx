import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, MESSAGES } from '@tasman/domain/errors';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LOGIN = 'POST /api/v1/auth/login';

async function openLogin(url = '/login') {
  const view = renderApp(url, { user: null });
  await screen.findByRole('button', { name: 'Login' });
  return view;
}

describe('login form', () => {
  it('asks for a username and password and sends nothing when both are empty', async () => {
    const api = mockApi();
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert').textContent).toBe(ERRORS.MissingCredentials.message);
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it('sends nothing when the password is missing', async () => {
    const api = mockApi();
    await openLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'demo.client');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert').textContent).toBe('You must enter a username and password');
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it("shows the server's message for invalid credentials", async () => {
    const api = mockApi({
      [LOGIN]: () => ({ status: 401, body: { Id: 'InvalidCredentials', Message: 'Invalid credentials' } }),
    });
    await openLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'demo.client');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect(JSON.parse(String(api.callsTo(LOGIN)[0]?.[1]?.body))).toEqual({ username: 'demo.client', password: 'wrong' });
  });

  it('opens the Account Locked dialog for a locked-out user', async () => {
    mockApi({ [LOGIN]: () => ({ status: 423, body: { Id: 'UserLockedOut', Message: 'User is locked out' } }) });
    await openLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'demo.client');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MESSAGES.accountLocked)).toBeTruthy();
    expect(screen.getByText('User is locked out')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'password reset help' }).getAttribute('href')).toBe('/login?v=password-reset');
  });

  it('says when to try again after too many attempts (issue 9 item 19)', async () => {
    mockApi({
      [LOGIN]: () => ({
        status: 429,
        body: { Id: 'TooManyRequests', Message: 'Too many attempts. Try again in 2 minutes.' },
      }),
    });
    await openLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'demo.client');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('says something went wrong for any other failure', async () => {
    mockApi({ [LOGIN]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Internal error' } }) });
    await openLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'demo.client');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('says sign-in is unavailable when the server cannot start a session (token failure)', async () => {
    mockApi({
      [LOGIN]: () => ({
        status: 503,
        body: { Id: 'SignInUnavailable', Message: 'Unable to login at this time, please try again soon' },
      }),
    });
    await openLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'demo.client');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to login at this time, please try again soon');
  });

  it('enters the portal at returnUrl after signing in', async () => {
    mockApi({
      [LOGIN]: () => ({
        body: { outcome: 'signed-in', prompt2FA: false, force2FA: false, twoFactorMethod: null, twoFactorSetup: 'none', user: CLIENT },
      }),
    });
    const { router } = await openLogin('/login?returnUrl=%2Fcontact');
    await userEvent.type(screen.getByLabelText('Username'), 'demo.client');
    await userEvent.type(screen.getByLabelText('Password'), 'Tasman2026Demo');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeTruthy();
  });
});
