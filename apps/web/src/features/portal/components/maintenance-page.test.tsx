import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { channelConfig } from '@tasman/domain/channel/channel';
import { describe, expect, it } from 'vitest';
import { MaintenancePage } from './maintenance-page';

function renderPage(channel: 'NZ' | 'AU', now: Date) {
  return render(
    <MantineProvider>
      <MaintenancePage config={channelConfig(channel)} versionLabel="1.0 NZ" now={now} />
    </MantineProvider>,
  );
}

// spec 000 §2.2 and §9.
describe('maintenance page', () => {
  it('says the portal is in maintenance and lists the NZ contacts', () => {
    renderPage('NZ', new Date('2026-11-23T10:00:00+13:00'));
    expect(screen.getByRole('heading', { name: 'The Tasman Client Portal is in maintenance.' })).toBeTruthy();
    expect(screen.getByText("We'll be back online shortly.")).toBeTruthy();
    expect(screen.getByText('If you have any urgent queries, please contact us:')).toBeTruthy();
    expect(screen.getByText(/for Investment Funds accounts/)).toBeTruthy();
    expect(screen.getByText(/for KiwiSaver accounts/)).toBeTruthy();
    expect(screen.getByText(/for Wealth Management/)).toBeTruthy();
    expect(screen.getByText(/if calling outside New Zealand/)).toBeTruthy();
  });

  it('shows only the AU contacts on the Australian portal', () => {
    renderPage('AU', new Date('2026-11-23T10:00:00+11:00'));
    expect(screen.getByRole('heading', { name: 'The Tasman Australia Client Portal is in maintenance.' })).toBeTruthy();
    expect(screen.queryByText(/for KiwiSaver accounts/)).toBeNull();
    expect(screen.queryByText(/for Wealth Management/)).toBeNull();
    expect(screen.getByText(/if calling outside Australia/)).toBeTruthy();
  });

  it('shows the planned weekend notice, back on Sunday, on 14 October 2023 at +13', () => {
    renderPage('NZ', new Date('2023-10-14T09:00:00+13:00'));
    expect(screen.queryByText("We'll be back online shortly.")).toBeNull();
    expect(screen.getByText(/planned infrastructure maintenance this weekend/)).toBeTruthy();
    expect(screen.getByText(/back online tomorrow \(Sunday\)/)).toBeTruthy();
  });

  it('goes back to the usual text once that day is over', () => {
    renderPage('NZ', new Date('2023-10-15T09:00:00+13:00'));
    expect(screen.getByText("We'll be back online shortly.")).toBeTruthy();
  });
});
