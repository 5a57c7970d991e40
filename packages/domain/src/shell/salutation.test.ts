import { describe, expect, it } from 'vitest';
import { salutationFor } from './salutation.js';

describe('salutationFor', () => {
  it('greets by the client salutation when there is one', () => {
    expect(salutationFor({ clientSalutation: 'Mr Smith', name: { firstName: 'John' } }, 'jsmith')).toBe('Mr Smith');
  });
  it('falls back to the first name when the salutation is missing or blank', () => {
    expect(salutationFor({ clientSalutation: null, name: { firstName: 'John' } }, 'jsmith')).toBe('John');
    expect(salutationFor({ clientSalutation: '  ', name: { firstName: 'John' } }, 'jsmith')).toBe('John');
  });
  it('falls back to the username when the profile has no name or has not loaded', () => {
    expect(salutationFor({ clientSalutation: null, name: { firstName: null } }, 'jsmith')).toBe('jsmith');
    expect(salutationFor(null, 'jsmith')).toBe('jsmith');
  });
});
