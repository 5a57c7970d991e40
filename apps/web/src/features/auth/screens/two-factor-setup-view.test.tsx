import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LOGIN = 'POST /api/v1/auth/login';
const NOT_NOW = 'PUT /api/v1/preferences/two-factor-prompt';
const SETUP = 'POST /api/v1/two-factor/setup';
const CONFIRM = 'POST /api/v1/two-factor/confirm';
const SIGN_OUT_OTHERS = 'POST /api/v1/auth/sessions/sign-out-others';
const SESSION_QUERY = ['auth', 'session'];
const RECOVERY_CODES = ['k7m2p-x9q4t', 'a1b2c-d3e4f', 'zz9yy-8xx7w'];
const SETUP_ANSWER = {
  manualKey: 'JBSW Y3DP EHPK 3PXP',
  otpauthUrl: 'otpauth://totp/Tasman:demo.client?secret=JBSWY3DPEHPK3PXP&issuer=Tasman',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  issuer: 'Tasman',
  accountName: 'demo.client',
};

const loginAnswer = (twoFactorSetup: 'optional' | 'required', user: SessionUser) => () => ({
  body: { outcome: 'signed-in', prompt2FA: true, force2FA: false, twoFactorMethod: null, twoFactorSetup, user },
});

async function reachSetupView(
  setup: 'optional' | 'required',
  user: SessionUser,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({ [LOGIN]: loginAnswer(setup, user), [SETUP]: () => ({ body: SETUP_ANSWER }), ...handlers });
  const view = renderApp('/login?returnUrl=%2Fcontact', { user: null });
  await userEvent.type(await screen.findByLabelText('Username'), user.username);
  await userEvent.type(screen.getByLabelText('Password'), 'Tasman2026Demo');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Set up two-factor authentication' });
  return { api, ...view };
}

afterEach(() => vi.restoreAllMocks());

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function openSetupDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Set up now' }));
  return screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
}

