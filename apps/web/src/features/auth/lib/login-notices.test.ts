import { describe, expect, it } from 'vitest';
import { loginNoticeQueue, noticeCountCookie, noticeCountFromCookie } from './login-notices';

const none = { maintenanceAlert: false, updateNotice: null, distributionPeriod: null };
const JULY = { start: '2026-07-01', end: '2026-07-21' };

// spec 000 §2.3 (the login page's dialogs), §4 and §9 (the notice dialog's daily cookie counter).
describe('the update notice cookie counter', () => {
  it('reads the count from the cookie, 0 when it is absent or not a number', () => {
    expect(noticeCountFromCookie('')).toBe(0);
    expect(noticeCountFromCookie('tasman_csrf=abc; tasman_notice_count=2')).toBe(2);
    expect(noticeCountFromCookie('tasman_notice_count=two')).toBe(0);
    expect(noticeCountFromCookie('other_tasman_notice_count=2')).toBe(0);
  });

  it('writes the next count for 86400 seconds, site-wide, Secure on https', () => {
    expect(noticeCountCookie(1, false)).toBe('tasman_notice_count=1; max-age=86400; path=/; SameSite=Lax');
    expect(noticeCountCookie(3, true)).toBe('tasman_notice_count=3; max-age=86400; path=/; SameSite=Lax; Secure');
  });

  it('shows the notice while the counter is below 3, and not at 3', () => {
    const notices = { ...none, updateNotice: 'The portal has a new look.' };
    expect(loginNoticeQueue(notices, 0)).toEqual(['update']);
    expect(loginNoticeQueue(notices, 2)).toEqual(['update']);
    expect(loginNoticeQueue(notices, 3)).toEqual([]);
    expect(loginNoticeQueue(notices, 7)).toEqual([]);
  });

  it('shows no update notice when there is none, whatever the counter', () => {
    expect(loginNoticeQueue(none, 0)).toEqual([]);
  });
});

describe('loginNoticeQueue', () => {
  it('queues the Maintenance Alert, the update notice and the Important Message, in that order', () => {
    expect(loginNoticeQueue({ maintenanceAlert: true, updateNotice: 'New', distributionPeriod: JULY }, 0)).toEqual([
      'maintenance',
      'update',
      'important',
    ]);
  });
  it('shows the Important Message only during the distribution period', () => {
    expect(loginNoticeQueue({ ...none, distributionPeriod: JULY }, 0)).toEqual(['important']);
  });
});
