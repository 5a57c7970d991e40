import type { PortalInfoResponse } from '@tasman/domain/contracts/portal';

/** The dialogs the login page opens by itself, one after another (spec 000 §2.3). */
export type LoginNotice = 'maintenance' | 'update' | 'important';

export const NOTICE_COOKIE = 'tasman_notice_count';
/** spec 000 §4, §9: the update notice shows only while its daily counter is below 3. */
export const NOTICE_MAX_SHOWINGS = 3;
/** spec 000 §4, §9: the counter cookie lasts 86400 seconds. */
export const NOTICE_COOKIE_SECONDS = 86_400;

/** How many times the update notice has been shown today, from document.cookie (0 when absent or unreadable). */
export function noticeCountFromCookie(cookie: string): number {
  for (const part of cookie.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key !== NOTICE_COOKIE) continue;
    const count = Number(value);
    return Number.isInteger(count) && count > 0 ? count : 0;
  }
  return 0;
}

/** The cookie that records one more showing; it lives a day from this showing. */
export function noticeCountCookie(count: number, secure: boolean): string {
  return `${NOTICE_COOKIE}=${count}; max-age=${NOTICE_COOKIE_SECONDS}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Which notices the login page shows, in order: the Maintenance Alert when one is planned, the update
 * notice when there is one and the counter is below 3, the Important Message during the
 * distribution period.
 */
export function loginNoticeQueue(notices: PortalInfoResponse['loginNotices'], shownToday: number): LoginNotice[] {
  const queue: LoginNotice[] = [];
  if (notices.maintenanceAlert) queue.push('maintenance');
  if (notices.updateNotice !== null && shownToday < NOTICE_MAX_SHOWINGS) queue.push('update');
  if (notices.distributionPeriod !== null) queue.push('important');
  return queue;
}
