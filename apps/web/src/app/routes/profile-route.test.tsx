import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_LISTS, PROFILE_OF_CLIENT, storedClient, TWO_FACTOR_CLIENT, CLIENT_KEY } from '@/features/profile/details/profile-test-kit';
import { mockApi } from '@/test/api-mock';
import { accountSummary, CLIENT, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const accountsOf = (...productTypes: ('KS' | 'UT' | 'PW')[]) => ({
  body: {
    ownedList: productTypes.map((productType, i) => accountSummary({ accountNumber: String(700001 + i), productType })),
    relatedList: [],
    portfolioSummary: [],
  },
});

function mockProfile(accounts = accountsOf('KS')) {
  return mockApi({
    'GET /api/v1/accounts': () => accounts,
    'GET /api/v1/profile': () => ({ body: PROFILE_OF_CLIENT }),
    [`GET /api/v1/client/${CLIENT_KEY}`]: () => ({ body: storedClient() }),
    'GET /api/v1/profile/form-lists': () => ({ body: FORM_LISTS }),
  });
}

/** A first screen on a busy machine (2 cores shared) can take longer than the default wait. */
const LOADED = { timeout: 15_000 };

const tabs = async () => within(await screen.findByRole('tablist', { name: 'Profile & Settings sections' }, LOADED));

describe('Profile & Settings shell (spec 002 §2.4)', { timeout: 60_000 }, () => {
  // The screens load lazily; on a busy machine the first load outlasts Testing Library's wait, so
  // the modules are loaded once before the tests (what is tested is the same either way).
  beforeAll(() => Promise.all([import('@/app/layout/app-layout'), import('@/app/routes/profile-route')]), 60_000);
  afterEach(() => vi.unstubAllGlobals());

  it('opens /profile on Personal Details, under the title Profile & Settings, with the three tabs', async () => {
    mockProfile();
    const { router } = renderApp('/profile', { user: TWO_FACTOR_CLIENT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile & Settings' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/details'));
    const list = await tabs();
    await waitFor(() => expect(list.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Personal Details', 'Account Profiles', 'Communication Preferences']));
    expect(await screen.findByText('Joanna', {}, LOADED)).toBeTruthy();
    expect(list.getByRole('tab', { name: 'Personal Details' }).getAttribute('aria-selected')).toBe('true');
  });

  it('hides Account Profiles when every open account is wealth management, and sends its address to details', async () => {
    mockProfile(accountsOf('PW'));
    const { router } = renderApp('/profile/summary', { user: TWO_FACTOR_CLIENT });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/details'));
    const list = await tabs();
    expect(list.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Personal Details', 'Communication Preferences']);
  });

  it('opens Account Profiles at its address when an open account is not PW, keeping ?account=', async () => {
    mockProfile(accountsOf('PW', 'UT'));
    const { router } = renderApp('/profile/summary?account=700002', { user: TWO_FACTOR_CLIENT });
    const list = await tabs();
    await waitFor(() => expect(list.getByRole('tab', { name: 'Account Profiles' }).getAttribute('aria-selected')).toBe('true'));
    expect(router.state.location.pathname).toBe('/profile/summary');
    expect(router.state.location.search).toBe('?account=700002');
  });

  it('moves between tabs by keyboard: the arrow key selects the next tab and opens its address', async () => {
    mockProfile(accountsOf('PW'));
    const { router } = renderApp('/profile/details', { user: TWO_FACTOR_CLIENT });
    const list = await tabs();
    const details = list.getByRole('tab', { name: 'Personal Details' });
    details.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(list.getByRole('tab', { name: 'Communication Preferences' }).getAttribute('aria-selected')).toBe('true'));
    expect(router.state.location.pathname).toBe('/profile/preference');
    expect(document.title).toContain('Communication Preference');
  });

  it('shows staff their security settings without a client record or Edit Profile', async () => {
    const mock = mockApi();
    renderApp('/profile/details', { user: STAFF });
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    expect(mock.fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/v1/client/'))).toBe(false);
  });

  it('gives a client without Account Profiles access only to their own tabs (no account list: tab hidden)', async () => {
    mockProfile({ body: { ownedList: [], relatedList: [], portfolioSummary: [] } });
    renderApp('/profile/details', { user: CLIENT });
    const list = await tabs();
    expect(list.queryByRole('tab', { name: 'Account Profiles' })).toBeNull();
  });
});
