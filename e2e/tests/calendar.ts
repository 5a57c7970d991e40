import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A date picker's calendar, opened from its field: the dialog the field names as the one it
 * controls, once it is open. Found through the field, not as 'the last calendar on the page', which
 * was the previous picker's while it faded out and before the next one was drawn.
 */
export async function openCalendar(page: Page, field: Locator): Promise<Locator> {
  await field.click();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const calendar = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  await expect(calendar).toBeVisible();
  return calendar;
}

/** The month and year a calendar shows ('October 2026'), whatever the picker names its button. */
export function calendarMonth(calendar: Locator): Locator {
  return calendar.locator('.mantine-DatePickerInput-calendarHeaderLevel');
}

/**
 * One month back, done once the calendar shows the month before: the next click (another month, a
 * day) then acts on the month the test reads, not on one still being drawn.
 */
export async function previousMonth(calendar: Locator) {
  const shown = (await calendarMonth(calendar).textContent()) ?? '';
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendarMonth(calendar)).not.toHaveText(shown);
}

/** Picks a day of a calendar; the calendar closes on the pick. */
export async function pickDay(calendar: Locator, day: Locator) {
  await day.click();
  await expect(calendar).toBeHidden();
}
