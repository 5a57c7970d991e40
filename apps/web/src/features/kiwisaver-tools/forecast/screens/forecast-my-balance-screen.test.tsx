import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KiwiSaverMemberResponse } from '@tasman/domain/contracts/kiwisaver-tools';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalInfoProvider } from '@/lib/portal-info';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/api-mock';
import { NZ_PORTAL } from '@/test/fixtures';
import { ForecastMyBalanceScreen } from './forecast-my-balance-screen';

const CLIENT_ID = '3f1c2b4a-1111-4222-8333-444455556666';

function memberData(overrides: Partial<KiwiSaverMemberResponse> = {}): KiwiSaverMemberResponse {
  return {
    clientId: CLIENT_ID,
    dateOfBirth: '1985-03-10',
    today: '2026-11-25',
    accounts: [
      {
        accountNumber: 'KS1234',
        accountIsOpen: true,
        balance: 42_000,
        balanceAsAtDate: '2026-11-24',
        funds: [{ fundId: 'f-1', name: 'KiwiSaver Growth Fund', category: 'Growth', value: 42_000 }],
        lastYearContributions: { from: '2025-11-26', to: '2026-11-25', member: 2_000, employer: 1_650, government: 260.72, voluntary: 0 },
      },
    ],
    ...overrides,
  };
}

function renderScreen(data: KiwiSaverMemberResponse) {
  mockApi({ [`GET /api/v1/tools/kiwisaver-member/${CLIENT_ID}`]: () => ({ body: data }) });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [{ path: '/kiwisaver-forecast-tool/:clientId', element: <ForecastMyBalanceScreen clientId={CLIENT_ID} toolsPath="/tools" /> }],
    { initialEntries: [`/kiwisaver-forecast-tool/${CLIENT_ID}`] },
  );
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <PortalInfoProvider value={NZ_PORTAL}>
          <RouterProvider router={router} />
        </PortalInfoProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A Mantine Select's input (its label names the listbox too). */
const inputLabelled = (name: string) => screen.getAllByLabelText(name).find((el) => el.tagName === 'INPUT')!;
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const lumpSumAt65 = () => within(screen.getByTestId('forecast-at-65')).getAllByText(/^\$/)[0]!.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('Forecast My Balance screen', () => {
  it('prefills the balance, the fund type and a salary estimated from the last year of employee contributions', async () => {
    renderScreen(memberData());
    // $2,000 over 1 Dec 2025 – Nov 2026: 5 months at 3% and 7 at 3.5% (average 3.2917%): $60,759 → $60,800.
    expect(valueOf(await screen.findByLabelText('Salary before tax'))).toBe('$60,800 a year');
    expect(valueOf(screen.getByLabelText('KiwiSaver balance'))).toBe('$42,000');
    expect(valueOf(inputLabelled('Fund type'))).toBe('Growth (4.5% a year)');
    expect(valueOf(inputLabelled('Your contribution rate'))).toBe('3.5% (default)');
    expect(screen.getByText(/Estimated from your \$2,000 of employee contributions/)).toBeTruthy();
    expect(lumpSumAt65()).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    expect(screen.getByRole('link', { name: '← Back to Tools & Calculators' }).getAttribute('href')).toBe('/tools');
  });

  it('recomputes as the salary and the rate change', async () => {
    const user = userEvent.setup();
    renderScreen(memberData());
    const salary = await screen.findByLabelText('Salary before tax');
    const before = lumpSumAt65();
    await user.clear(salary);
    await user.type(salary, '90000');
    const afterSalary = lumpSumAt65();
    expect(afterSalary).not.toBe(before);
    await user.click(inputLabelled('Your contribution rate'));
    await user.click(await screen.findByRole('option', { name: '10%' }));
    expect(lumpSumAt65()).not.toBe(afterSalary);
    // A later retirement age adds its own result beside the one at 65.
    const age = screen.getByLabelText('Retirement age');
    await user.clear(age);
    await user.type(age, '70');
    expect(within(screen.getByTestId('forecast-at-retirement')).getByText('At 70, your retirement age')).toBeTruthy();
  });

  it('says what is wrong with an input and shows no forecast until it is fixed', async () => {
    const user = userEvent.setup();
    renderScreen(memberData());
    const employer = await screen.findByLabelText('Employer contribution rate');
    await user.clear(employer);
    await user.type(employer, '2');
    expect(screen.getByText('Your employer must contribute at least 3.5% of your pay.')).toBeTruthy();
    expect(screen.getByTestId('forecast-result').textContent).toBe('Fix the highlighted fields to see your forecast.');
    await user.clear(employer);
    await user.type(employer, '3.5');
    expect(screen.getByTestId('forecast-at-65')).toBeTruthy();

    const salary = screen.getByLabelText('Salary before tax');
    await user.clear(salary);
    expect(screen.getByText('Enter a salary between $0 and $10,000,000 a year.')).toBeTruthy();
  });

  it('explains when the member has no account the tool can forecast, or is 65', async () => {
    renderScreen(memberData({ accounts: [] }));
    expect(await screen.findByText('Forecast My Balance needs an open KiwiSaver account invested in one fund.')).toBeTruthy();
  });

  it('turns away a member of 65', async () => {
    renderScreen(memberData({ dateOfBirth: '1961-11-25' }));
    expect(await screen.findByText('Forecast My Balance is for members under 65.')).toBeTruthy();
  });
});
