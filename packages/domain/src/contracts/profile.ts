import { z } from 'zod';
import { COUNTRIES, isOfferedCountry } from '../profile/countries.js';
import { PIR_RATES } from '../profile/pir.js';
import { ClientResponse } from './people.js';
import type { EditableField } from '../profile/profile-changed.js';

/**
 * Personal details update (spec 002 §3 'Client', §5 'Profile form', §7 'Client update', §9 'Limits on
 * fields'; issue 13). One set of rules for the web form's validators and the server's check: the field
 * schemas below are exported one by one so a form control can run `KnownAsField.safeParse(value)` and
 * show the first issue's message.
 */
export const PROFILE_LIMITS = {
  knownAs: 40,
  addressLine: 60,
  suburb: 20,
  city: 20,
  email: 254,
  phone: 20,
  /** Postcodes outside New Zealand and Australia. */
  otherPostCode: 10,
} as const;

export const PROFILE_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof', 'Rev', 'Sir', 'Dame'] as const;

export const PROFILE_MESSAGES = {
  /** spec 002 §5. */
  required: 'Required',
  /** spec 002 §5. */
  invalidEmail: 'Invalid email address',
  /** spec 002 §5, word for word. */
  authority:
    'I confirm that I give the provider authority to update my personal details and/or address electronically using the information provided',
  /** spec 002 §8, word for word (typo included). */
  updateFailed: 'An error occured while updating profile',
  /** spec 002 §5 'Two-factor gating'. */
  twoFactorRequired: 'Two-Factor Authentication must be enabled to update your personal information.',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  unsafeText: 'Must not contain < or > or control characters',
  knownAsCharacters: "Use letters, spaces, hyphens, apostrophes and full stops only",
  knownAsStartsWithLetter: 'Must start with a letter',
  invalidPhone: 'Invalid phone number',
  invalidTitle: 'Choose a title from the list',
  invalidPir: 'Choose a PIR from the list',
  invalidCountry: 'Choose a country from the list',
  postCodeFourDigits: 'Postcode must be 4 digits',
  invalidPostCode: 'Invalid postcode',
  mustConfirmAuthority: 'You must confirm the authority to update your details',
} as const;

// C0/C1 control characters (newlines included: every field is one line) and the bidirectional
// overrides that can make a value read differently from what is stored.
const UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069<>]/u;
const safe = (s: string) => !UNSAFE.test(s);

/** A trimmed one-line text, required, at most `max` characters (UTF-16 units, as JSON Schema's maxLength is read by most tools; 'Māori' is 5). */
function requiredText(max: number) {
  return z
    .string(PROFILE_MESSAGES.required)
    .trim()
    .min(1, PROFILE_MESSAGES.required)
    .max(max, PROFILE_MESSAGES.tooLong(max))
    .refine(safe, PROFILE_MESSAGES.unsafeText);
}

