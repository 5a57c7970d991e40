import type { LoginNoticesSettings, SetLoginNoticesRequest } from '@tasman/domain/contracts/portal';
import type { Channel } from '@tasman/domain/channel/channel';

/** What the login notices form holds: text as typed, dates as yyyy-mm-dd or ''. */
export interface LoginNoticesForm {
  maintenanceAlert: boolean;
  updateNotice: string;
  periodStart: string;
  periodEnd: string;
}

export type LoginNoticesErrors = Partial<Record<'updateNotice' | 'periodStart' | 'periodEnd', string>>;

export const UPDATE_NOTICE_MAX = 2000;

export function formOf(settings: LoginNoticesSettings): LoginNoticesForm {
  return {
    maintenanceAlert: settings.maintenanceAlert,
    updateNotice: settings.updateNotice ?? '',
    periodStart: settings.distributionPeriodStart ?? '',
    periodEnd: settings.distributionPeriodEnd ?? '',
  };
}

/**
 * The PUT body for the whole form, or what is wrong with it: the distribution period needs both
 * dates or neither, the start on or before the end; an empty update notice removes it.
 */
export function validateLoginNotices(
  channel: Channel,
  form: LoginNoticesForm,
): { ok: true; request: SetLoginNoticesRequest } | { ok: false; errors: LoginNoticesErrors } {
  const errors: LoginNoticesErrors = {};
  const notice = form.updateNotice.trim();
  if (notice.length > UPDATE_NOTICE_MAX) errors.updateNotice = `The update notice must be at most ${UPDATE_NOTICE_MAX} characters.`;
  const { periodStart: start, periodEnd: end } = form;
  if (start !== '' && end === '') errors.periodEnd = 'Enter the end of the period too, or clear both dates.';
  if (start === '' && end !== '') errors.periodStart = 'Enter the start of the period too, or clear both dates.';
  if (start !== '' && end !== '' && start > end) errors.periodEnd = 'The period must end on or after its start.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      channel,
      maintenanceAlert: form.maintenanceAlert,
      updateNotice: notice === '' ? null : notice,
      distributionPeriod: start === '' ? null : { start, end },
    },
  };
}
