import { describe, expect, it } from 'vitest';
import { changedProfileFields, isSensitiveProfileChange, profileChanged, type EditableProfile } from './profile-changed.js';

const original: EditableProfile = {
  title: 'Ms',
  knownAs: 'Aroha',
  pir: 17.5,
  homePhone: null,
  mobilePhone: '021 555 0123',
  emailAddress: 'aroha@example.nz',
  postalAddress: { addressLine1: '1 Queen Street', addressLine2: null, suburb: 'Auckland Central', city: 'Auckland', postCode: '1010', countryCode: 'NZ' },
};

describe("profile form group validator: Save only when something changed (spec 002 §5)", () => {
  it('unchanged when equal, including "" for null and surrounding spaces', () => {
    const same = { ...original, homePhone: '', knownAs: ' Aroha ', postalAddress: { ...original.postalAddress, addressLine2: '' } };
    expect(profileChanged(original, same)).toBe(false);
    expect(changedProfileFields(original, same)).toEqual([]);
  });

  it('names each changed field in form order', () => {
    const edited = { ...original, pir: 28, emailAddress: 'new@example.nz', postalAddress: { ...original.postalAddress, postCode: '1011' } };
    expect(changedProfileFields(original, edited)).toEqual(['pir', 'emailAddress', 'postCode']);
    expect(profileChanged(original, edited)).toBe(true);
  });

  it('a phone change alone is neither an e-mail nor an address change; a suburb change is an address change', () => {
    expect(isSensitiveProfileChange(changedProfileFields(original, { ...original, mobilePhone: '022 000 1111' }))).toEqual({ email: false, address: false });
    expect(isSensitiveProfileChange(changedProfileFields(original, { ...original, postalAddress: { ...original.postalAddress, suburb: null } }))).toEqual({ email: false, address: true });
    expect(isSensitiveProfileChange(['emailAddress'])).toEqual({ email: true, address: false });
  });

  it('a missing original address counts every filled address field as changed', () => {
    expect(changedProfileFields({ ...original, postalAddress: null }, original)).toEqual(['addressLine1', 'suburb', 'city', 'postCode', 'countryCode']);
  });
});