/** A trimmed one-line text that may be empty or absent (stored as null), at most `max` characters. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, PROFILE_MESSAGES.tooLong(max))
    .refine(safe, PROFILE_MESSAGES.unsafeText)
    .nullable()
    .optional();
}

/** Preferred name: required, ≤ 40, letters of any script (with their marks), spaces, - ' ’ and full stops, starting with a letter. */
export const KnownAsField = requiredText(PROFILE_LIMITS.knownAs)
  .refine((s) => /^[\p{L}\p{M} .'’-]*$/u.test(s), PROFILE_MESSAGES.knownAsCharacters)
  .refine((s) => /^\p{L}/u.test(s), PROFILE_MESSAGES.knownAsStartsWithLetter);

export const TitleField = z.enum(PROFILE_TITLES, PROFILE_MESSAGES.invalidTitle).nullable();

// One @, a dot in the domain, no spaces, no characters that are not allowed unquoted in an address.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EmailField = z
  .string(PROFILE_MESSAGES.required)
  .trim()
  .min(1, PROFILE_MESSAGES.required)
  .max(PROFILE_LIMITS.email, PROFILE_MESSAGES.tooLong(PROFILE_LIMITS.email))
  .regex(EMAIL_PATTERN, PROFILE_MESSAGES.invalidEmail);

// Digits with the usual separators, an optional leading +, 6 to 15 digits (ITU E.164 allows 15).
const isPhone = (s: string) => /^\+?[0-9 ()-]+$/.test(s) && /^\D*(\d\D*){6,15}$/.test(s);

export const MobilePhoneField = z
  .string(PROFILE_MESSAGES.required)
  .trim()
  .min(1, PROFILE_MESSAGES.required)
  .max(PROFILE_LIMITS.phone, PROFILE_MESSAGES.tooLong(PROFILE_LIMITS.phone))
  .refine(isPhone, PROFILE_MESSAGES.invalidPhone);

/** Home phone: optional; empty or null means none. */
export const HomePhoneField = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.phone, PROFILE_MESSAGES.tooLong(PROFILE_LIMITS.phone))
  .refine((s) => s === '' || isPhone(s), PROFILE_MESSAGES.invalidPhone)
  .nullable()
  .optional();

/** PIR in percent, one of 10.5, 17.5, 28 (spec 002 §5 'PIR is required'). */
export const PirField = z
  .number(PROFILE_MESSAGES.required)
  .refine((n) => (PIR_RATES as readonly number[]).includes(n), PROFILE_MESSAGES.invalidPir);

export const AddressLine1Field = requiredText(PROFILE_LIMITS.addressLine);
export const AddressLine2Field = optionalText(PROFILE_LIMITS.addressLine);
export const SuburbField = optionalText(PROFILE_LIMITS.suburb);
export const CityField = requiredText(PROFILE_LIMITS.city);
export const CountryCodeField = z
  .string(PROFILE_MESSAGES.required)
  .trim()
  .min(1, PROFILE_MESSAGES.required)
  .refine(isOfferedCountry, PROFILE_MESSAGES.invalidCountry);

/**
 * Postcode rule by country: New Zealand and Australia exactly 4 digits (spec 002 §5 '4-digit mask');
 * any other country 2 to 10 letters, digits, spaces or hyphens with at least one digit or letter
 * (UK 'SW1A 1AA', Canada 'K1A 0B1', US '12345-6789'). Returns the message, or null when fine.
 */
export function postCodeProblem(countryCode: string, postCode: string): string | null {
  const code = postCode.trim();
  if (code === '') return PROFILE_MESSAGES.required;
  if (countryCode === 'NZ' || countryCode === 'AU') {
    return /^\d{4}$/.test(code) ? null : PROFILE_MESSAGES.postCodeFourDigits;
  }
  return /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/.test(code) ? null : PROFILE_MESSAGES.invalidPostCode;
}

export const PostCodeField = z
  .string(PROFILE_MESSAGES.required)
  .trim()
  .min(1, PROFILE_MESSAGES.required)
  .max(PROFILE_LIMITS.otherPostCode, PROFILE_MESSAGES.invalidPostCode);

export const PostalAddressInput = z
  .object({
    addressLine1: AddressLine1Field,
    addressLine2: AddressLine2Field,
    suburb: SuburbField,
    city: CityField,
    postCode: PostCodeField,
    countryCode: CountryCodeField,
  })
  .strict()
  .superRefine((a, ctx) => {
    const problem = postCodeProblem(a.countryCode, a.postCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['postCode'], message: problem });
  });
export type PostalAddressInput = z.infer<typeof PostalAddressInput>;

/**
 * PUT /api/v1/client/{clientKey}: the editable fields only. First and last name and the IRD number are
 * read-only (spec 002 §5) and refused if sent (the object is strict), so nobody believes they changed
 * them. addressLine3 is not accepted: the server clears it (spec 002 §7).
 */
