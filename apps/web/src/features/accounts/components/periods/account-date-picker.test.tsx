import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountDatePicker } from './account-date-picker';

/** The calendar's week rows: its table body's rows. */
function weekRows() {
  const calendar = screen.getByRole('dialog');
  return within(calendar).getAllByRole('row').filter((row) => within(row).queryAllByRole('columnheader').length === 0);
}

describe('the account date picker', () => {
  it('keeps one height from month to month: six weeks for a month of five as for a month of six', async () => {
    render(
      <MantineProvider env="test">
        <AccountDatePicker label="From" value={null} onChange={() => {}} minDate="2020-01-01" maxDate="2026-11-24" />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'From' }));
    // November 2026 begins on a Sunday and ends on a Monday: with weeks from Monday it spans six weeks.
    expect(screen.getByRole('button', { name: 'Choose the month' }).textContent).toBe('November 2026');
    expect(weekRows()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    // October 2026 begins on a Thursday and ends on a Saturday: its own days fill five weeks.
    expect(screen.getByRole('button', { name: 'Choose the month' }).textContent).toBe('October 2026');
    expect(weekRows()).toHaveLength(6);
  });
});
