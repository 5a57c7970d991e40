import { describe, expect, it } from 'vitest';
import type { Notification, NotificationsResponse } from '../contracts/notifications.js';
import { needsActionHighlight, notificationViews, selectedView, unreadIn } from './notification-views.js';

let next = 0;
function note(priority: 'RequireAction' | 'Normal', status: Notification['notificationStatusCode'], dateSent: string): Notification {
  next += 1;
  return {
    portalNotificationId: `n-${String(next).padStart(3, '0')}`,
    notificationTypeCode: 'GENERAL',
    notificationPriorityCode: priority,
    notificationStatusCode: status,
    subject: `Subject ${next}`,
    bodyText: 'Body',
    dateSent,
    notificationDismissible: false,
    accountId: null,
    accountNumber: null,
    callToAction: null,
  };
}

function response(alerts: Notification[], general: Notification[]): NotificationsResponse {
  const all = [...alerts, ...general];
  return {
    newMessageCount: unreadIn(all),
    unreadAlertsNotificationTotal: unreadIn(alerts),
    unreadGeneralNotificationTotal: unreadIn(general),
    alertsNotifications: alerts,
    generalNotifications: general,
  };
}

describe('notificationViews (spec 000 §2.6 side menu)', () => {
  it('lists All Messages with the new count, Alerts with their unread count, General Messages with theirs', () => {
    const a1 = note('RequireAction', 'Unread', '2026-11-20T01:00:00Z');
    const a2 = note('RequireAction', 'Read', '2026-11-22T01:00:00Z');
    const g1 = note('Normal', 'Unread', '2026-11-21T01:00:00Z');
    const g2 = note('Normal', 'Unread', '2026-11-19T01:00:00Z');
    const views = notificationViews(response([a1, a2], [g1, g2]));
    expect(views.map((v) => [v.title, v.count])).toEqual([
      ['All Messages', 3],
      ['Alerts', 1],
      ['General Messages', 2],
    ]);
    // All Messages merges both lists, newest first.
    expect(views[0]!.notifications.map((n) => n.portalNotificationId)).toEqual([a2, g1, a1, g2].map((n) => n.portalNotificationId));
  });

  it('shows Alerts only when alerts exist', () => {
    const views = notificationViews(response([], [note('Normal', 'Read', '2026-11-21T01:00:00Z')]));
    expect(views.map((v) => v.view)).toEqual(['all', 'general']);
  });

  it('never lists a dismissed notification', () => {
    const views = notificationViews(response([note('RequireAction', 'Dismissed', '2026-11-21T01:00:00Z')], []));
    expect(views.map((v) => v.view)).toEqual(['all', 'general']);
    expect(views[0]!.notifications).toEqual([]);
  });

  it('the All list always holds exactly the alerts and general notifications shown (invariant over many mixes)', () => {
    const statuses = ['Unread', 'Read', 'Dismissed'] as const;
    for (let seed = 0; seed < 200; seed += 1) {
      const alerts = Array.from({ length: seed % 5 }, (_, i) => note('RequireAction', statuses[(seed + i) % 3]!, `2026-11-${10 + ((seed * 7 + i) % 18)}T00:00:00Z`));
      const general = Array.from({ length: (seed >> 2) % 6 }, (_, i) => note('Normal', statuses[(seed + 2 * i) % 3]!, `2026-11-${10 + ((seed * 3 + i) % 18)}T00:00:00Z`));
      const views = notificationViews(response(alerts, general));
      const byView = Object.fromEntries(views.map((v) => [v.view, v.notifications.map((n) => n.portalNotificationId)]));
      const allIds = [...(byView.alerts ?? []), ...byView.general!].sort();
      expect([...byView.all!].sort()).toEqual(allIds);
      const dates = views[0]!.notifications.map((n) => Date.parse(n.dateSent));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(views.some((v) => v.view === 'alerts')).toBe(alerts.some((n) => n.notificationStatusCode !== 'Dismissed'));
    }
  });
});

describe('selectedView', () => {
  it('reads the view number; the alert bar link ?view=1 is Alerts', () => {
    expect(selectedView('1', ['all', 'alerts', 'general'])).toBe('alerts');
    expect(selectedView('2', ['all', 'alerts', 'general'])).toBe('general');
    expect(selectedView('0', ['all', 'alerts', 'general'])).toBe('all');
  });
  it('falls back to All Messages for a missing, unknown or unavailable view', () => {
    for (const param of [null, '', '3', '-1', 'alerts', '1e0', '１', '10000000']) {
      expect(selectedView(param, ['all', 'alerts', 'general']), String(param)).toBe('all');
    }
    expect(selectedView('1', ['all', 'general'])).toBe('all');
  });
});

describe('needsActionHighlight (orange subject)', () => {
  it('only an unread RequireAction notification', () => {
    expect(needsActionHighlight(note('RequireAction', 'Unread', '2026-11-21T01:00:00Z'))).toBe(true);
    expect(needsActionHighlight(note('RequireAction', 'Read', '2026-11-21T01:00:00Z'))).toBe(false);
    expect(needsActionHighlight(note('Normal', 'Unread', '2026-11-21T01:00:00Z'))).toBe(false);
  });
});
