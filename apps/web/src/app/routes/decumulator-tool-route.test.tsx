import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KiwiSaverMemberResponse } from '@tasman/domain/contracts/kiwisaver-tools';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../providers';
import { PortalInfoProvider } from '@/lib/portal-info';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/api-mock';
import { NZ_PORTAL } from '@/test/fixtures';
import { DecumulatorToolRoute } from './decumulator-tool-route';

const LOADED = { timeout: 10_000 };
const CLIENT_ID = '7b0c6f0e-2f51-4a47-9d0a-3f1c2b8e5a10';
const MEMBER = `GET /api/v1/tools/kiwisaver-member/${CLIENT_ID}`;

/** A member of 68 years and 5 months on 25 November 2026 with $150,000 in a Conservative fund. */
function member(overrides: Partial<KiwiSaverMemberResponse> = {}): KiwiSaverMemberResponse {
  return {
    clientId: CLIENT_ID,
    dateOfBirth: '1958-06-10',
    today: '2026-11-25',
    accounts: [
      {
        accountNumber: 'KS-100200',
        accountIsOpen: true,
        balance: 150_000,
        balanceAsAtDate: '2026-11-24',
        funds: [{ fundId: 'f-1', name: 'KiwiSaver Conservative Fund', category: 'Conservative', value: 150_000 }],
        lastYearContributions: { from: '2025-11-25', to: '2026-11-24', member: 0, employer: 0, government: 0, voluntary: 0 },
      },
    ],
    ...overrides,
  };
}

function renderScreen(answer: KiwiSaverMemberResponse | { status: number; body: unknown } = member()) {
  mockApi({ [MEMBER]: () => ('status' in answer ? answer : { body: answer }) });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([{ path: '/kiwisaver-decumulator-tool/:id', Component: DecumulatorToolRoute }], {
    initialEntries: [`/kiwisaver-decumulator-tool/${CLIENT_ID}`],
  });
  return render(
    <Providers queryClient={queryClient} env="test">
      <PortalInfoProvider value={NZ_PORTAL}>
        <RouterProvider router={router} />
      </PortalInfoProvider>
    </Providers>,
  );
}

const result = () => screen.getByTestId('spend-result');

