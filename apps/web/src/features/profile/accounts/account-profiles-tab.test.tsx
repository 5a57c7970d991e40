import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountHolder, AccountProfile, AccountHoldersResponse } from '@tasman/domain/contracts/account-profiles';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { AU_PORTAL, CLIENT, NZ_PORTAL } from '@/test/fixtures';
import { PortalInfoProvider } from '@/lib/portal-info';
import { AccountProfilesTab } from './account-profiles-tab';

const LOADED = { timeout: 4000 };
const TWO_FACTOR_SENTENCE = 'Two-Factor Authentication must be enabled to change this setting.';

function profile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    accountNumber: '300120',
    accountNumberAlternative: null,
    accountName: 'L & M Chen',
    productType: 'UT',
    accountType: 'Joint',
    accountIsOpen: true,
    pir: 17.5,
    bankAccountName: 'Liam Chen',
    bankAccountNumber: '12-3**********6-00',
    bankAccountMasked: true,
    ...overrides,
  };
}

function holder(overrides: Partial<AccountHolder>): AccountHolder {
  return {
    clientId: 'C1',
    clientAccountId: 'AAAAAAAAAAAAAAAAAAAAAA',
    clientName: 'Liam Chen',
    role: 'Joint Owner',
    authToAct: true,
    authorisedParty: false,
    notificationPref: true,
    isSelf: true,
    ...overrides,
  };
}

const ME = holder({});
const MEI = holder({ clientId: 'C2', clientAccountId: 'BBBBBBBBBBBBBBBBBBBBBB', clientName: 'Mei Chen', isSelf: false, notificationPref: false });
const holders = (accountNumber: string, accountType: AccountHoldersResponse['accountType'], list: AccountHolder[]) => ({
  body: { accountNumber, accountType, list },
});
const scenarios = (accountNumber: string, deposit: boolean, withdrawal: boolean) => ({
  body: {
    accountNumber,
    depositAbility: { allowed: deposit, messageCode: deposit ? 'DEPOSIT_OK' : 'ACCOUNT_CLOSED' },
    withdrawalAbility: { allowed: withdrawal, messageCode: withdrawal ? 'WITHDRAWAL_OK' : 'KIWISAVER_RESTRICTED' },
  },
});
const noOrders = (accountNumber: string) => ({ body: { accountNumber, list: [] } });

function answersFor(account: AccountProfile, holderAnswer: MockAnswer, extra: Record<string, () => MockAnswer> = {}) {
  const n = account.accountNumber;
  return {
    [`GET /api/v1/accounts/${n}/holders`]: () => holderAnswer,
    [`GET /api/v1/accounts/${n}/standing-orders`]: () => noOrders(n),
    [`GET /api/v1/accounts/${n}/access-scenarios`]: () => scenarios(n, true, true),
    ...extra,
  };
}

