import { screen, within } from '@testing-library/react';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { accountSummary, AU_PORTAL, CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function accountsAnswer(ownedList: AccountSummary[], relatedList: AccountSummary[] = []) {
  return { 'GET /api/v1/accounts': () => ({ body: { ownedList, relatedList, portfolioSummary: [] } }) };
}

// The first find waits for the lazy layout and screen chunks, which can take over a second on a busy machine.
const LOADED = { timeout: 5000 };

async function section(name: string) {
  return screen.findByRole('region', { name }, LOADED);
}

function cardsIn(region: HTMLElement) {
  return within(region)
    .getAllByTestId('account-card')
    .map((card) => ({ text: card.textContent, href: card.getAttribute('href') }));
}

const PRICED = '2026-11-20';
const RELATED = { ownershipType: 'RELATED' } as const;

describe('client home (/dashboard/portfolios)', { timeout: 20_000 }, () => {
  it('shows the open owned accounts in the server order, with product, number and detail link', async () => {
    // Server order (spec 000 §2.5): PW, UT, KS, PE, then balance descending within a product.
    mockApi(
      accountsAnswer([
        accountSummary({ accountNumber: '800100', accountName: 'Citizen Family Portfolio', productType: 'PW' }),
        accountSummary({ accountNumber: '600200', accountName: 'Citizen Growth Fund', productType: 'UT' }),
        accountSummary({ accountNumber: '700001', accountName: 'Citizen KiwiSaver', productType: 'KS' }),
        accountSummary({ accountNumber: '900300', accountName: 'Citizen PE Fund II', productType: 'PE' }),
        accountSummary({
          accountNumber: '600999',
          accountName: 'Closed Fund',
          productType: 'UT',
          accountIsOpen: false,
          accountStatus: 'C',
        }),
      ]),
    );
    renderApp('/dashboard/portfolios', { user: CLIENT });

    const cards = cardsIn(await section('Your accounts'));
    expect(cards.map((card) => card.href)).toEqual([
      '/dashboard/wealth-management/800100',
      '/dashboard/investment-funds/600200',
      '/dashboard/kiwisaver/700001',
      '/dashboard/private-equity/900300',
    ]);
    expect(cards[0]?.text).toContain('Wealth Management');
    expect(cards[0]?.text).toContain('Citizen Family Portfolio');
    expect(cards[0]?.text).toContain('Account 800100');
    expect(cards[1]?.text).toContain('Investment Funds');
    expect(cards[2]?.text).toContain('KiwiSaver');
    expect(cards[3]?.text).toContain('Private Equity');
    expect(screen.queryByText('Closed Fund')).toBeNull();
    expect(screen.getByText(/Market data is powered by an outside data provider/)).toBeTruthy();
    expect(screen.getByText(/closing market pricing as at the date shown/)).toBeTruthy();
  });

  it('totals the open owned balances in NZD, as at their date', async () => {
    mockApi(
      accountsAnswer([
        accountSummary({ accountNumber: '600200', productType: 'UT', balance: 10000, balanceAsAtDate: PRICED }),
        accountSummary({ accountNumber: '700001', productType: 'KS', balance: 1234.56, balanceAsAtDate: PRICED }),
        // Closed: left out of the total.
        accountSummary({ accountNumber: '700002', balance: 5000, balanceAsAtDate: PRICED, accountIsOpen: false }),
      ]),
    );
    renderApp('/dashboard/portfolios', { user: CLIENT });

    const total = await screen.findByTestId('total-value', {}, LOADED);
    // 1,234.56 + 10,000.00 = 11,234.56
    expect(total.textContent).toContain('$11,234.56');
    expect(total.textContent).not.toContain('NZ$');
    expect(total.textContent).toContain('NZD');
    expect(total.textContent).toContain('as at 20 Nov 2026');
    const cards = cardsIn(await section('Your accounts'));
    expect(cards[0]?.text).toContain('$10,000.00');
    expect(cards[0]?.text).toContain('as at 20 Nov 2026');
    expect(cards[1]?.text).toContain('$1,234.56');
  });

  it('shows a dash for a missing balance and no partial total', async () => {
    mockApi(
      accountsAnswer([
        accountSummary({ accountNumber: '600200', productType: 'UT', balance: 10000, balanceAsAtDate: PRICED }),
        accountSummary({ accountNumber: '700001', productType: 'KS', balance: null, balanceAsAtDate: null }),
      ]),
    );
    renderApp('/dashboard/portfolios', { user: CLIENT });

    const total = await screen.findByTestId('total-value', {}, LOADED);
    expect(total.textContent).toContain('—');
    expect(total.textContent).not.toContain('$');
    expect(total.textContent).not.toContain('as at');
    const cards = cardsIn(await section('Your accounts'));
    expect(cards[0]?.text).toContain('$10,000.00');
    expect(cards[1]?.text).toContain('—');
    expect(cards[1]?.text).not.toContain('as at');
  });

  it('shows AUD and the alternative account number on the Australian portal', async () => {
    mockApi(
      accountsAnswer([
        accountSummary({
          accountNumber: '500100',
          accountNumberAlternative: 'TAU-0042',
          accountName: 'Citizen Australian Equities',
          productType: 'UT-AUS',
          balance: 10000,
          balanceAsAtDate: PRICED,
        }),
        accountSummary({
          accountNumber: '500200',
          accountNumberAlternative: 'TAU-0043',
          productType: 'UT-AUS',
          balance: 1234.56,
          balanceAsAtDate: PRICED,
        }),
      ]),
    );
    renderApp('/dashboard/portfolios', { user: { ...CLIENT, channel: 'AU' }, portal: AU_PORTAL });

    const total = await screen.findByTestId('total-value', {}, LOADED);
    // 10,000.00 + 1,234.56 = 11,234.56, in AUD on the en-AU locale ('$', where NZD would be 'NZD ').
    expect(total.textContent).toContain('$11,234.56');
    expect(total.textContent).toContain('AUD');
    expect(total.textContent).not.toContain('NZD');
    const cards = cardsIn(await section('Your accounts'));
    expect(cards[0]?.text).toContain('Investment Funds');
    expect(cards[0]?.text).toContain('Account TAU-0042');
    expect(cards[0]?.text).not.toContain('500100');
    expect(cards[0]?.href).toBe('/dashboard/investment-funds/500100');
  });

  it('lists open related accounts in their own section', async () => {
    mockApi(
      accountsAnswer(
        [accountSummary({ accountNumber: '700001' })],
        [
          accountSummary({ accountNumber: '800500', accountName: 'Citizen Trust', productType: 'PW', ...RELATED }),
          accountSummary({ accountNumber: '800501', accountName: 'Old Trust', ...RELATED, accountIsOpen: false }),
        ],
      ),
    );
    renderApp('/dashboard/portfolios', { user: CLIENT });

    const related = cardsIn(await section('Related accounts'));
    expect(related).toHaveLength(1);
    expect(related[0]?.text).toContain('Citizen Trust');
    expect(related[0]?.text).toContain('Wealth Management');
    expect(related[0]?.href).toBe('/dashboard/wealth-management/800500');
  });

  it('warns a client with no open owned accounts, with the support address', async () => {
    mockApi(accountsAnswer([accountSummary({ accountIsOpen: false, accountStatus: 'C' })]));
    renderApp('/dashboard/portfolios', { user: CLIENT });

    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain('There were no owned accounts found for this user');
    const email = within(alert).getByRole('link', { name: 'info@tasman.example.nz' });
    expect(email.getAttribute('href')).toBe('mailto:info@tasman.example.nz');
    expect(screen.queryByTestId('total-value')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your accounts' })).toBeNull();
  });

  it('welcomes a prospect, who has no accounts yet, without the warning', async () => {
    mockApi(accountsAnswer([]));
    renderApp('/dashboard/portfolios', { user: { ...CLIENT, isProspect: true, clientStatusCode: 'PROSPECTPW' } });

    expect(await screen.findByRole('heading', { name: 'Welcome to the Tasman Client Portal' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/There were no owned accounts/)).toBeNull();
    expect(screen.queryByTestId('total-value')).toBeNull();
  });

  it('shows the unexpected-failure alert with a Refresh button when the accounts cannot be loaded', async () => {
    const failure = { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } };
    mockApi({ 'GET /api/v1/accounts': () => failure });
    renderApp('/dashboard/portfolios', { user: CLIENT });

    const alert = await screen.findByRole('alert', {}, LOADED);
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain("An unexpected error occurred and your request couldn't be handled.");
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.queryByText(/There were no owned accounts/)).toBeNull();
  });

  it("shows each card's returns beside their dollar gains, saying what they are, and none while the one-year rule hides them", async () => {
    mockApi(
      accountsAnswer([
        accountSummary({
          accountNumber: '600200',
          accountName: 'Citizen Growth Fund',
          productType: 'UT',
          balance: 12_000,
          balanceAsAtDate: PRICED,
          returnPercentage12Month: 8.456,
          returnValue12Month: 950.5,
          returnPercentageSinceInception: 6.1,
          returnValueSinceInception: 3_200,
          sinceInceptionPerAnnum: true,
          returnAsAtDate: PRICED,
        }),
        accountSummary({
          accountNumber: '700001',
          accountName: 'New KiwiSaver',
          productType: 'KS',
          balance: 500,
          balanceAsAtDate: PRICED,
        }),
      ]),
    );
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const region = await section('Your accounts');
    const [withReturns, young] = within(region).getAllByTestId('account-card');
    const returns = within(withReturns!).getByTestId('account-card-returns');
    expect(returns.textContent).toContain('12 months');
    expect(returns.textContent).toContain('+8.46%');
    expect(returns.textContent).toContain('$950.50');
    expect(returns.textContent).toContain('Since inception p.a.');
    expect(returns.textContent).toContain('+6.10%');
    expect(returns.textContent).toContain('Time-weighted return, after fees, before PIE tax');
    expect(within(young!).queryByTestId('account-card-returns')).toBeNull();
  });
});
