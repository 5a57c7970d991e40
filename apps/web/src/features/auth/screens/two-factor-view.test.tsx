import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LOGIN = 'POST /api/v1/auth/login';
const TWO_FACTOR = 'POST /api/v1/auth/two-factor';
const askForCode = () => ({ body: { outcome: 'two-factor-required', twoFactorMethod: 'TOTP' } });

async function reachCodeView(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [LOGIN]: askForCode, ...handlers });
  const view = renderApp('/login?returnUrl=%2Fcontact', { user: null });
  await userEvent.type(await screen.findByLabelText('Username'), 'demo.twofactor');
  await userEvent.type(screen.getByLabelText('Password'), 'Tasman2026Demo');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByLabelText('Secret code');
  return { api, ...view };
}

// spec 000 §2.3 view 2fa, §4 'Sign-in' 2, §5 'Two-factor code', §8 'Two-factor'.
describe('two-factor view', () => {
  it('follows a right password of a two-factor user with the code view', async () => {
    await reachCodeView();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
  });

  it('asks for the secret code and sends nothing when it is empty', async () => {
    const { api } = await reachCodeView();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('You must enter the secret code');
    expect(api.callsTo(TWO_FACTOR)).toHaveLength(0);
  });

  it('says Invalid code for a wrong code', async () => {
    await reachCodeView({ [TWO_FACTOR]: () => ({ status: 401, body: { Id: 'InvalidCode', Message: 'Invalid code' } }) });
    await userEvent.type(screen.getByLabelText('Secret code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
  });

  it('says something went wrong for any other failure, and offers a new sign-in when it expired', async () => {
    await reachCodeView({
      [TWO_FACTOR]: () => ({ status: 401, body: { Id: 'TwoFactorExpired', Message: 'Your sign-in has expired.' } }),
    });
    await userEvent.type(screen.getByLabelText('Secret code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('enters the portal at returnUrl with a right code', async () => {
    const { router, api } = await reachCodeView({
      [TWO_FACTOR]: () => ({
        body: { outcome: 'signed-in', prompt2FA: false, force2FA: false, twoFactorMethod: 'TOTP', twoFactorSetup: 'none', user: CLIENT },
      }),
    });
    await userEvent.type(screen.getByLabelText('Secret code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(JSON.parse(String(api.callsTo(TWO_FACTOR)[0]![1]?.body))).toEqual({ code: '654321' });
  });

  it('accepts a recovery code (xxxxx-xxxxx) instead of a code from the app', async () => {
    const { router, api } = await reachCodeView({
      [TWO_FACTOR]: () => ({
        body: { outcome: 'signed-in', prompt2FA: false, force2FA: false, twoFactorMethod: 'TOTP', twoFactorSetup: 'none', user: CLIENT },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const input = screen.getByLabelText('Recovery code');
    expect(input.getAttribute('placeholder')).toBe('xxxxx-xxxxx');
    await userEvent.type(input, 'k7m2p-x9q4t');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(JSON.parse(String(api.callsTo(TWO_FACTOR)[0]![1]?.body))).toEqual({ code: 'k7m2p-x9q4t' });
  });

  it('asks for a code when the recovery code is empty, and can go back to the app code', async () => {
    const { api } = await reachCodeView();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('You must enter the secret code');
    expect(api.callsTo(TWO_FACTOR)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Use a code from your authenticator app' }));
    expect(screen.getByLabelText('Secret code')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
