import { NZ_FIRST_NAMES, NZ_LAST_NAMES, NZ_PLACES, NZ_STREETS, BANK_PREFIXES_NZ } from '../../apps/server/src/db/seed/names.js';
import { createRng, type Rng } from '../../apps/server/src/db/seed/prng.js';
import { dayOnOrAfter, type BenchCalendar } from './calendar.js';
import type { BenchFund } from './funds.js';

/**
 * Who holds what in the scale data set: clients (each with a user), advisers, accounts of mixed
 * product types on the NZ channel and their holders. Deterministic: every choice comes from a
 * named mulberry32 stream.
 */

export interface ClientPlan {
  index: number;
  id: string;
  clientKey: string;
  username: string;
  userId: string;
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  irdNumber: string;
  /** Prescribed investor rate, e.g. 0.28. */
  pir: number;
  email: string;
  mobile: string;
  address: { addressLine1: string; suburb: string; city: string; postCode: string; countryCode: string; country: string };
}

export interface AdviserPlan {
  id: string;
  firstName: string;
  lastName: string;
}

export type Product = 'KS' | 'UT' | 'PW';

export interface HolderPlan {
  client: number;
  ownershipType: 'OWNER' | 'RELATED';
  role: string;
  authToAct: boolean;
}

export interface AccountPlan {
  index: number;
  id: string;
  accountNumber: string;
  accountName: string;
  productType: Product;
  accountType: 'Individual' | 'Joint' | 'Trust' | 'Company';
  signupDay: number;
  /** Day index of the full withdrawal, -1 when open. */
  closeDay: number;
  pir: number;
  adviser: number;
  bankAccountNumber: string;
  holders: HolderPlan[];
  /** The bench client's 20-fund account follows a fixed profile. */
  twentyFunds: boolean;
}

export interface World {
  clients: ClientPlan[];
  advisers: AdviserPlan[];
  accounts: AccountPlan[];
  staff: { userId: string; username: string };
  /** An intermediary user for the adviser with the most accounts (the bench's adviser book). */
  benchAdviser: { userId: string; username: string; adviser: number };
  benchClient: ClientPlan;
  /** The bench client's 20-fund account. */
  benchAccount: AccountPlan;
}

export const BENCH_CLIENT = 'bench.client';
export const BENCH_STAFF = 'bench.staff';
export const BENCH_ADVISER = 'bench.adviser';
const PRODUCT_NAMES: Record<Product, string> = { KS: 'KiwiSaver', UT: 'Investment Funds', PW: 'Wealth Portfolio' };
const PIRS = [0.28, 0.28, 0.28, 0.28, 0.28, 0.28, 0.175, 0.175, 0.175, 0.105];

