import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const notifications = (alerts: number, general: number) => () => ({
  body: {
    newMessageCount: alerts + general,
    unreadAlertsNotificationTotal: alerts,
    unreadGeneralNotificationTotal: general,
    alertsNotifications: [],
    generalNotifications: [],
  },
});

describe('authenticated layout', () => {
  it('shows the side navigation the viewer may see, Invest Now, and the unread count on the bell', async () => {
    mockApi({ 'GET /api/v1/notifications': notifications(2, 3) });
    renderApp('/contact', { user: CLIENT });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const entries = within(nav).getByRole('list', { name: 'Main' });
    const labels = within(entries).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'Payments & Transfers',
      'Reports & Statements',
      'Transaction History',
      'The Investing Place',
      'Foundation',
      'Contact Us',
    ]);
    expect(screen.getAllByRole('link', { name: 'Invest Now' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Notifications, 5 unread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'You have 2 unread alerts' }).getAttribute('href')).toBe(
      '/notifications?view=1',
    );
  });

  it('hides the alert bar without unread alerts and Invest Now for staff', async () => {
    mockApi({ 'GET /api/v1/notifications': notifications(0, 1) });
    renderApp('/contact', { user: STAFF });
    await screen.findByRole('heading', { name: 'Contact Us' });
    expect(screen.queryByText(/unread alert/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invest Now' })).toBeNull();
  });

  it('greets the user by their salutation, logging a failed portal-load call and carrying on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'GET /api/v1/profile': () => ({
        body: { clientKey: 'K1', clientSalutation: 'Dr Wilson', name: { firstName: 'Ann' }, userType: 'Client', username: 'x' },
      }),
      'GET /api/v1/client/K1': () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }),
    });
    renderApp('/contact', { user: CLIENT });
    expect((await screen.findAllByText(/^Good (morning|afternoon|evening), Dr Wilson$/)).length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith('Portal load: client could not be loaded', expect.anything());
    warn.mockRestore();
  });

  it('greets a staff member whose name is not on record without their username (issue 9 item 19)', async () => {
    mockApi({
      'GET /api/v1/profile': () => ({
        body: { clientKey: null, clientSalutation: null, name: { firstName: null }, userType: 'Staff', username: STAFF.username },
      }),
    });
    renderApp('/contact', { user: STAFF });
    expect((await screen.findAllByText(/^Good (morning|afternoon|evening)$/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(new RegExp(STAFF.username))).toBeNull();
  });

  it('signs out on Logout and opens the login page afresh', async () => {
    const api = mockApi({ 'POST /api/v1/auth/logout': () => ({ status: 204 }) });
    const { router } = renderApp('/contact', { user: CLIENT });
    await screen.findByRole('heading', { name: 'Contact Us' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await screen.findByRole('button', { name: 'Login' });
    expect(api.callsTo('POST /api/v1/auth/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('sends the user to login and back when the server says the session has ended', async () => {
    mockApi({ 'GET /api/v1/notifications': () => ({ status: 401, body: { Id: 'Unauthenticated', Message: 'x' } }) });
    const { router } = renderApp('/reports-and-statements', { user: CLIENT });
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/reports-and-statements');
  });
});
