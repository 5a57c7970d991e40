import type { ClientResponse } from '@tasman/domain/contracts/people';
import { ClientUpdateRequest, profileFormProblems, type ClientUpdateInput } from '@tasman/domain/contracts/profile';
import { profileChanged } from '@tasman/domain/profile/profile-changed';

/** What the edit form holds: every control's text as typed (spec 002 §5 'Profile form'). */
export interface ProfileFormValues {
  title: string;
  knownAs: string;
  /** The PIR option's value ('10.5', '17.5', '28'), '' when none is chosen. */
  pir: string;
  emailAddress: string;
  homePhone: string;
  mobilePhone: string;
  addressLine1: string;
  addressLine2: string;
  suburb: string;
  city: string;
  postCode: string;
  countryCode: string;
  /** The authority checkbox. */
  authorityConfirmed: boolean;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileProblems = Partial<Record<ProfileField, string>>;

/** The form filled from the stored client; the authority checkbox starts unticked. */
export function initialFormValues(client: ClientResponse): ProfileFormValues {
  const address = client.postalAddress;
  return {
    title: client.name.title ?? '',
    knownAs: client.name.knownAs ?? '',
    pir: client.pir === null ? '' : String(client.pir),
    emailAddress: client.emailAddress ?? '',
    homePhone: client.homePhone ?? '',
    mobilePhone: client.mobilePhone ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    suburb: address?.suburb ?? '',
    city: address?.city ?? '',
    postCode: address?.postCode ?? '',
    countryCode: address?.countryCode ?? '',
    authorityConfirmed: false,
  };
}

/** The request the values make, before the contract parses it: PIR may be unchosen, the checkbox unticked. */
export type ProfileFormInput = Omit<ClientUpdateInput, 'title' | 'pir' | 'authorityConfirmed'> & {
  title: string | null;
  pir?: number;
  authorityConfirmed: boolean;
};

/** The values as a request (empty optional fields are none). */
export function toUpdateInput(values: ProfileFormValues): ProfileFormInput {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    title: orNull(values.title),
    knownAs: values.knownAs,
    // An unchosen PIR is absent, which the contract reports as 'Required'.
    pir: values.pir === '' ? undefined : Number(values.pir),
    homePhone: orNull(values.homePhone),
    mobilePhone: values.mobilePhone,
    emailAddress: values.emailAddress,
    postalAddress: {
      addressLine1: values.addressLine1,
      addressLine2: orNull(values.addressLine2),
      suburb: orNull(values.suburb),
      city: values.city,
      postCode: values.postCode,
      countryCode: values.countryCode,
    },
    authorityConfirmed: values.authorityConfirmed,
  };
}

/**
 * Each field's first problem by the contract's own rules (one rule for the form and the server):
 * preferred name required ≤ 40, e-mail 'Required' / 'Invalid email address', mobile required, PIR
 * from the list, address line 1 required ≤ 60, line 2 ≤ 60, suburb ≤ 20, city required ≤ 20,
 * postcode required (4 digits in NZ and AU), country required, the authority checkbox ticked.
 */
export function formProblems(values: ProfileFormValues): ProfileProblems {
  const problems = profileFormProblems(toUpdateInput(values));
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== null)) as ProfileProblems;
}

/** The update request for valid values (the checkbox ticked), or null while any field is invalid. */
export function toUpdateRequest(values: ProfileFormValues): ClientUpdateRequest | null {
  const parsed = ClientUpdateRequest.safeParse(toUpdateInput(values));
  return parsed.success ? parsed.data : null;
}

/** spec 002 §5 'A group-level validator compares against the original values': Save needs a change. */
export function hasChanges(values: ProfileFormValues, original: ClientResponse): boolean {
  const current = toUpdateInput(values);
  return profileChanged({ ...original, title: original.name.title, knownAs: original.name.knownAs }, { ...current, pir: current.pir ?? null });
}