export function planWorld(options: { clients: number; accounts: number; calendar: BenchCalendar; funds: BenchFund[] }): World {
  const { calendar } = options;
  const lastDay = calendar.days.length - 1;
  const rng = createRng('bench-world');
  const ids = createRng('bench-ids:people');

  const advisers: AdviserPlan[] = Array.from({ length: 60 }, () => ({
    id: ids.uuid(),
    firstName: rng.pick([...NZ_FIRST_NAMES.female, ...NZ_FIRST_NAMES.male]),
    lastName: rng.pick(NZ_LAST_NAMES),
  }));

  const makeClient = (index: number, username: string): ClientPlan => {
    const female = rng.chance(0.5);
    const firstName = rng.pick(female ? NZ_FIRST_NAMES.female : NZ_FIRST_NAMES.male);
    const lastName = rng.pick(NZ_LAST_NAMES);
    const place = rng.pick(NZ_PLACES);
    const year = 1945 + rng.int(0, 60);
    return {
      index,
      id: ids.uuid(),
      clientKey: `C${1_000_000 + index}`,
      username,
      userId: ids.uuid(),
      title: female ? rng.pick(['Ms', 'Mrs', 'Miss', 'Dr']) : rng.pick(['Mr', 'Mr', 'Mr', 'Dr']),
      firstName,
      lastName,
      dateOfBirth: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      irdNumber: String(rng.int(10_000_000, 149_999_999)),
      pir: rng.pick(PIRS),
      email: `${firstName}.${lastName}.${index}@example.co.nz`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
      mobile: `021 ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      address: {
        addressLine1: `${rng.int(1, 250)} ${rng.pick(NZ_STREETS)}`,
        suburb: place.suburb,
        city: place.city,
        postCode: place.postCode,
        countryCode: 'NZ',
        country: 'New Zealand',
      },
    };
  };

  const clients: ClientPlan[] = [];
  for (let i = 0; i < options.clients; i++) clients.push(makeClient(i, `client${String(i + 1).padStart(5, '0')}`));
  const benchClient = makeClient(options.clients, BENCH_CLIENT);
  clients.push(benchClient);

  const accounts: AccountPlan[] = [];
  const nextNumber: Record<Product, number> = { KS: 2_100_000, UT: 3_100_000, PW: 4_100_000 };
  const addAccount = (
    client: ClientPlan,
    productType: Product,
    signupDay: number,
    extra: Partial<AccountPlan> = {},
  ): AccountPlan => {
    nextNumber[productType] += rng.int(1, 9);
    const accountType: AccountPlan['accountType'] =
      productType === 'KS' ? 'Individual' : rng.pick(['Individual', 'Individual', 'Individual', 'Individual', 'Individual', 'Individual', 'Individual', 'Individual', 'Joint', 'Trust']);
    const holders: HolderPlan[] = [{ client: client.index, ownershipType: 'OWNER', role: 'Owner', authToAct: true }];
    const others = options.clients;
    if (accountType === 'Joint' && others > 1)
      holders.push({ client: (client.index + 1) % others, ownershipType: 'OWNER', role: 'Joint owner', authToAct: true });
    if (rng.chance(0.03) && others > 2)
      holders.push({ client: (client.index + 2) % others, ownershipType: 'RELATED', role: 'Power of attorney', authToAct: rng.chance(0.5) });
    const closes = signupDay < lastDay - 500 && rng.chance(productType === 'KS' ? 0.03 : 0.05);
    const account: AccountPlan = {
      index: accounts.length,
      id: ids.uuid(),
      accountNumber: String(nextNumber[productType]),
      accountName:
        accountType === 'Trust'
          ? `${client.lastName} Family Trust`
          : `${client.firstName} ${client.lastName}${accountType === 'Joint' ? ' & Partner' : ''} ${PRODUCT_NAMES[productType]}`,
      productType,
      accountType,
      signupDay,
      closeDay: closes ? rng.int(signupDay + 260, lastDay - 5) : -1,
      pir: accountType === 'Trust' ? 0.28 : client.pir,
      adviser: rng.chance(productType === 'PW' ? 0.8 : 0.1) ? rng.int(0, advisers.length - 1) : -1,
      bankAccountNumber: `${rng.pick(BANK_PREFIXES_NZ)}-${String(rng.int(0, 9_999_999)).padStart(7, '0')}-0${rng.int(0, 3)}`,
      holders,
      twentyFunds: false,
      ...extra,
    };
    accounts.push(account);
    return account;
  };

  // Signups spread over the 15 years; the youngest account is a month old.
  const latestSignup = lastDay - 21;
  const perClient = [1, 1, 2, 2, 3, 3, 3, 3, 4, 4];
  for (const client of clients.slice(0, options.clients)) {
    const first = rng.int(0, latestSignup);
    const count = rng.pick(perClient);
    const hasKiwiSaver = rng.chance(0.7);
    for (let k = 0; k < count; k++) {
      const signup = k === 0 ? first : rng.int(first, latestSignup);
      const product: Product = k === 0 && hasKiwiSaver ? 'KS' : rng.chance(0.65) ? 'UT' : 'PW';
      addAccount(client, product, signup);
    }
  }
  // Top up to the account target with further UT and PW accounts, if the draw fell short.
  while (accounts.length < options.accounts) {
    const client = clients[rng.int(0, options.clients - 1)] as ClientPlan;
    addAccount(client, rng.chance(0.65) ? 'UT' : 'PW', rng.int(0, latestSignup));
  }

  // bench.client: a KiwiSaver account and the 20-fund account over the last 10 years.
  const tenYearsAgo = `${Number(calendar.days[lastDay]?.slice(0, 4)) - 10}${calendar.days[lastDay]?.slice(4)}`;
  const benchSignup = dayOnOrAfter(calendar, tenYearsAgo);
  addAccount(benchClient, 'KS', benchSignup, { closeDay: -1, accountType: 'Individual', accountName: 'Bench KiwiSaver', holders: [{ client: benchClient.index, ownershipType: 'OWNER', role: 'Owner', authToAct: true }] });
  const benchAccount = addAccount(benchClient, 'UT', benchSignup, {
    closeDay: -1,
    accountType: 'Individual',
    accountName: 'Bench 20-fund portfolio',
    holders: [{ client: benchClient.index, ownershipType: 'OWNER', role: 'Owner', authToAct: true }],
    twentyFunds: true,
  });

  // bench.adviser signs in as the adviser with the most accounts (the first of them on a tie).
  const advised = new Array<number>(advisers.length).fill(0);
  for (const account of accounts) if (account.adviser >= 0) advised[account.adviser] = (advised[account.adviser] as number) + 1;
  const busiest = advised.indexOf(Math.max(...advised));
  // The staff user's id is drawn first, so adding the adviser's left every earlier id as it was.
  const staff = { userId: ids.uuid(), username: BENCH_STAFF };
  const benchAdviser = { userId: ids.uuid(), username: BENCH_ADVISER, adviser: busiest };

  return { clients, advisers, accounts, staff, benchAdviser, benchClient, benchAccount };
}

export type { Rng };
