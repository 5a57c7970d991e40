import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalInfo } from '@/lib/portal-info';
import { mockApi } from '@/test/api-mock';
import { AU_PORTAL, CLIENT, NZ_PORTAL, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const LOGIN = 'POST /api/v1/auth/login';
const noNotices = NZ_PORTAL.loginNotices;
const withNotices = (portal: PortalInfo, notices: Partial<PortalInfo['loginNotices']>): PortalInfo => ({
  ...portal,
  loginNotices: { ...noNotices, ...notices },
});
const signedIn = (user: SessionUser) => () => ({
  body: {
    outcome: 'signed-in',
    prompt2FA: false,
    force2FA: false,
    twoFactorMethod: null,
    twoFactorSetup: 'none',
    user,
  },
});

function clearNoticeCookie() {
  document.cookie = 'tasman_notice_count=; max-age=0; path=/';
}
afterEach(clearNoticeCookie);

async function openLogin(portal: PortalInfo, url = '/login') {
  const view = renderApp(url, { user: null, portal });
  await screen.findByRole('button', { name: 'Login' });
  return view;
}

async function signInAs(username: string) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), 'Tasman2026Demo');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login page footer', () => {
  it('links to the demo mailbox only when it is on', async () => {
    mockApi();
    const { unmount } = await openLogin(NZ_PORTAL);
    expect(screen.queryByRole('link', { name: 'Demo mailbox' })).toBeNull();
    unmount();
    await openLogin({ ...NZ_PORTAL, demoMailbox: true });
    expect(screen.getByRole('link', { name: 'Demo mailbox' }).getAttribute('href')).toBe('/mailbox');
  });
});

// spec 000 §2.3 'Help modals', §4 (notice cookie), §9.
describe('the dialogs the login page opens by itself', () => {
  it('opens no dialog when portal info has no notice', async () => {
    mockApi();
    await openLogin(NZ_PORTAL);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Maintenance Alert (tonight 9pm to 12am) until Continue', async () => {
    mockApi();
    await openLogin(withNotices(NZ_PORTAL, { maintenanceAlert: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance Alert' });
    expect(dialog.textContent).toContain('tonight from 9pm to 12am');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the update notice and counts the showing in a cookie', async () => {
    mockApi();
    document.cookie = 'tasman_notice_count=2; path=/';
    await openLogin(withNotices(NZ_PORTAL, { updateNotice: 'Statements now arrive in the portal.' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Statements now arrive in the portal.');
    expect(document.cookie).toContain('tasman_notice_count=3');
  });

  it('does not show the update notice once it has been shown 3 times', async () => {
    mockApi();
    document.cookie = 'tasman_notice_count=3; path=/';
    await openLogin(withNotices(NZ_PORTAL, { updateNotice: 'Statements now arrive in the portal.' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('tasman_notice_count=3');
  });

  it('shows the Maintenance Alert, then the update notice, then the Important Message', async () => {
    mockApi();
    await openLogin(
      withNotices(NZ_PORTAL, {
        maintenanceAlert: true,
        updateNotice: 'New look.',
        distributionPeriod: { start: '2026-07-01', end: '2026-07-21' },
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Maintenance Alert' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Portal update' })).getByRole('button', { name: 'OK' }),
    );
    const important = await screen.findByRole('dialog', { name: 'Important Message' });
    expect(important.textContent).toContain('1 to 21 July');
    expect(important.textContent).toContain('pricing, valuations and withdrawals');
  });
});

// spec 000 §4 'Sign-in' 6.
describe('the AU distribution-period dialog', () => {
  const auDistribution = withNotices(AU_PORTAL, { distributionPeriod: { start: '2026-07-01', end: '2026-07-21' } });
  const auClient: SessionUser = { ...CLIENT, channel: 'AU', username: 'demo.auclient' };

  it('stops a client signing in during the period until Continue, then enters', async () => {
    mockApi({ [LOGIN]: signedIn(auClient) });
    const { router } = await openLogin(auDistribution, '/login?returnUrl=%2Fcontact');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Important Message' })).getByRole('button', { name: 'OK' }),
    );
    await signInAs('demo.auclient');
    const dialog = await screen.findByRole('dialog', { name: 'Annual distribution' });
    expect(within(dialog).queryByRole('button', { name: /close|dismiss/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Annual distribution' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });

  it('names the configured dates, not July, for a period set in November (issue 9 item 19)', async () => {
    mockApi({ [LOGIN]: signedIn(auClient) });
    await openLogin(withNotices(AU_PORTAL, { distributionPeriod: { start: '2026-11-20', end: '2026-11-30' } }));
    const important = await screen.findByRole('dialog', { name: 'Important Message' });
    expect(important.textContent).toContain('Our annual distribution runs from 20 to 30 November.');
    expect(important.textContent).not.toContain('July');
    await userEvent.click(within(important).getByRole('button', { name: 'OK' }));
    await signInAs('demo.auclient');
    const dialog = await screen.findByRole('dialog', { name: 'Annual distribution' });
    expect(dialog.textContent).toContain('20 to 30 November');
    expect(dialog.textContent).not.toContain('July');
  });

  it('lets staff straight in', async () => {
    mockApi({ [LOGIN]: signedIn({ ...STAFF, channel: 'AU' }) });
    const { router } = await openLogin(auDistribution, '/login?returnUrl=%2Fcontact');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Important Message' })).getByRole('button', { name: 'OK' }),
    );
    await signInAs('demo.austaff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });

  it('is not shown on the NZ portal', async () => {
    mockApi({ [LOGIN]: signedIn(CLIENT) });
    const { router } = await openLogin(NZ_PORTAL, '/login?returnUrl=%2Fcontact');
    await signInAs('demo.client');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });
});

// spec 000 §2.3 'Need Help?' (content depends on the view).
describe('Need Help?', () => {
  it('explains the IRD number format on the NZ forgot-username view', async () => {
    mockApi();
    renderApp('/login?v=forgot-username', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Need Help?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Need Help?' });
    expect(dialog.textContent).toContain('xxx-xxx-xxx or xx-xxx-xxx');
    expect(dialog.textContent).toContain('info@tasman.example.nz');
  });

  it('asks for the date of birth on the AU forgot-username view', async () => {
    mockApi();
    renderApp('/login?v=forgot-username', { user: null, portal: AU_PORTAL });
    await userEvent.click(await screen.findByRole('button', { name: 'Need Help?' }));
    expect((await screen.findByRole('dialog', { name: 'Need Help?' })).textContent).toContain('dd-mm-yyyy');
  });

  it('points to recovery codes on the 2fa view', async () => {
    mockApi({ [LOGIN]: () => ({ body: { outcome: 'two-factor-required', twoFactorMethod: 'TOTP' } }) });
    await openLogin(NZ_PORTAL);
    await signInAs('demo.twofactor');
    await screen.findByLabelText('Secret code');
    await userEvent.click(screen.getByRole('button', { name: 'Need Help?' }));
    expect((await screen.findByRole('dialog', { name: 'Need Help?' })).textContent).toContain('Use a recovery code');
  });
});
