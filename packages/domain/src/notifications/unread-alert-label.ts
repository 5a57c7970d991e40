/**
 * The notification alert bar text (spec 000 §2.1): hidden (null) when unread alerts are below 1;
 * 'alerts' is plural when above 1.
 */
export function unreadAlertLabel(unreadAlerts: number): string | null {
  if (unreadAlerts < 1) return null;
  return `You have ${unreadAlerts} unread ${unreadAlerts > 1 ? 'alerts' : 'alert'}`;
}
