import { describe, expect, it } from 'vitest';
import {
  durationWords,
  escapeHtml,
  localTimeWords,
  passwordChangedEmail,
  passwordResetEmail,
  passwordSetupEmail,
  usernameReminderEmail,
} from './email-templates.js';

const link = 'https://portal.example.nz/login?op=reset&clientId=1f0c&secret=abc_DEF-123';
// 2026-11-23 02:15 UTC is 3:15 pm in Auckland (NZDT, +13) and 1:15 pm in Sydney (AEDT, +11).
const expiresAt = new Date(Date.UTC(2026, 10, 23, 2, 15));

describe('e-mail templates', () => {
  it('escapes every value it puts into HTML', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
    const email = passwordResetEmail({
      channel: 'NZ',
      firstName: '<script>alert(1)</script>',
      username: 'a&b',
      link,
      expiresAt,
      validMinutes: 60,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(email.html).toContain('username a&amp;b');
    expect(email.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    expect(email.text).toContain('Hello <script>alert(1)</script>,'); // plain text is not HTML
  });

  it('reset: the company, the link, when it expires in the portal’s time, and the ignore line', () => {
    const email = passwordResetEmail({ channel: 'NZ', firstName: 'Aroha', username: 'aroha', link, expiresAt, validMinutes: 60 });
    expect(email.subject).toBe('Reset your Tasman Asset Management Client Portal password');
    expect(email.text).toContain(`\n${link}\n`);
    expect(email.text).toContain('The link works once and expires in 1 hour (23 November 2026 at 3:15 pm).');
    expect(email.text).toContain('If you did not ask for this, you can ignore this email.');
    expect(email.text.trimEnd().endsWith('Tasman Asset Management')).toBe(true);
  });

  it('set-up: the username and a 72-hour expiry, in AU time for an AU user', () => {
    const email = passwordSetupEmail({ channel: 'AU', firstName: 'Bruce', username: 'bruce@example.com.au', link, expiresAt, validMinutes: 72 * 60 });
    expect(email.subject).toBe('Set up your Tasman Asset Management Australia Client Portal password');
    expect(email.text).toContain('Your username is bruce@example.com.au.');
    expect(email.text).toContain('expires in 72 hours (23 November 2026 at 1:15 pm)');
  });

  it('username reminder and password-changed notice', () => {
    const reminder = usernameReminderEmail({ channel: 'NZ', firstName: 'Kiri', username: 'kiri.k', loginUrl: 'https://portal.example.nz/login' });
    expect(reminder.text).toContain('Your username is: kiri.k');
    expect(reminder.text).toContain('If you did not ask for this, you can ignore this email.');
    const notice = passwordChangedEmail({
      channel: 'NZ',
      firstName: 'Kiri',
      username: 'kiri.k',
      changedAt: expiresAt,
      resetUrl: 'https://portal.example.nz/login?v=password-reset',
    });
    expect(notice.subject).toBe('Your Client Portal password was changed');
    expect(notice.text).toContain('was changed on 23 November 2026 at 3:15 pm');
    expect(notice.text).toContain('0800 662 345');
    expect(notice.text).toContain('https://portal.example.nz/login?v=password-reset');
  });

  it('says durations in words', () => {
    expect([1, 30, 60, 90, 120, 4320].map(durationWords)).toEqual(['1 minute', '30 minutes', '1 hour', '90 minutes', '2 hours', '72 hours']);
    expect(localTimeWords('NZ', expiresAt)).toBe('23 November 2026 at 3:15 pm');
  });
});