// spec 000 §4 'Sign-in' 4; spec 002 §2.5 'Two-factor alert and setup'.
describe('2fa-setup view', () => {
  it('does not enter the portal yet: the user is not in the session', async () => {
    const { router, queryClient } = await reachSetupView('optional', CLIENT);
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(SESSION_QUERY)).toEqual({ user: null });
  });

  it("offers 'Not Now' to a prompted client; it stores Ignore2FAPrompt and enters", async () => {
    const { api, router } = await reachSetupView('optional', CLIENT, {
      [NOT_NOW]: () => ({ body: { Ignore2FAPrompt: true } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(JSON.parse(String(api.callsTo(NOT_NOW)[0]?.[1]?.body))).toEqual({ Ignore2FAPrompt: true });
  });

  it("says something went wrong and stays when 'Not Now' fails", async () => {
    const { router } = await reachSetupView('optional', CLIENT, {
      [NOT_NOW]: () => ({ status: 403, body: { Id: 'Forbidden', Message: 'You do not have access to this.' } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("hides 'Not Now' when set-up is required (staff, advisers, forced)", async () => {
    await reachSetupView('required', STAFF);
    expect(screen.queryByRole('button', { name: 'Not Now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set up now' })).toBeTruthy();
    expect(screen.getByText(/must have two-factor authentication/)).toBeTruthy();
  });

  it('shows the QR code and the key to type, and asks for the code before confirming', async () => {
    const { api } = await reachSetupView('required', STAFF);
    const dialog = await openSetupDialog();
    const qr = await within(dialog).findByRole('img');
    expect(qr.getAttribute('src')).toBe(SETUP_ANSWER.qrCodeDataUrl);
    expect(qr.getAttribute('alt')).toMatch(/QR code/);
    expect(within(dialog).getByTestId('manual-key').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('You must enter the secret code');
    expect(api.callsTo(CONFIRM)).toHaveLength(0);
    expect(api.callsTo(SETUP)).toHaveLength(1);
  });

  it('says Invalid code for a wrong code, and asks to start again when set-up was not started', async () => {
    let answer = { status: 401, body: { Id: 'InvalidCode', Message: 'Invalid code' } };
    await reachSetupView('required', STAFF, { [CONFIRM]: () => answer });
    const dialog = await openSetupDialog();
    await userEvent.type(await within(dialog).findByLabelText('Secret code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid code');
    answer = {
      status: 409,
      body: { Id: 'TwoFactorSetupNotStarted', Message: 'Please start two-factor set-up again.' },
    };
    await userEvent.type(within(dialog).getByLabelText('Secret code'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Please start two-factor set-up again.'),
    );
  });

  it('keeps the same key after a wrong code: no new set-up is asked for (issue 9 item 20)', async () => {
    const { api, queryClient } = await reachSetupView('required', STAFF, {
      [CONFIRM]: () => ({ status: 401, body: { Id: 'InvalidCode', Message: 'Invalid code' } }),
    });
    const dialog = await openSetupDialog();
    await userEvent.type(await within(dialog).findByLabelText('Secret code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid code');
    expect(within(dialog).getByTestId('manual-key').textContent).toBe(SETUP_ANSWER.manualKey);
    expect(api.callsTo(SETUP)).toHaveLength(1);
    // A wrong code does not end the session: the login screen is not told the server signed the user out.
    expect(queryClient.getQueryData(SESSION_QUERY)).toEqual({ user: null });
  });

  it("gives a new key only when the user asks with 'Show a new key'", async () => {
    const renewed = { ...SETUP_ANSWER, manualKey: 'ABCD EFGH IJKL MNOP' };
    const { api } = await reachSetupView('required', STAFF, { [`${SETUP}?renew=true`]: () => ({ body: renewed }) });
    const dialog = await openSetupDialog();
    expect((await within(dialog).findByTestId('manual-key')).textContent).toBe(SETUP_ANSWER.manualKey);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show a new key' }));
    await waitFor(() => expect(within(dialog).getByTestId('manual-key').textContent).toBe(renewed.manualKey));
    expect(api.callsTo(`${SETUP}?renew=true`)).toHaveLength(1);
    expect(api.callsTo(SETUP)).toHaveLength(1);
  });

  it('shows the recovery codes once, and enters only after they are saved', async () => {
    const fullUser: SessionUser = { ...STAFF, twoFactorEnabled: true };
    const { api, router, queryClient } = await reachSetupView('required', STAFF, {
      [CONFIRM]: () => ({ body: { recoveryCodes: RECOVERY_CODES, user: fullUser } }),
    });
    const dialog = await openSetupDialog();
    await userEvent.type(await within(dialog).findByLabelText('Secret code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(JSON.parse(String(api.callsTo(CONFIRM)[0]?.[1]?.body))).toEqual({ code: '123456' });
    // Two-factor is on now: the dialog cannot be dismissed before the codes are saved.
    expect(within(dialog).queryByRole('button', { name: /close|dismiss/i })).toBeNull();
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveProperty('disabled', true);
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    expect(continueButton).toHaveProperty('disabled', false);
    await userEvent.click(continueButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(queryClient.getQueryData(SESSION_QUERY)).toEqual({ user: fullUser });
  });

  it('lets the user sign out every other session after the change (issue 4)', async () => {
    const { api } = await reachSetupView('required', STAFF, {
      [CONFIRM]: () => ({ body: { recoveryCodes: RECOVERY_CODES, user: { ...STAFF, twoFactorEnabled: true } } }),
      [SIGN_OUT_OTHERS]: () => ({ body: { ended: 2 } }),
    });
    const dialog = await openSetupDialog();
    await userEvent.type(await within(dialog).findByLabelText('Secret code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign out my other sessions' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('2 other sessions were signed out.');
    expect(api.callsTo(SIGN_OUT_OTHERS)).toHaveLength(1);
  });

  it('offers the codes as a .txt download', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs and does not download: record what would have been saved.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await reachSetupView('required', STAFF, {
      [CONFIRM]: () => ({ body: { recoveryCodes: RECOVERY_CODES, user: STAFF } }),
    });
    const dialog = await openSetupDialog();
    await userEvent.type(await within(dialog).findByLabelText('Secret code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Download as .txt' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
    expect(created[0]?.type).toBe('text/plain');
    const text = await readText(created[0]!);
    for (const code of RECOVERY_CODES) expect(text).toContain(code);
  });
});