// Hand computations (Conservative 2.5%, inflation 2%: weekly real rate i = (1.025 / 1.02)^(1/52) − 1 =
// 0.0094043%): from 68 years 5 months to 90 is 259 months = round(259 × 52 / 12) = 1,122 weeks, and
// W = 150,000 × i / (1 − (1 + i)^−1122) = $140.87 a week; $1,000 a week lasts n = −ln(1 − 150,000 i / 1,000)
// / ln(1 + i) = 151.08 weeks: 151 full withdrawals = 34 whole months = 2 years 10 months, to 71 years 3 months.
describe('Spend my KiwiSaver', () => {
  it('starts from the member’s balance and fund type, weekly, at the amount that lasts to 90 rounded down to $10', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Spend my KiwiSaver' }, LOADED)).toBeTruthy();
    expect(((await screen.findByLabelText('KiwiSaver balance', undefined, LOADED)) as HTMLInputElement).value).toBe('$150,000');
    expect((screen.getByLabelText('Fund type', { selector: 'input' }) as HTMLInputElement).value).toBe('Conservative (2.5% a year)');
    expect((screen.getByLabelText(/Withdrawal a week/) as HTMLInputElement).value).toBe('$140');
    expect(result().textContent).toMatch(/^Withdrawing \$140\.00 a week lasts \d+ years/);
    expect(screen.getByRole('link', { name: /Back to Tools & Calculators/ }).getAttribute('href')).toBe('/tools');
  });

  it('says how long a changed withdrawal lasts', async () => {
    renderScreen();
    const amount = await screen.findByLabelText(/Withdrawal a week/, undefined, LOADED);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await waitFor(() =>
      expect(result().textContent).toMatch(/^Withdrawing \$1,000\.00 a week lasts 2 years and 10 months, until age 71 and 3 months, then a last withdrawal of \$75\.\d\d the week after\.$/),
    );
  });

  it('finds the amount that lasts to a chosen age, weekly and monthly', async () => {
    renderScreen();
    await userEvent.click(await screen.findByText('How much can I spend?', undefined, LOADED));
    expect((screen.getByLabelText(/Make it last until age/) as HTMLInputElement).value).toBe('90');
    expect(result().textContent).toContain('You could withdraw $140.87 a week until age 90.');
    await userEvent.click(screen.getByText('Monthly'));
    // Monthly: i = (1.025 / 1.02)^(1/12) − 1, 259 months: W = 150,000 × i / (1 − (1 + i)^−259) = $610.37.
    expect(result().textContent).toContain('You could withdraw $610.37 a month until age 90.');
  });

  it('explains each wrong input and shows no result until it is fixed', async () => {
    renderScreen();
    const balance = await screen.findByLabelText('KiwiSaver balance', undefined, LOADED);
    await userEvent.clear(balance);
    expect(await screen.findByText('Enter your KiwiSaver balance.')).toBeTruthy();
    expect(result().textContent).toContain('Fix the highlighted fields to see your result.');
    await userEvent.type(balance, '150000');
    const amount = screen.getByLabelText(/Withdrawal a week/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    expect(await screen.findByText('The amount must be more than $0.')).toBeTruthy();
  });

  it('explains an age the money cannot last to', async () => {
    renderScreen();
    await userEvent.click(await screen.findByText('How much can I spend?', undefined, LOADED));
    const age = screen.getByLabelText(/Make it last until age/);
    await userEvent.clear(age);
    await userEvent.type(age, '60');
    expect(await screen.findByText('Choose an age after your age today (68).')).toBeTruthy();
    await userEvent.clear(age);
    await userEvent.type(age, '101');
    expect(await screen.findByText('Choose an age of 100 or less.')).toBeTruthy();
  });

  it('shows NZ Super beside the withdrawal: the after-tax M rates from 1 April 2025, weekly or monthly', async () => {
    renderScreen();
    const amount = await screen.findByLabelText(/Withdrawal a week/, undefined, LOADED);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    const context = screen.getByTestId('nz-super-context');
    const alone = within(context).getByRole('row', { name: /Single, living alone/ });
    // $1,076.84 a fortnight: $538.42 a week; with $1,000 withdrawn, $1,538.42.
    expect(alone.textContent).toContain('$538.42');
    expect(alone.textContent).toContain('$1,538.42');
    expect(within(context).getByRole('row', { name: /Couple, both qualify/ }).textContent).toContain('$414.17');
    expect(within(context).getByRole('link', { name: /Work and Income/ }).getAttribute('href')).toBe(
      'https://workandincome.govt.nz/eligibility/seniors/superannuation/how-much-you-can-get.html',
    );
    await userEvent.click(screen.getByText('Monthly'));
    // 26 payments of $1,076.84 a year ÷ 12 = $2,333.15 a month.
    expect(within(context).getByRole('row', { name: /Single, living alone/ }).textContent).toContain('$2,333.15');
  });

  it('is only for a member aged 65 or over with a KiwiSaver account', async () => {
    const { unmount } = renderScreen(member({ dateOfBirth: '1965-01-01' }));
    expect(await screen.findByText('Spend My KiwiSaver is for members aged 65 or over.', undefined, LOADED)).toBeTruthy();
    unmount();
    renderScreen(member({ accounts: [] }));
    expect(await screen.findByText('Spend My KiwiSaver needs a KiwiSaver account.', undefined, LOADED)).toBeTruthy();
  });

  it('says so when the member is not found, without inventing figures', async () => {
    renderScreen({ status: 404, body: { Id: 'NotFound', Message: 'Not found' } });
    expect(await screen.findByText('There is no KiwiSaver member to show here.', undefined, LOADED)).toBeTruthy();
    expect(screen.queryByTestId('spend-result')).toBeNull();
  });
});
