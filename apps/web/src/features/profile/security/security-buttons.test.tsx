import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveSession } from '@tasman/domain/contracts/account-security';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { SecurityButtons } from './security-buttons';

const CHANGE_PASSWORD = 'POST /api/v1/auth/change-password';
const CHANGE_USERNAME = 'POST /api/v1/auth/change-username';
const SESSIONS = 'GET /api/v1/auth/sessions';
const END = 'POST /api/v1/auth/sessions/end';
const SIGN_OUT_OTHERS = 'POST /api/v1/auth/sessions/sign-out-others';
const STATUS = 'GET /api/v1/two-factor';
const RECOVERY = 'POST /api/v1/two-factor/recovery-codes';
const DISABLE = 'POST /api/v1/two-factor/disable';

const THIS: ActiveSession = {
  handle: 'a'.repeat(32),
  device: 'Chrome on Windows',
  ip: '203.0.113.7',
  createdAt: '2026-11-25T01:00:00.000Z',
  lastSeenAt: '2026-11-25T02:30:00.000Z',
  current: true,
};
const OTHER: ActiveSession = { ...THIS, handle: 'b'.repeat(32), device: 'Safari on iPhone', ip: '198.51.100.4', current: false };

/** Typing into several fields takes seconds on a busy machine. */
const SLOW = { timeout: 20_000 };

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

function renderButtons(user: SessionUser = CLIENT) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onUserChange = vi.fn();
  const twoFactorSetup = vi.fn((close: () => void) => (
    <div role="dialog" aria-label="Set up two-factor authentication">
      <button type="button" onClick={close}>
        Finish set-up
      </button>
    </div>
  ));
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <SecurityButtons user={user} twoFactorSetup={twoFactorSetup} onUserChange={onUserChange} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onUserChange, twoFactorSetup };
}

const withSessions = (sessions: ActiveSession[] = [THIS]) => ({ [SESSIONS]: () => ({ body: { sessions } }) });

async function openModal(button: string, title: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

afterEach(() => {
  vi.restoreAllMocks();
  setUnauthorizedHandler(() => {});
});

describe('SecurityButtons', () => {
  it('shows the three buttons of spec 002 §2.4 and the active sessions, this device marked', SLOW, async () => {
    mockApi(withSessions([THIS, OTHER]));
    renderButtons();
    for (const name of ['Change Username', 'Update Password', 'Two-Factor Authentication']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Chrome on Windows', 'Safari on iPhone']);
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[1]!).queryByText('This device')).toBeNull();
    expect(within(items[1]!).getByText('IP address: 198.51.100.4')).toBeTruthy();
    // In the portal's time zone (NZDT, UTC+13): 02:30 UTC is 3:30 pm.
    expect(within(items[0]!).getByText(/^Last active: 25 Nov 2026, 3:30\s?pm$/)).toBeTruthy();
  });
});

describe('Change password modal (spec 002 §4, §5, §8)', () => {
  it("requires all three fields ('Required') and a matching confirmation ('Passwords do not match') before calling", SLOW, async () => {
    const api = mockApi(withSessions());
    renderButtons();
    const dialog = await openModal('Update Password', 'Change password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'my old password');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'a brand new password');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'a brand new passwort');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
    expect(api.callsTo(CHANGE_PASSWORD)).toHaveLength(0);
  });

  async function submitValid(dialog: HTMLElement) {
    await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'my old password');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'a brand new password');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'a brand new password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
  }

  it("shows the server's message and keeps the form (a wrong current password is a 400)", SLOW, async () => {
    mockApi({ ...withSessions(), [CHANGE_PASSWORD]: () => ({ status: 400, body: { Id: 'CurrentPasswordIncorrect', Message: 'Your current password is incorrect.' } }) });
    renderButtons();
    const dialog = await openModal('Update Password', 'Change password');
    await submitValid(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your current password is incorrect.');
    expect(within(dialog).getByLabelText(/^Current password/)).toBeTruthy();
  });

  it("says 'An error occurred while changing your password.' when the server gives no message", SLOW, async () => {
    mockApi({ ...withSessions(), [CHANGE_PASSWORD]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }) });
    renderButtons();
    const dialog = await openModal('Update Password', 'Change password');
    await submitValid(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An error occurred while changing your password.');
  });

  it('signs out on a 401 (spec 002 §7)', SLOW, async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    mockApi({ ...withSessions(), [CHANGE_PASSWORD]: () => ({ status: 401, body: { Id: 'Unauthenticated', Message: 'You are not signed in.' } }) });
    renderButtons();
    const dialog = await openModal('Update Password', 'Change password');
    await submitValid(dialog);
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('sends current and new, shows success, then offers to sign out every other session', SLOW, async () => {
    const api = mockApi({
      ...withSessions(),
      [CHANGE_PASSWORD]: () => ({ body: { result: true, message: 'Your password has been changed.' } }),
      [SIGN_OUT_OTHERS]: () => ({ body: { ended: 2 } }),
    });
    renderButtons();
    const dialog = await openModal('Update Password', 'Change password');
    await submitValid(dialog);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Your password has been changed.');
    expect(bodyOf(api.callsTo(CHANGE_PASSWORD)[0]![1])).toEqual({ currentPassword: 'my old password', newPassword: 'a brand new password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out my other sessions' }));
    expect(await within(dialog).findByText('2 other sessions were signed out.')).toBeTruthy();
    expect(api.callsTo(SIGN_OUT_OTHERS)).toHaveLength(1);
  });
});