function renderTab(options: { user?: SessionUser; channel?: Channel; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(tree(queryClient, options));
  return { ...view, rerenderAs: (user: SessionUser) => view.rerender(tree(queryClient, { ...options, user })) };
}

function tree(queryClient: QueryClient, options: { user?: SessionUser; channel?: Channel; url?: string }) {
  const channel = options.channel ?? 'NZ';
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <PortalInfoProvider value={channel === 'AU' ? AU_PORTAL : NZ_PORTAL}>
          <MemoryRouter initialEntries={[options.url ?? '/profile/summary']}>
            <AccountProfilesTab
              user={options.user ?? CLIENT}
              channel={channel}
              twoFactorSetup={(close) => (
                <div role="dialog" aria-label="Set up two-factor authentication">
                  <button type="button" onClick={close}>
                    Close set-up
                  </button>
                </div>
              )}
            />
          </MemoryRouter>
        </PortalInfoProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

describe('Account Profiles tab (spec 002 §2.4)', () => {
  it('shows the account, its masked bank number, PIR, holders, recurring transactions and the transact links', async () => {
    const account = profile();
    mockApi({
      'GET /api/v1/account-profiles': () => ({ body: { list: [account] } }),
      ...answersFor(account, holders('300120', 'Joint', [ME, MEI]), {
        'GET /api/v1/accounts/300120/standing-orders': () => ({
          body: {
            accountNumber: '300120',
            list: [
              { orderType: 'Contribution', amount: 150, frequency: 'Fortnightly', nextDate: '2026-12-01', fundName: 'Tasman Growth Fund', paymentMethod: 'Direct debit', status: 'Active' },
            ],
          },
        }),
      }),
    });
    renderTab();
    const card = await screen.findByRole('region', { name: 'Account 300120' }, LOADED);
    expect(within(card).getByTestId('bank-account').textContent).toBe('12-3**********6-00');
    expect(within(card).getByText('17.5%')).toBeTruthy();
    const rows = await within(card).findAllByTestId('account-holder', {}, LOADED);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Liam Chen'), expect.stringContaining('Mei Chen')]);
    const order = await within(card).findByTestId('standing-order', {}, LOADED);
    // Money to 2 decimals (spec 002 §9), the date as dd MMM yyyy.
    expect(order.textContent).toContain('$150.00');
    expect(order.textContent).toContain('01 Dec 2026');
    expect(order.textContent).toContain('Tasman Growth Fund');
    expect(within(card).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/transacting?view=ut-deposit&account=300120');
    expect(within(card).getByRole('link', { name: 'Withdrawal' }).getAttribute('href')).toBe('/transacting?view=ut-withdrawal&account=300120');
  });

  it('preselects the account in ?account=, and shows the alternative number without PIR on the AU portal', async () => {
    const first = profile({ accountNumber: '400001', accountNumberAlternative: 'TAU1111111', accountName: 'First', productType: 'UT-AUS', accountType: 'Individual', pir: null });
    const second = profile({ accountNumber: '400002', accountNumberAlternative: 'TAU2222222', accountName: 'Second', productType: 'UT-AUS', accountType: 'Individual', pir: null });
    mockApi({
      'GET /api/v1/account-profiles': () => ({ body: { list: [first, second] } }),
      ...answersFor(second, holders('400002', 'Individual', [])),
    });
    renderTab({ channel: 'AU', url: '/profile/summary?account=400002' });
    const card = await screen.findByRole('region', { name: 'Account TAU2222222' }, LOADED);
    expect(within(card).queryByText('PIR')).toBeNull();
    // Individual: no holders table (spec 002 §6).
    await waitFor(() => expect(within(card).getByText('There are no recurring transactions on this account.')).toBeTruthy(), LOADED);
    expect(within(card).queryByRole('table', { name: /Account holders/ })).toBeNull();
  });

  it('disables the own authority checkbox, and every one on a Trust account with "Not supported yet"', async () => {
    const trust = profile({ accountType: 'Trust' });
    mockApi({
      'GET /api/v1/account-profiles': () => ({ body: { list: [trust] } }),
      ...answersFor(trust, holders('300120', 'Trust', [holder({ role: 'Trustee' }), { ...MEI, role: 'Trustee' }, { ...MEI, clientAccountId: 'CCCCCCCCCCCCCCCCCCCCCC', clientName: 'Chen Family Trust', role: 'Owner' }])),
    });
    renderTab();
    const own = await screen.findByRole('checkbox', { name: 'Authority to act: Liam Chen' }, LOADED);
    expect((own as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Authority to act: Mei Chen' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText('Not supported yet')).toHaveLength(1);
    // The Owner (the trust itself) is hidden on a Trust account; the notification box is one's own only.
    expect(screen.queryByText('Chen Family Trust')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Notifications: Liam Chen' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Notifications: Mei Chen' })).toBeNull();
  });

  it('without two-factor: a click shows the spec sentence, opens the set-up and changes nothing', async () => {
    const account = profile();
    const api = mockApi({ 'GET /api/v1/account-profiles': () => ({ body: { list: [account] } }), ...answersFor(account, holders('300120', 'Joint', [ME, MEI])) });
    renderTab({ user: { ...CLIENT, twoFactorEnabled: false } });
    const box = await screen.findByRole('checkbox', { name: 'Authority to act: Mei Chen' }, LOADED);
    await userEvent.click(box);
    expect(screen.getByRole('alert').textContent).toBe(TWO_FACTOR_SENTENCE);
    expect(screen.getByRole('dialog', { name: 'Set up two-factor authentication' })).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('once two-factor is set up, drops the sentence and fetches the bank number again, unmasked', async () => {
    const account = profile();
    let list = [account];
    const api = mockApi({ 'GET /api/v1/account-profiles': () => ({ body: { list } }), ...answersFor(account, holders('300120', 'Joint', [ME, MEI])) });
    const view = renderTab({ user: { ...CLIENT, twoFactorEnabled: false } });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Authority to act: Mei Chen' }, LOADED));
    expect(screen.getByRole('alert').textContent).toBe(TWO_FACTOR_SENTENCE);
    list = [{ ...account, bankAccountNumber: '12-3140-0123456-00', bankAccountMasked: false }];
    view.rerenderAs({ ...CLIENT, twoFactorEnabled: true });
    await waitFor(() => expect(screen.getByTestId('bank-account').textContent).toBe('12-3140-0123456-00'), LOADED);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET /api/v1/account-profiles')).toHaveLength(2);
  });

  it('with two-factor: takes authority away from the other holder, and shows "Server error: …" when refused', async () => {
    const account = profile({ bankAccountNumber: '12-3140-0123456-00', bankAccountMasked: false });
    let answer: MockAnswer = { body: { ...MEI, authToAct: false } };
    const api = mockApi({
      'GET /api/v1/account-profiles': () => ({ body: { list: [account] } }),
      ...answersFor(account, holders('300120', 'Joint', [ME, MEI]), {
        'PUT /api/v1/accounts/300120/holders/BBBBBBBBBBBBBBBBBBBBBB/authority': () => answer,
      }),
    });
    renderTab({ user: { ...CLIENT, twoFactorEnabled: true } });
    const box = await screen.findByRole('checkbox', { name: 'Authority to act: Mei Chen' }, LOADED);
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Authority to act: Mei Chen' }) as HTMLInputElement).checked).toBe(false));
    const put = api.callsTo('PUT /api/v1/accounts/300120/holders/BBBBBBBBBBBBBBBBBBBBBB/authority');
    expect(put).toHaveLength(1);
    expect(JSON.parse(String(put[0]![1]!.body))).toEqual({ value: false });

    answer = { status: 409, body: { Id: 'AuthorityNotSupported', Message: 'Not supported yet' } };
    await userEvent.click(screen.getByRole('checkbox', { name: 'Authority to act: Mei Chen' }));
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe('Server error: Not supported yet');
    expect(screen.getByTestId('bank-account').textContent).toBe('12-3140-0123456-00');
  });

  it('changes the own notification preference', async () => {
    const account = profile();
    const api = mockApi({
      'GET /api/v1/account-profiles': () => ({ body: { list: [account] } }),
      ...answersFor(account, holders('300120', 'Joint', [ME, MEI]), {
        'PUT /api/v1/accounts/300120/notification-preference': () => ({ body: { ...ME, notificationPref: false } }),
      }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Notifications: Liam Chen' }, LOADED));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Notifications: Liam Chen' }) as HTMLInputElement).checked).toBe(false));
    expect(JSON.parse(String(api.callsTo('PUT /api/v1/accounts/300120/notification-preference')[0]![1]!.body))).toEqual({ value: false });
  });

  it("says 'Error fetching account holders' when the holders cannot be read", async () => {
    const account = profile();
    mockApi({
      'GET /api/v1/account-profiles': () => ({ body: { list: [account] } }),
      ...answersFor(account, { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }),
    });
    renderTab();
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe('Error fetching account holders');
  });
});
