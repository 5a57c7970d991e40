import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from '@tasman/domain/auth/credential-rules';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const CHECK = 'POST /api/v1/auth/password-link/check';
const SAVE = 'POST /api/v1/auth/password';
const LOGIN = 'POST /api/v1/auth/login';
const LINK_URL = '/login?op=setup&clientId=c-1&secret=s3cr3t-link&returnUrl=%2Fcontact';
const LINK_EXPIRED = {
  status: 400,
  body: {
    Id: 'LinkExpired',
    Message: 'The link provided is no longer valid. Please click Reset button below to receive a new link',
  },
};
const goodLink = () => ({ body: { isNewUser: true, firstName: 'Hannah', username: 'demo.client' } });
const NEW_PASSWORD = 'kettle orbit maple';

async function openLink(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [CHECK]: goodLink, ...handlers });
  const view = renderApp(LINK_URL, { user: null });
  return { api, ...view };
}

async function fillPasswords(password: string, confirm = password) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

// spec 000 §2.3 view passwordSetup, §4 'Password setup', §5, §8.
describe('password setup from an e-mailed link', () => {
  it('checks the link, then shows the username read-only and the guidance', async () => {
    const { api } = await openLink();
    const username = (await screen.findByLabelText('Username')) as HTMLInputElement;
    expect(username.value).toBe('demo.client');
    expect(username.readOnly).toBe(true);
    expect(screen.getByText(PASSWORD_MESSAGES.guidance)).toBeTruthy();
    expect(screen.getByText(/Welcome, Hannah/)).toBeTruthy();
    expect(JSON.parse(String(api.callsTo(CHECK)[0]?.[1]?.body))).toEqual({
      op: 'setup',
      clientId: 'c-1',
      secret: 's3cr3t-link',
    });
  });

  it('hides the form and offers Reset for an invalid or expired link', async () => {
    await openLink({ [CHECK]: () => LINK_EXPIRED });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The link provided is no longer valid. Please click Reset button below to receive a new link',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reset' }).getAttribute('href')).toBe('/login?v=password-reset');
  });

  it('treats a link with an unknown operation as invalid, without asking the server', async () => {
    const api = mockApi();
    renderApp('/login?op=delete&clientId=c-1&secret=x', { user: null });
    expect((await screen.findByRole('link', { name: 'Reset' })).getAttribute('href')).toBe('/login?v=password-reset');
    expect(api.callsTo(CHECK)).toHaveLength(0);
  });

  it('applies the length rule live and keeps Save disabled while the form is invalid', async () => {
    await openLink();
    await screen.findByLabelText('Password');
    expect(saveButton().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Your password must be at least 12 characters long.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), ' but now long');
    expect(screen.queryByText('Your password must be at least 12 characters long.')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('says Passwords do not match, rechecked whenever the password changes', async () => {
    await openLink();
    await fillPasswords(NEW_PASSWORD, 'kettle orbit maple');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(saveButton().disabled).toBe(false);
    await userEvent.type(screen.getByLabelText('Password'), 's');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('marks the form touched on an invalid submit and sends nothing', async () => {
    const { api } = await openLink();
    await screen.findByLabelText('Password');
    expect(screen.queryByText('Please confirm your password')).toBeNull();
    fireEvent.submit(screen.getByRole('form', { name: 'Set your password' }));
    expect(screen.getByText('Your password must be at least 12 characters long.')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it("shows the server's message after saving, and Continue signs in with the new password", async () => {
    const { api, router } = await openLink({
      [SAVE]: () => ({ body: { result: true, message: 'Your password has been set.' } }),
      [LOGIN]: () => ({
        body: {
          outcome: 'signed-in',
          prompt2FA: false,
          force2FA: false,
          twoFactorMethod: null,
          twoFactorSetup: 'none',
          user: CLIENT,
        },
      }),
    });
    await fillPasswords(NEW_PASSWORD);
    await userEvent.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been set.');
    expect(JSON.parse(String(api.callsTo(SAVE)[0]?.[1]?.body))).toEqual({
      op: 'setup',
      clientId: 'c-1',
      secret: 's3cr3t-link',
      newPassword: NEW_PASSWORD,
    });
    expect(api.callsTo(LOGIN)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(JSON.parse(String(api.callsTo(LOGIN)[0]?.[1]?.body))).toEqual({
      username: 'demo.client',
      password: NEW_PASSWORD,
    });
  });

  it('goes on to the 2fa-setup view when the automatic sign-in asks for it', async () => {
    await openLink({
      [SAVE]: () => ({ body: { result: true, message: 'Your password has been set.' } }),
      [LOGIN]: () => ({
        body: {
          outcome: 'signed-in',
          prompt2FA: true,
          force2FA: false,
          twoFactorMethod: null,
          twoFactorSetup: 'optional',
          user: CLIENT,
        },
      }),
    });
    await fillPasswords(NEW_PASSWORD);
    await userEvent.click(saveButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Not Now' })).toBeTruthy();
  });

  it("shows a 400's message (a refused password)", async () => {
    await openLink({
      [SAVE]: () => ({
        status: 400,
        body: { Id: 'PasswordTooCommon', Message: PASSWORD_MESSAGES.tooCommon },
      }),
    });
    await fillPasswords('password1234');
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('hides the form and offers Reset when the link expired before saving', async () => {
    await openLink({ [SAVE]: () => LINK_EXPIRED });
    await fillPasswords(NEW_PASSWORD);
    await userEvent.click(saveButton());
    expect(await screen.findByRole('link', { name: 'Reset' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('says something went wrong for any other failure', async () => {
    await openLink({ [SAVE]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }) });
    await fillPasswords(NEW_PASSWORD);
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});
