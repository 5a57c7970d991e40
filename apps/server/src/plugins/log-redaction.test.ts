import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('replaces the secret of an e-mailed password link and keeps the rest', () => {
    expect(redactUrl('/login?op=reset&clientId=6f1c&secret=s3cr3t-Value_x')).toBe(
      '/login?op=reset&clientId=6f1c&secret=[redacted]',
    );
  });

  it('replaces every credential-bearing parameter, first or later, in any case', () => {
    expect(redactUrl('/x?Secret=a&token=b&code=123456&password=p#frag')).toBe(
      '/x?Secret=[redacted]&token=[redacted]&code=[redacted]&password=[redacted]#frag',
    );
  });

  it('leaves URLs without such parameters alone', () => {
    expect(redactUrl('/api/v1/accounts/123?period=ONE_YEAR&secretive=no')).toBe('/api/v1/accounts/123?period=ONE_YEAR&secretive=no');
  });
});