describe('Change username modal (spec 002 §4, §5, §8)', () => {
  it("says 'Required' for empty fields and 'Usernames do not match' before calling", SLOW, async () => {
    const api = mockApi(withSessions());
    renderButtons();
    const dialog = await openModal('Change Username', 'Change username');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change username' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText(/^New username/), 'mere.smith');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new username/), 'mere.smyth');
    expect(within(dialog).getByText('Usernames do not match')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/^New username/));
    await userEvent.type(within(dialog).getByLabelText(/^New username/), '<script>');
    expect(within(dialog).getByText(/^Your username may contain only letters/)).toBeTruthy();
    expect(api.callsTo(CHANGE_USERNAME)).toHaveLength(0);
  });

  async function submit(dialog: HTMLElement, name = 'Mere.Smith') {
    await userEvent.type(within(dialog).getByLabelText(/^New username/), name);
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new username/), name.toLowerCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change username' }));
  }

  it("shows the server's Message for an error object", SLOW, async () => {
    mockApi({ ...withSessions(), [CHANGE_USERNAME]: () => ({ status: 409, body: { Id: 'UsernameTaken', Message: 'This username is not available. Please choose another.' } }) });
    const { onUserChange } = renderButtons();
    const dialog = await openModal('Change Username', 'Change username');
    await submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This username is not available. Please choose another.');
    expect(onUserChange).not.toHaveBeenCalled();
  });

  it.each([
    ['the call fails', () => ({ status: 502, body: 'Bad gateway' })],
    ['result is false', () => ({ body: { result: false, message: '', username: 'x' } })],
  ])("says 'Unable to change username at this time.' when %s", SLOW, async (_case, answer) => {
    mockApi({ ...withSessions(), [CHANGE_USERNAME]: answer });
    renderButtons();
    const dialog = await openModal('Change Username', 'Change username');
    await submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unable to change username at this time.');
  });

  it('sends the username, shows success and gives the app the session user with the new username', SLOW, async () => {
    const api = mockApi({ ...withSessions(), [CHANGE_USERNAME]: () => ({ body: { result: true, message: 'Your username has been changed.', username: 'mere.smith' } }) });
    const { onUserChange } = renderButtons();
    const dialog = await openModal('Change Username', 'Change username');
    await submit(dialog);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Your username has been changed. Use mere.smith to log in from now on.');
    expect(bodyOf(api.callsTo(CHANGE_USERNAME)[0]![1])).toEqual({ username: 'Mere.Smith' });
    expect(onUserChange).toHaveBeenCalledWith({ ...CLIENT, username: 'mere.smith' });
  });
});

