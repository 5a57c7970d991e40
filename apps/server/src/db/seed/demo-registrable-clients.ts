import type { ClientInsert } from './client-builder.js';
import { owner, type AdviserInsert, type WorldBuilder } from './world-builder.js';

/**
 * What a newcomer types on the register view (spec 000 §2.3 'register', §5): NZ asks for e-mail and
 * IRD number, AU for e-mail and date of birth (dd-mm-yyyy). The README and the start-up banner print these.
 */
export type RegisterExample =
  | { channel: 'NZ'; email: string; irdNumber: string; name: string }
  | { channel: 'AU'; email: string; dateOfBirth: string; name: string };

/** 117-621-340 passes Inland Revenue's modulus-11 check (weights 3,2,7,6,5,4,3,2: remainder 0, check 0). */
const NZ_EXAMPLE = { email: 'aroha.walker@example.co.nz', irdNumber: '117-621-340' } as const;
const AU_EXAMPLE = { email: 'jack.thompson@example.com.au', dateOfBirth: '1979-03-14' } as const;

/** The same on every start, so the banner can print them whether or not the demo was loaded just now. */
export const DEMO_REGISTER_EXAMPLES: readonly RegisterExample[] = [
  { channel: 'NZ', name: 'Aroha Walker', email: NZ_EXAMPLE.email, irdNumber: NZ_EXAMPLE.irdNumber },
  { channel: 'AU', name: 'Jack Thompson', email: AU_EXAMPLE.email, dateOfBirth: '14-03-1979' },
];

/**
 * Two clients with accounts but no portal login yet, one per portal, whose details are fixed so the
 * register journey can be walked end to end. Added after every generated household, so the random
 * streams of everything before them are unchanged.
 */
export function addRegistrableClients(
  w: WorldBuilder,
  nzAdviser: AdviserInsert,
  auAdviser: AdviserInsert,
): { clients: ClientInsert[]; examples: RegisterExample[] } {
  const aroha = w.person({
    channel: 'NZ',
    gender: 'female',
    firstName: 'Aroha',
    lastName: 'Walker',
    dateOfBirth: w.bornYearsAgo(38, 140),
    emailAddress: NZ_EXAMPLE.email,
    irdNumber: NZ_EXAMPLE.irdNumber,
  });
  w.account('register.nz:UT', {
    productType: 'UT',
    signupDate: w.yearsAgo(4.4),
    holders: [owner(aroha)],
    adviserId: nzAdviser.id,
    initial: { kind: 'Contribution', amount: 15_000 },
    funds: [{ code: 'TBAL', weight: 100 }],
    regular: { frequency: 'Monthly', amount: 200, dayOfMonth: 15, yearlyIncrease: 0 },
  });
  const jack = w.person({
    channel: 'AU',
    gender: 'male',
    firstName: 'Jack',
    lastName: 'Thompson',
    dateOfBirth: AU_EXAMPLE.dateOfBirth,
    emailAddress: AU_EXAMPLE.email,
  });
  w.account('register.au:UT-AUS', {
    productType: 'UT-AUS',
    signupDate: w.yearsAgo(2.7, 'AU'),
    holders: [owner(jack)],
    adviserId: auAdviser.id,
    initial: { kind: 'Contribution', amount: 25_000 },
    funds: [{ code: 'TAEQ', weight: 100 }],
  });
  return { clients: [aroha, jack], examples: [...DEMO_REGISTER_EXAMPLES] };
}
