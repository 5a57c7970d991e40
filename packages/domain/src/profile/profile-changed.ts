/**
 * The profile form's group-level validator (spec 002 §5 'A group-level validator compares against the
 * original values'): Save stays disabled while every editable field equals what was loaded. Values are
 * compared as the server would store them: trimmed, with '', null and absent all meaning 'none'.
 * addressLine3 is not editable (the save clears it) and does not count as a change.
 */
export interface EditableProfile {
  title?: string | null;
  knownAs?: string | null;
  pir?: number | null;
  homePhone?: string | null;
  mobilePhone?: string | null;
  emailAddress?: string | null;
  postalAddress?: {
    addressLine1?: string | null;
    addressLine2?: string | null;
    suburb?: string | null;
    city?: string | null;
    postCode?: string | null;
    countryCode?: string | null;
  } | null;
}

export type EditableField =
  | 'title'
  | 'knownAs'
  | 'pir'
  | 'homePhone'
  | 'mobilePhone'
  | 'emailAddress'
  | 'addressLine1'
  | 'addressLine2'
  | 'suburb'
  | 'city'
  | 'postCode'
  | 'countryCode';

export const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'suburb', 'city', 'postCode', 'countryCode'] as const;
const TOP_FIELDS = ['title', 'knownAs', 'pir', 'homePhone', 'mobilePhone', 'emailAddress'] as const;

function norm(value: string | number | null | undefined): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The editable fields whose value differs from the original, in form order. */
export function changedProfileFields(original: EditableProfile, current: EditableProfile): EditableField[] {
  const changed: EditableField[] = [];
  for (const field of TOP_FIELDS) {
    if (norm(original[field]) !== norm(current[field])) changed.push(field);
  }
  for (const field of ADDRESS_FIELDS) {
    if (norm(original.postalAddress?.[field]) !== norm(current.postalAddress?.[field])) changed.push(field);
  }
  return changed;
}

/** True when anything editable changed: the form's Save needs this (and validity). */
export function profileChanged(original: EditableProfile, current: EditableProfile): boolean {
  return changedProfileFields(original, current).length > 0;
}

/** A change that an account-takeover would make: the e-mail address or any part of the postal address. */
export function isSensitiveProfileChange(fields: readonly EditableField[]): { email: boolean; address: boolean } {
  return {
    email: fields.includes('emailAddress'),
    address: fields.some((f) => (ADDRESS_FIELDS as readonly string[]).includes(f)),
  };
}
