/**
 * The countries the profile form offers (spec 002 §3 'Profile form lists': countryCode, name), ISO 3166-1
 * alpha-2 codes with their English short names. New Zealand and Australia first (the portal's two
 * markets), then the countries clients most often live in, alphabetically. A stored client whose country
 * is not in the list keeps it until they edit their address.
 */
export interface CountryOption {
  countryCode: string;
  name: string;
}

const FIRST: readonly CountryOption[] = [
  { countryCode: 'NZ', name: 'New Zealand' },
  { countryCode: 'AU', name: 'Australia' },
];

const REST: readonly CountryOption[] = [
  { countryCode: 'AR', name: 'Argentina' },
  { countryCode: 'AT', name: 'Austria' },
  { countryCode: 'BE', name: 'Belgium' },
  { countryCode: 'BR', name: 'Brazil' },
  { countryCode: 'CA', name: 'Canada' },
  { countryCode: 'CL', name: 'Chile' },
  { countryCode: 'CN', name: 'China' },
  { countryCode: 'CK', name: 'Cook Islands' },
  { countryCode: 'DK', name: 'Denmark' },
  { countryCode: 'FJ', name: 'Fiji' },
  { countryCode: 'FI', name: 'Finland' },
  { countryCode: 'FR', name: 'France' },
  { countryCode: 'DE', name: 'Germany' },
  { countryCode: 'GR', name: 'Greece' },
  { countryCode: 'HK', name: 'Hong Kong' },
  { countryCode: 'IN', name: 'India' },
  { countryCode: 'ID', name: 'Indonesia' },
  { countryCode: 'IE', name: 'Ireland' },
  { countryCode: 'IL', name: 'Israel' },
  { countryCode: 'IT', name: 'Italy' },
  { countryCode: 'JP', name: 'Japan' },
  { countryCode: 'KR', name: 'Korea, Republic of' },
  { countryCode: 'MY', name: 'Malaysia' },
  { countryCode: 'MX', name: 'Mexico' },
  { countryCode: 'NL', name: 'Netherlands' },
  { countryCode: 'NC', name: 'New Caledonia' },
  { countryCode: 'NU', name: 'Niue' },
  { countryCode: 'NO', name: 'Norway' },
  { countryCode: 'PG', name: 'Papua New Guinea' },
  { countryCode: 'PH', name: 'Philippines' },
  { countryCode: 'PL', name: 'Poland' },
  { countryCode: 'PT', name: 'Portugal' },
  { countryCode: 'WS', name: 'Samoa' },
  { countryCode: 'SG', name: 'Singapore' },
  { countryCode: 'ZA', name: 'South Africa' },
  { countryCode: 'ES', name: 'Spain' },
  { countryCode: 'LK', name: 'Sri Lanka' },
  { countryCode: 'SE', name: 'Sweden' },
  { countryCode: 'CH', name: 'Switzerland' },
  { countryCode: 'TW', name: 'Taiwan' },
  { countryCode: 'TH', name: 'Thailand' },
  { countryCode: 'TO', name: 'Tonga' },
  { countryCode: 'AE', name: 'United Arab Emirates' },
  { countryCode: 'GB', name: 'United Kingdom' },
  { countryCode: 'US', name: 'United States' },
  { countryCode: 'VU', name: 'Vanuatu' },
  { countryCode: 'VN', name: 'Viet Nam' },
];

/** New Zealand, Australia, then the rest by name. */
export const COUNTRIES: readonly CountryOption[] = [
  ...FIRST,
  ...[...REST].sort((a, b) => a.name.localeCompare(b.name, 'en')),
];

const BY_CODE = new Map(COUNTRIES.map((c) => [c.countryCode, c.name]));

export function isOfferedCountry(countryCode: string): boolean {
  return BY_CODE.has(countryCode);
}

/** The country's name for the details view, or null when the code is not one the form offers. */
export function countryName(countryCode: string | null | undefined): string | null {
  return countryCode ? (BY_CODE.get(countryCode) ?? null) : null;
}