export const ClientUpdateRequest = z
  .object({
    title: TitleField,
    knownAs: KnownAsField,
    pir: PirField,
    homePhone: HomePhoneField,
    mobilePhone: MobilePhoneField,
    emailAddress: EmailField,
    postalAddress: PostalAddressInput,
    authorityConfirmed: z.literal(true, PROFILE_MESSAGES.mustConfirmAuthority),
  })
  .strict();
export type ClientUpdateRequest = z.infer<typeof ClientUpdateRequest>;
/**
 * The request's shape only — types, required keys, no unknown keys and the length bounds — without the
 * rules (patterns, lists, postcode by country). The server checks this first, then who may edit, then
 * the rules, so that a caller who may not edit the client learns nothing from a rule's message.
 */
export const ClientUpdateShape = z
  .object({
    title: z.string().max(20).nullable(),
    knownAs: z.string().max(PROFILE_LIMITS.knownAs),
    pir: z.number(),
    homePhone: z.string().max(PROFILE_LIMITS.phone).nullable().optional(),
    mobilePhone: z.string().max(PROFILE_LIMITS.phone),
    emailAddress: z.string().max(PROFILE_LIMITS.email),
    postalAddress: z
      .object({
        addressLine1: z.string().max(PROFILE_LIMITS.addressLine),
        addressLine2: z.string().max(PROFILE_LIMITS.addressLine).nullable().optional(),
        suburb: z.string().max(PROFILE_LIMITS.suburb).nullable().optional(),
        city: z.string().max(PROFILE_LIMITS.city),
        postCode: z.string().max(PROFILE_LIMITS.otherPostCode),
        countryCode: z.string().max(2),
      })
      .strict(),
    authorityConfirmed: z.boolean(),
  })
  .strict();

/** What the form holds before parsing (strings untrimmed, optional fields possibly absent). */
export type ClientUpdateInput = z.input<typeof ClientUpdateRequest>;

/** The answer is the client as GET /api/v1/client/{clientKey} gives it; it replaces the stored client. */
export const ClientUpdateResponse = ClientResponse;
export type ClientUpdateResponse = z.infer<typeof ClientUpdateResponse>;

/** GET /api/v1/profile/form-lists (spec 002 §3 'Profile form lists'). */
export const ProfileFormListsResponse = z.object({
  titles: z.array(z.string()),
  /** Empty on the Australian portal (PIR is hidden there, spec 002 §6). */
  pirRates: z.array(z.object({ value: z.number(), label: z.string() })),
  countries: z.array(z.object({ countryCode: z.string(), name: z.string() })),
});
export type ProfileFormListsResponse = z.infer<typeof ProfileFormListsResponse>;

export { COUNTRIES as PROFILE_COUNTRIES };

/** The form's fields: the editable ones (profile-changed.ts) and the authority checkbox. */
export type ProfileFormField = EditableField | 'authorityConfirmed';

/**
 * Every field's first problem (or null) for the whole form at once, with the same rules the server
 * applies. Address fields are named by their own key (addressLine1, …). Pass `pirRequired: false` on
 * the Australian portal, where PIR is hidden.
 */
export function profileFormProblems(
  values: unknown,
  options: { pirRequired?: boolean } = {},
): Record<ProfileFormField, string | null> {
  const problems: Record<ProfileFormField, string | null> = {
    title: null,
    knownAs: null,
    pir: null,
    homePhone: null,
    mobilePhone: null,
    emailAddress: null,
    addressLine1: null,
    addressLine2: null,
    suburb: null,
    city: null,
    postCode: null,
    countryCode: null,
    authorityConfirmed: null,
  };
  const schema = options.pirRequired === false ? ClientUpdateRequest.extend({ pir: PirField.nullable().optional() }) : ClientUpdateRequest;
  const parsed = schema.safeParse(values);
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const key = (issue.path[0] === 'postalAddress' ? issue.path[1] : issue.path[0]) as ProfileFormField | undefined;
    if (key && key in problems && problems[key] === null) {
      problems[key] = issue.code === 'invalid_type' && issue.input === undefined ? PROFILE_MESSAGES.required : issue.message;
    }
  }
  return problems;
}
