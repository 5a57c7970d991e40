import type { clients } from '../schema/people.js';
import { addDays, addYears, type Channel, type IsoDate } from './calendar.js';
import {
  AU_FIRST_NAMES,
  AU_LAST_NAMES,
  AU_PLACES,
  AU_STREETS,
  NZ_FIRST_NAMES,
  NZ_LAST_NAMES,
  NZ_PLACES,
  NZ_STREETS,
} from './names.js';
import type { Rng } from './prng.js';

export type ClientInsert = typeof clients.$inferInsert & { id: string };

/** NZ prescribed investor rates (PIR) for PIE income. */
export const NZ_PIRS = ['0.1050', '0.1750', '0.2800'] as const;

export interface PersonOptions {
  channel: Channel;
  clientKey: string;
  gender?: 'female' | 'male';
  firstName?: string;
  lastName?: string;
  knownAs?: string;
  dateOfBirth?: IsoDate;
  pir?: string;
  clientStatusCode?: string;
  businessDesk?: boolean;
  emailAddress?: string;
  /** A fixed IRD number (NZ), xxx-xxx-xxx, for a person the README names. */
  irdNumber?: string;
}

/**
 * A New Zealand IRD number with a valid check digit (Inland Revenue's published modulus-11
 * algorithm: weights 3,2,7,6,5,4,3,2, then 7,4,3,2,5,2,7,6 when the first pass gives 10),
 * formatted xxx-xxx-xxx (spec 000 §5).
 */
export function irdNumber(rng: Rng): string {
  for (;;) {
    // IRD numbers run from 10,000,000 to 150,000,000 with the check digit last: the base is the rest,
    // padded to eight digits for the weights (a nine-digit base had no ninth weight and gave 'NaN').
    const base = rng.int(1_000_000, 14_999_999);
    const digits = String(base).padStart(8, '0').split('').map(Number);
    const check = (weights: number[]) => {
      const remainder = digits.reduce((sum, d, i) => sum + d * (weights[i] as number), 0) % 11;
      return remainder === 0 ? 0 : 11 - remainder;
    };
    let digit = check([3, 2, 7, 6, 5, 4, 3, 2]);
    if (digit === 10) digit = check([7, 4, 3, 2, 5, 2, 7, 6]);
    if (digit === 10) continue;
    const nine = `${digits.join('')}${digit}`;
    // Eight-digit numbers are written xx-xxx-xxx, nine-digit ones xxx-xxx-xxx (spec 000 §5).
    return nine.startsWith('0')
      ? `${nine.slice(1, 3)}-${nine.slice(3, 6)}-${nine.slice(6)}`
      : `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)}`;
  }
}

const asciiName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const digits = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');

/** A person with believable contact details; options fix what a demo scenario needs. */
export function buildPerson(rng: Rng, id: string, today: IsoDate, options: PersonOptions): ClientInsert {
  const nz = options.channel === 'NZ';
  const gender = options.gender ?? (rng.chance(0.5) ? 'female' : 'male');
  const firstName = options.firstName ?? rng.pick((nz ? NZ_FIRST_NAMES : AU_FIRST_NAMES)[gender]);
  const lastName = options.lastName ?? rng.pick(nz ? NZ_LAST_NAMES : AU_LAST_NAMES);
  const title = gender === 'male' ? 'Mr' : rng.pick(['Ms', 'Mrs', 'Miss', 'Dr']);
  const dateOfBirth = options.dateOfBirth ?? addDays(addYears(today, -rng.int(24, 78)), -rng.int(0, 364));
  const domain = nz ? 'example.co.nz' : 'example.com.au';
  const address = nz
    ? (() => {
        const place = rng.pick(NZ_PLACES);
        return {
          phone: `${place.landline} ${rng.int(2, 9)}${digits(rng, 2)} ${digits(rng, 4)}`,
          postal: {
            addressLine1: `${rng.int(1, 240)} ${rng.pick(NZ_STREETS)}`,
            suburb: place.suburb,
            city: place.city,
            postCode: place.postCode,
            countryCode: 'NZ',
            country: 'New Zealand',
          },
        };
      })()
    : (() => {
        const place = rng.pick(AU_PLACES);
        return {
          phone: `(${place.landline}) ${rng.int(8, 9)}${digits(rng, 3)} ${digits(rng, 4)}`,
          postal: {
            addressLine1: `${rng.int(1, 180)} ${rng.pick(AU_STREETS)}`,
            addressLine2: `${place.suburb} ${place.state}`,
            suburb: place.suburb,
            city: place.city,
            postCode: place.postCode,
            countryCode: 'AU',
            country: 'Australia',
          },
        };
      })();
  const knownAs = options.knownAs ?? firstName;
  return {
    id,
    clientKey: options.clientKey,
    channel: options.channel,
    clientStatusCode: options.clientStatusCode ?? 'ACTIVE',
    title,
    firstName,
    lastName,
    knownAs,
    salutation: `${title} ${lastName}`,
    dateOfBirth,
    irdNumber: nz ? (options.irdNumber ?? irdNumber(rng)) : null,
    pir: nz ? (options.pir ?? rng.pick(NZ_PIRS)) : null,
    emailAddress: options.emailAddress ?? `${asciiName(firstName)}.${asciiName(lastName)}${rng.int(1, 99)}@${domain}`,
    homePhone: rng.chance(0.6) ? address.phone : null,
    mobilePhone: nz
      ? `${rng.pick(['021', '022', '027'])} ${digits(rng, 3)} ${digits(rng, 4)}`
      : `04${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    postalAddress: address.postal,
    businessDesk: options.businessDesk ?? false,
  };
}

/** A company or trust that owns accounts; its people are linked as directors or trustees. */
export function buildEntity(
  rng: Rng,
  id: string,
  clientKey: string,
  name: string,
  contact: ClientInsert,
): ClientInsert {
  return {
    id,
    clientKey,
    channel: contact.channel,
    clientStatusCode: 'ACTIVE',
    title: null,
    firstName: '',
    lastName: name,
    knownAs: name,
    salutation: name.endsWith('Trust') ? 'The Trustees' : 'The Directors',
    dateOfBirth: null,
    irdNumber: contact.channel === 'NZ' ? irdNumber(rng) : null,
    pir: contact.channel === 'NZ' ? '0.2800' : null,
    emailAddress: contact.emailAddress,
    homePhone: null,
    mobilePhone: contact.mobilePhone,
    postalAddress: contact.postalAddress,
    businessDesk: false,
  };
}
