import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalInfoProvider } from '@/lib/portal-info';
import { NZ_PORTAL } from '@/test/fixtures';
import { FeesForPeriod } from './fees-for-period';

describe('the fees of a period (issue 9 item 5)', () => {
  it('names the ledger figure as member fees and shows each fund’s management fee beside it, labelled as estimates', () => {
    render(
      <MantineProvider env="test">
        <PortalInfoProvider value={NZ_PORTAL}>
          <FeesForPeriod
            fees={{
              memberFees: 10.5,
              estimatedFundCharges: 13.64,
              estimatedTotalFees: 24.14,
              funds: [{ name: 'KiwiSaver Growth Fund', feePercent: 1.05, averageValue: 1299.43, estimatedCharge: 13.64 }],
            }}
          />
        </PortalInfoProvider>
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Fees for the period' });
    const rows = within(table)
      .getAllByTestId('fee-line')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByTestId('money').textContent]);
    expect(rows).toEqual([
      ['Member fees charged to the account', '$10.50'],
      ['KiwiSaver Growth Fund management fee, 1.05% p.a. (estimated)', '$13.64'],
      ['Total fees (estimated)', '$24.14'],
    ]);
    expect(screen.getByText(/taken inside each fund’s unit price/)).toBeTruthy();
  });
});
