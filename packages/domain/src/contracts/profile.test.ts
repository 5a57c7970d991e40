import { describe, expect, it } from 'vitest';
import {
  ClientUpdateRequest,
  EmailField,
  KnownAsField,
  MobilePhoneField,
  postCodeProblem,
  profileFormProblems,
  PROFILE_MESSAGES,
} from './profile.js';

const valid = {
  title: 'Ms',
  knownAs: 'Aroha',
  pir: 17.5,
  homePhone: '',
  mobilePhone: '021 555 0123',
  emailAddress: 'aroha@example.co.nz',
  postalAddress: { addressLine1: '1 Queen Street', addressLine2: '', suburb: 'Auckland Central', city: 'Auckland', postCode: '1010', countryCode: 'NZ' },
  authorityConfirmed: true,
};

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('profile form rules (spec 002 §5, §9)', () => {
  it('accepts a complete form and trims what it keeps', () => {
    const parsed = ClientUpdateRequest.parse({ ...valid, knownAs: '  Aroha ' });
    expect(parsed.knownAs).toBe('Aroha');
    expect(profileFormProblems(valid)).toEqual(Object.fromEntries(Object.keys(profileFormProblems(valid)).map((k) => [k, null])));
  });

  it('preferred name: required, at most 40 characters counted as people count them, real names in any script', () => {
    expect(firstMessage(KnownAsField.safeParse(''))).toBe('Required');
    expect(firstMessage(KnownAsField.safeParse('   '))).toBe('Required');
    expect(firstMessage(KnownAsField.safeParse('a'.repeat(40)))).toBeNull();
    expect(firstMessage(KnownAsField.safeParse('a'.repeat(41)))).toBe('Must be 40 characters or fewer');
    expect(firstMessage(KnownAsField.safeParse('ā'.repeat(40)))).toBeNull();
    for (const name of ['Māori', 'Ngā', "O'Brien", 'Anne-Marie', 'Zoë', 'José', 'Björk', '李小龍', 'St. John', 'Tāne Mahuta', 'D’Arcy']) {
      expect(firstMessage(KnownAsField.safeParse(name))).toBeNull();
    }
  });

  it('preferred name: script tags, control characters, digits and a leading symbol are refused', () => {
    expect(firstMessage(KnownAsField.safeParse('<script>alert(1)</script>'))).toBe(PROFILE_MESSAGES.unsafeText);
    expect(firstMessage(KnownAsField.safeParse('Ann\u0000'))).toBe(PROFILE_MESSAGES.unsafeText);
    expect(firstMessage(KnownAsField.safeParse('Ann\nMarie'))).toBe(PROFILE_MESSAGES.unsafeText);
    expect(firstMessage(KnownAsField.safeParse('Ann\u202eeiraM'))).toBe(PROFILE_MESSAGES.unsafeText);
    expect(firstMessage(KnownAsField.safeParse('R2D2'))).toBe(PROFILE_MESSAGES.knownAsCharacters);
    expect(firstMessage(KnownAsField.safeParse('-Ann'))).toBe(PROFILE_MESSAGES.knownAsStartsWithLetter);
  });

  it("e-mail: 'Required' when empty, 'Invalid email address' when not an address", () => {
    expect(firstMessage(EmailField.safeParse(''))).toBe('Required');
    for (const bad of ['jane', 'jane@', 'jane@example', 'jane doe@example.nz', 'jane@exa mple.nz', '<b>@x.nz', 'a@b@c.nz']) {
      expect(firstMessage(EmailField.safeParse(bad))).toBe('Invalid email address');
    }
    expect(firstMessage(EmailField.safeParse('jane.o\'neil+kiwi@mail.example.co.nz'))).toBeNull();
    expect(firstMessage(EmailField.safeParse(`${'a'.repeat(250)}@x.nz`))).toBe('Must be 254 characters or fewer');
  });

  it('mobile required; phones allow digits, spaces, + ( ) - with 6 to 15 digits', () => {
    expect(firstMessage(MobilePhoneField.safeParse(''))).toBe('Required');
    expect(firstMessage(MobilePhoneField.safeParse('+64 21 555 0123'))).toBeNull();
    expect(firstMessage(MobilePhoneField.safeParse('(09) 555-0123'))).toBeNull();
    expect(firstMessage(MobilePhoneField.safeParse('12345'))).toBe('Invalid phone number');
    expect(firstMessage(MobilePhoneField.safeParse('021 CALL ME'))).toBe('Invalid phone number');
    expect(firstMessage(MobilePhoneField.safeParse('1'.repeat(21)))).toBe('Must be 20 characters or fewer');
  });

  it('postcode: 4 digits for New Zealand and Australia; 2–10 letters, digits, spaces or hyphens elsewhere', () => {
    expect(postCodeProblem('NZ', '1010')).toBeNull();
    expect(postCodeProblem('AU', '2000')).toBeNull();
    expect(postCodeProblem('NZ', '101')).toBe('Postcode must be 4 digits');
    expect(postCodeProblem('AU', '20000')).toBe('Postcode must be 4 digits');
    expect(postCodeProblem('NZ', '')).toBe('Required');
    expect(postCodeProblem('GB', 'SW1A 1AA')).toBeNull();
    expect(postCodeProblem('US', '12345-6789')).toBeNull();
    expect(postCodeProblem('GB', '<x>')).toBe('Invalid postcode');
  });

  it('names every bad field with its message, address fields by their own key', () => {
    const problems = profileFormProblems({
      ...valid,
      title: 'King',
      knownAs: '',
      pir: 30,
      emailAddress: 'nope',
      mobilePhone: '',
      postalAddress: { addressLine1: 'x'.repeat(61), addressLine2: 'y'.repeat(61), suburb: 's'.repeat(21), city: '', postCode: '12', countryCode: 'ZZ' },
      authorityConfirmed: false,
    });
    expect(problems).toEqual({
      title: 'Choose a title from the list',
      knownAs: 'Required',
      pir: 'Choose a PIR from the list',
      homePhone: null,
      mobilePhone: 'Required',
      emailAddress: 'Invalid email address',
      addressLine1: 'Must be 60 characters or fewer',
      addressLine2: 'Must be 60 characters or fewer',
      suburb: 'Must be 20 characters or fewer',
      city: 'Required',
      postCode: null,
      countryCode: 'Choose a country from the list',
      authorityConfirmed: PROFILE_MESSAGES.mustConfirmAuthority,
    });
  });

  it('PIR is required except where the caller says it is not (Australian portal)', () => {
    const { pir: _pir, ...withoutPir } = valid;
    expect(profileFormProblems(withoutPir).pir).toBe('Required');
    expect(profileFormProblems(withoutPir, { pirRequired: false }).pir).toBeNull();
  });

  it('refuses the read-only fields and addressLine3 (strict): names, IRD number cannot be sent', () => {
    expect(ClientUpdateRequest.safeParse({ ...valid, firstName: 'Someone' }).success).toBe(false);
    expect(ClientUpdateRequest.safeParse({ ...valid, irdNumber: '136-410-132' }).success).toBe(false);
    expect(ClientUpdateRequest.safeParse({ ...valid, postalAddress: { ...valid.postalAddress, addressLine3: 'x' } }).success).toBe(false);
  });

  it('the authority sentence is the spec\'s, word for word', () => {
    expect(PROFILE_MESSAGES.authority).toBe(
      'I confirm that I give the provider authority to update my personal details and/or address electronically using the information provided',
    );
  });
});
