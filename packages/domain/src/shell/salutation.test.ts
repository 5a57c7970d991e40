import { describe, expect, it } from 'vitest';
import { salutationFor } from './salutation.js';

describe('salutationFor', () => {
  it('greets by the client salutation when there is one', () => {
    expect(salutationFor({ clientSalutation: 'Mr Smith', name: { firstName: 'John' } })).toBe('Mr Smith');
  });
  it('falls back to the first name when the salutation is missing or blank', () => {
    expect(salutationFor({ clientSalutation: null, name: { firstName: 'John' } })).toBe('John');
    expect(salutationFor({ clientSalutation: '  ', name: { firstName: 'John' } })).toBe('John');
  });
  it('has no name, never the username, when the profile has none or has not loaded (issue 9 item 19: staff)', () => {
    expect(salutationFor({ clientSalutation: null, name: { firstName: null } })).toBeNull();
    expect(salutationFor(null)).toBeNull();
  });
});
