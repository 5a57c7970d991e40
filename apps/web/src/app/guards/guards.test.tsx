import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { AU_PORTAL, CLIENT, RELATED_ONLY, STAFF } from '@/test/fixtures';

const ADVISER = { ...STAFF, userId: 'u-adviser', username: 'demo.adviser', userType: 'Intermediary' } as const;
import { renderApp } from '@/test/render-app';

describe('route guards', () => {
  it('sends a signed-out user to login, with the page they opened as returnUrl', async () => {
    mockApi();
    const { router } = renderApp('/profile/details?tab=2', { user: null });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/profile/details?tab=2');
  });

  it('sends a signed-out user opening the empty path to login without a returnUrl', async () => {
    mockApi();
    const { router } = renderApp('/', { user: null });
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('sends a client away from the staff-only account search to the root route, which is their home', async () => {
    mockApi();
    const { router } = renderApp('/dashboard/accounts', { user: CLIENT });
    expect(await screen.findByRole('heading', { name: 'Portfolios' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/portfolios');
    expect(screen.queryByRole('heading', { name: 'Account Search' })).toBeNull();
  });

  it('sends a client away from the staff-only client list', async () => {
    mockApi();
    const { router } = renderApp('/dashboard/clients', { user: CLIENT });
    await screen.findByRole('heading', { name: 'Portfolios' });
    expect(router.state.location.pathname).toBe('/dashboard/portfolios');
  });

  it('lets staff open the account search', async () => {
    mockApi();
    const { router } = renderApp('/dashboard/accounts', { user: STAFF });
    expect(await screen.findByRole('heading', { name: 'Account Search' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/accounts');
  });

  // The client book is a lazy chunk of its own: its first import can take seconds on a busy machine.
  it('redirects staff from the client home to their home, the client book', { timeout: 15_000 }, async () => {
    mockApi();
    const { router } = renderApp('/dashboard', { user: STAFF });
    await screen.findByRole('heading', { name: 'Clients' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/dashboard/clients');
  });

  // The client book is a lazy chunk of its own: its first import can take seconds on a busy machine.
  it('redirects an adviser from the portfolios route to the client book', { timeout: 15_000 }, async () => {
    mockApi();
    const { router } = renderApp('/dashboard/portfolios', { user: ADVISER });
    await screen.findByRole('heading', { name: 'Clients' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/dashboard/clients');
  });

  it('redirects a related-accounts-only user from the client home, and lets them stay there', async () => {
    mockApi();
    const { router } = renderApp('/dashboard/portfolios', { user: RELATED_ONLY });
    await screen.findByRole('heading', { name: 'Account Search' });
    expect(router.state.location.pathname).toBe('/dashboard/accounts');
  });

  it('sends a signed-in user opening login to the dashboard', async () => {
    mockApi();
    const { router } = renderApp('/login', { user: CLIENT });
    await screen.findByRole('heading', { name: 'Portfolios' });
    expect(router.state.location.pathname).toBe('/dashboard/portfolios');
  });

  it('hides the foundation page on the Australian portal', async () => {
    mockApi();
    const { router } = renderApp('/foundation', { user: { ...CLIENT, channel: 'AU' }, portal: AU_PORTAL });
    await screen.findByRole('heading', { name: 'Portfolios' });
    expect(router.state.location.pathname).toBe('/dashboard/portfolios');
  });

  it('shows the foundation page on the New Zealand portal', async () => {
    mockApi();
    renderApp('/foundation', { user: CLIENT });
    expect(await screen.findByRole('heading', { name: 'Foundation' })).toBeTruthy();
  });

  it('sends an unknown path to the dashboard', async () => {
    mockApi();
    const { router } = renderApp('/no-such-page', { user: CLIENT });
    await screen.findByRole('heading', { name: 'Portfolios' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/portfolios'));
  });
});
