import { describe, expect, it } from 'vitest';
import { unreadAlertLabel } from './unread-alert-label.js';

describe('unreadAlertLabel', () => {
  it('hides the alert bar when unread alerts are below 1', () => {
    expect(unreadAlertLabel(0)).toBeNull();
    expect(unreadAlertLabel(-1)).toBeNull();
  });
  it('uses the singular for exactly one alert', () => {
    expect(unreadAlertLabel(1)).toBe('You have 1 unread alert');
  });
  it('uses the plural above one', () => {
    expect(unreadAlertLabel(2)).toBe('You have 2 unread alerts');
  });
});