describe('Two-factor management (spec 002 §2.5; issue 13)', () => {
  it('off: offers set-up, which opens the set-up dialog the app composes, then the status again', SLOW, async () => {
    let enabled = false;
    mockApi({ ...withSessions(), [STATUS]: () => ({ body: { enabled, recoveryCodesLeft: enabled ? 10 : 0, canDisable: true } }) });
    const { twoFactorSetup } = renderButtons();
    const dialog = await openModal('Two-Factor Authentication', 'Two-Factor Authentication');
    expect(await within(dialog).findByText('Off')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set up two-factor authentication' }));
    const setup = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(twoFactorSetup).toHaveBeenCalled();
    enabled = true;
    await userEvent.click(within(setup).getByRole('button', { name: 'Finish set-up' }));
    const again = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    expect(await within(again).findByText('On')).toBeTruthy();
    expect(within(again).getByText('10')).toBeTruthy();
  });

  it('on: new recovery codes for a code, shown once; a wrong code says so', SLOW, async () => {
    const api = mockApi({
      ...withSessions(),
      [STATUS]: () => ({ body: { enabled: true, recoveryCodesLeft: 3, canDisable: true } }),
      [RECOVERY]: (init) =>
        bodyOf(init) && (bodyOf(init) as { code: string }).code === '123456'
          ? { body: { recoveryCodes: ['k7m2p-x9q4t', 'a1b2c-d3e4f'] } }
          : { status: 401, body: { Id: 'InvalidCode', Message: 'Invalid code' } },
    });
    renderButtons();
    const dialog = await openModal('Two-Factor Authentication', 'Two-Factor Authentication');
    expect(await within(dialog).findByText('3')).toBeTruthy();
    const form = within(dialog).getByRole('form', { name: 'New recovery codes' });
    await userEvent.click(within(form).getByRole('button', { name: 'Get new recovery codes' }));
    expect(within(form).getByText('You must enter the secret code')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Code'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Get new recovery codes' }));
    expect(await within(form).findByText('Invalid code')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Code'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Get new recovery codes' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['k7m2p-x9q4t', 'a1b2c-d3e4f']);
    expect(api.callsTo(RECOVERY)).toHaveLength(2);
  });

  it('does not offer turning off when the server says it may not be (staff, advisers, forced users)', SLOW, async () => {
    mockApi({ ...withSessions(), [STATUS]: () => ({ body: { enabled: true, recoveryCodesLeft: 10, canDisable: false } }) });
    renderButtons();
    const dialog = await openModal('Two-Factor Authentication', 'Two-Factor Authentication');
    expect(await within(dialog).findByText('On')).toBeTruthy();
    expect(within(dialog).queryByRole('form', { name: 'Turn off two-factor authentication' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('turns two-factor off for a code and tells the app the session no longer has it', SLOW, async () => {
    const api = mockApi({
      ...withSessions(),
      [STATUS]: () => ({ body: { enabled: true, recoveryCodesLeft: 10, canDisable: true } }),
      [DISABLE]: () => ({ body: { enabled: false, recoveryCodesLeft: 0, canDisable: true } }),
    });
    const { onUserChange } = renderButtons({ ...CLIENT, twoFactorEnabled: true });
    const dialog = await openModal('Two-Factor Authentication', 'Two-Factor Authentication');
    const form = await within(dialog).findByRole('form', { name: 'Turn off two-factor authentication' });
    await userEvent.type(within(form).getByLabelText('Code'), '654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Off')).toBeTruthy();
    expect(bodyOf(api.callsTo(DISABLE)[0]![1])).toEqual({ code: '654321' });
    expect(onUserChange).toHaveBeenCalledWith({ ...CLIENT, twoFactorEnabled: false });
  });
});

describe('Active sessions (ASVS 5.0 V7.5.2)', () => {
  it('ends another session by its handle and reads the list again', SLOW, async () => {
    let sessions = [THIS, OTHER];
    const api = mockApi({
      [SESSIONS]: () => ({ body: { sessions } }),
      [END]: () => {
        sessions = [THIS];
        return { body: { ended: true, signedOut: false } };
      },
    });
    const { onUserChange } = renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'End session: Safari on iPhone' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).toBeNull());
    expect(bodyOf(api.callsTo(END)[0]![1])).toEqual({ handle: OTHER.handle });
    expect(onUserChange).not.toHaveBeenCalled();
  });

  it('ending this session signs out: the app is told nobody is signed in', SLOW, async () => {
    mockApi({ ...withSessions([THIS, OTHER]), [END]: () => ({ body: { ended: true, signedOut: true } }) });
    const { onUserChange } = renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'End this session (log out)' }));
    await waitFor(() => expect(onUserChange).toHaveBeenCalledWith(null));
  });

  it('says so when ending fails, and keeps the list', SLOW, async () => {
    mockApi({ ...withSessions([THIS, OTHER]), [END]: () => ({ status: 404, body: { Id: 'NotFound', Message: 'Not found.' } }) });
    renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'End session: Safari on iPhone' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(screen.getByRole('listitem', { name: 'Safari on iPhone' })).toBeTruthy();
  });
});
