import type { Notification, NotificationsResponse } from '@tasman/domain/contracts/notifications';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { accountSummary } from '@/test/fixtures';

/** Notifications for the screen tests (shapes of spec 000 §3; subjects as the demo data words them). */
export const LOADED = { timeout: 20_000 };

export function note(overrides: Partial<Notification> & Pick<Notification, 'portalNotificationId' | 'subject'>): Notification {
  return {
    notificationTypeCode: 'GENERAL',
    notificationPriorityCode: 'Normal',
    notificationStatusCode: 'Unread',
    bodyText: 'Body text',
    dateSent: '2026-11-20T20:30:00Z',
    notificationDismissible: false,
    accountId: null,
    accountNumber: null,
    callToAction: null,
    ...overrides,
  };
}

export const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PROFILE_ALERT = note({
  portalNotificationId: ID(1),
  subject: 'Please check your details',
  notificationTypeCode: 'PROFILE',
  notificationPriorityCode: 'RequireAction',
  bodyText: 'We need you to **confirm** your address.',
  callToAction: { label: 'Check my details', linkToCode: 'PROFILECHECK', linkToId: null, linkToUrl: null },
});
export const STATEMENT_ALERT = note({
  portalNotificationId: ID(2),
  subject: 'Your statement is ready',
  notificationTypeCode: 'STATEMENT',
  notificationPriorityCode: 'RequireAction',
  notificationStatusCode: 'Read',
  dateSent: '2026-11-18T20:30:00Z',
  accountNumber: '700101',
  callToAction: { label: 'View statement', linkToCode: 'REPORTS', linkToId: '700101', linkToUrl: null },
});
export const REVIEW = note({
  portalNotificationId: ID(3),
  subject: 'Monthly Review - October 2026',
  notificationTypeCode: 'MONTHLYREVIEW',
  notificationDismissible: true,
  dateSent: '2026-11-19T20:30:00Z',
  callToAction: { label: 'Read the review', linkToCode: 'MONTHLYREVIEW', linkToId: 'monthly-review-2026-10', linkToUrl: null },
});
export const SECURITY = note({
  portalNotificationId: ID(4),
  subject: 'Keeping your account secure',
  notificationTypeCode: 'SECURITY',
  notificationStatusCode: 'Read',
  notificationDismissible: true,
  dateSent: '2026-11-10T20:30:00Z',
  bodyText: 'Read [our guide](https://tasman.example.nz/guide) or [this](javascript:alert(1)). <img src=x onerror="alert(1)"><script>alert(2)</script>',
  callToAction: { label: 'Learn more', linkToCode: 'EXTERNALURL', linkToId: null, linkToUrl: 'https://tasman.example.nz/security' },
});
export const NO_LABEL = note({
  portalNotificationId: ID(5),
  subject: 'Markets update',
  notificationTypeCode: 'NEWS',
  notificationStatusCode: 'Read',
  dateSent: '2026-11-05T20:30:00Z',
  callToAction: { label: null, linkToCode: 'NEWS', linkToId: null, linkToUrl: null },
});

export function lists(alerts: Notification[], general: Notification[]): NotificationsResponse {
  const unread = (list: Notification[]) => list.filter((n) => n.notificationStatusCode === 'Unread').length;
  return {
    newMessageCount: unread(alerts) + unread(general),
    unreadAlertsNotificationTotal: unread(alerts),
    unreadGeneralNotificationTotal: unread(general),
    alertsNotifications: alerts,
    generalNotifications: general,
  };
}

export const FULL = lists([PROFILE_ALERT, STATEMENT_ALERT], [REVIEW, SECURITY, NO_LABEL]);

export function mockNotifications(initial: NotificationsResponse, extra: Record<string, (init: RequestInit | undefined) => MockAnswer> = {}) {
  let current = initial;
  const api = mockApi({
    'GET /api/v1/notifications': () => ({ body: current }),
    'GET /api/v1/accounts': () => ({ body: { ownedList: [accountSummary({ accountNumber: '700101', productType: 'UT' })], relatedList: [], portfolioSummary: [] } }),
    ...extra,
  });
  return { ...api, set: (next: NotificationsResponse) => (current = next) };
}

