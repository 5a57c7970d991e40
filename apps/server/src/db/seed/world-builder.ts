import type { advisers } from '../schema/people.js';
import type { AccountPlan, HolderPlan } from './account-plan.js';
import {
  addDays,
  addYears,
  businessDayOnOrAfter,
  businessDayOnOrBefore,
  type Channel,
  type IsoDate,
} from './calendar.js';
import { buildEntity, buildPerson, type ClientInsert, type PersonOptions } from './client-builder.js';
import { BANK_PREFIXES_NZ } from './names.js';
import { createRng, type Rng } from './prng.js';

export type AdviserInsert = typeof advisers.$inferInsert & { id: string };

const ACCOUNT_NUMBER_START: Record<AccountPlan['productType'], number> = {
  UT: 1_200_000,
  'UT-AUS': 2_500_000,
  KS: 4_100_000,
  PW: 6_300_000,
  PE: 8_400_000,
};

/** The account fields a scenario must give; everything else has a quiet default. */
export type AccountDraft = Pick<AccountPlan, 'productType' | 'signupDate' | 'holders' | 'initial' | 'funds'> &
  Partial<Omit<AccountPlan, 'id' | 'key' | 'accountNumber' | 'channel'>> & { channel?: Channel; accountName?: string };

/**
 * Collects the people and accounts of the demo, handing out deterministic ids, client keys and
 * account numbers. Each kind of thing draws from its own named random stream.
 */
export class WorldBuilder {
  readonly clients: ClientInsert[] = [];
  readonly advisers: AdviserInsert[] = [];
  readonly plans: AccountPlan[] = [];
  private readonly ids = createRng('ids:people');
  private readonly people = createRng('people');
  private readonly numbers = createRng('account-numbers');
  private nextClientKey = 1_000_100;
  private readonly nextAccountNumber = { ...ACCOUNT_NUMBER_START };

  constructor(
    readonly today: IsoDate,
    readonly historyStart: IsoDate,
  ) {}

  /** A business day about `years` before today (never before the price history starts). */
  yearsAgo(years: number, channel: Channel = 'NZ'): IsoDate {
    const day = businessDayOnOrAfter(addDays(this.today, -Math.round(years * 365.25)), channel);
    const earliest = businessDayOnOrAfter(addDays(this.historyStart, 7), channel);
    return day < earliest ? earliest : day > this.today ? businessDayOnOrBefore(this.today, channel) : day;
  }

  /** A date of birth: `years` old today plus `extraDays`. */
  bornYearsAgo(years: number, extraDays = 0): IsoDate {
    return addDays(addYears(this.today, -years), -extraDays);
  }

  daysAgo(days: number, channel: Channel = 'NZ'): IsoDate {
    return businessDayOnOrAfter(addDays(this.today, -days), channel);
  }

  get rng(): Rng {
    return this.people;
  }

  adviser(input: Omit<AdviserInsert, 'id'>): AdviserInsert {
    const adviser = { id: this.ids.uuid(), ...input };
    this.advisers.push(adviser);
    return adviser;
  }

  person(options: Omit<PersonOptions, 'clientKey'>): ClientInsert {
    const client = buildPerson(this.people, this.ids.uuid(), this.today, { ...options, clientKey: this.clientKey() });
    this.clients.push(client);
    return client;
  }

  entity(name: string, contact: ClientInsert): ClientInsert {
    const client = buildEntity(this.people, this.ids.uuid(), this.clientKey(), name, contact);
    this.clients.push(client);
    return client;
  }

  account(key: string, draft: AccountDraft): AccountPlan {
    const channel = draft.channel ?? (draft.productType === 'UT-AUS' ? 'AU' : 'NZ');
    const owners = draft.holders
      .filter((h) => h.ownershipType === 'OWNER')
      .map((h) => this.clients.find((c) => c.id === h.clientId));
    const named = owners.filter((c): c is ClientInsert => c !== undefined);
    const entity = named.find((c) => c.firstName === '');
    const defaultName = entity
      ? entity.lastName
      : named.length > 1
        ? `${named.map((c) => (c.firstName as string).charAt(0)).join(' & ')} ${named[0]?.lastName}`
        : `${named[0]?.firstName} ${named[0]?.lastName}`;
    const highestPir =
      named
        .map((c) => c.pir ?? null)
        .filter((p): p is string => p !== null)
        .sort()
        .pop() ?? null;
    const accountNumber = this.accountNumber(draft.productType);
    const plan: AccountPlan = {
      id: this.ids.uuid(),
      key,
      accountNumber,
      accountNumberAlternative: channel === 'AU' ? `TAU${String(this.numbers.int(1_000_000, 9_999_999))}` : null,
      accountName: draft.accountName ?? defaultName,
      channel,
      productType: draft.productType,
      accountType:
        draft.accountType ??
        (entity
          ? entity.lastName?.endsWith('Trust')
            ? 'Trust'
            : 'Company'
          : named.length > 1
            ? 'Joint'
            : 'Individual'),
      accountStatus: draft.accountStatus ?? (draft.closedDate ? 'C' : 'O'),
      signupDate: draft.signupDate,
      closedDate: draft.closedDate ?? null,
      closeBy: draft.closeBy ?? (draft.closedDate ? 'Withdrawal' : null),
      isDims: draft.isDims ?? false,
      strategyCode: draft.strategyCode ?? null,
      pir: channel === 'NZ' && draft.productType !== 'PE' ? (draft.pir ?? highestPir) : null,
      adviserId: draft.adviserId ?? null,
      bankAccountName: draft.bankAccountName ?? (named[0] ? `${named[0].firstName} ${named[0].lastName}`.trim() : null),
      bankAccountNumber: draft.bankAccountNumber ?? this.bankAccount(channel),
      edosProgress: draft.edosProgress ?? null,
      holders: draft.holders,
      initial: draft.initial,
      funds: draft.funds,
      regular: draft.regular ?? null,
      regularWithdrawal: draft.regularWithdrawal ?? null,
      lumpSumsPerYear: draft.lumpSumsPerYear ?? 0,
      withdrawalsPerYear: draft.withdrawalsPerYear ?? 0,
      switches: draft.switches ?? [],
      distributionOption: draft.distributionOption ?? 'Reinvest',
      kiwiSaver: draft.kiwiSaver ?? null,
      wealth: draft.wealth ?? null,
      privateEquity: draft.privateEquity ?? null,
      pending: draft.pending ?? null,
    };
    this.plans.push(plan);
    return plan;
  }

  private clientKey(): string {
    this.nextClientKey += this.numbers.int(1, 40);
    return `C${this.nextClientKey}`;
  }

  private accountNumber(productType: AccountPlan['productType']): string {
    this.nextAccountNumber[productType] += this.numbers.int(3, 90);
    return String(this.nextAccountNumber[productType]);
  }

  private bankAccount(channel: Channel): string {
    const rng = this.numbers;
    if (channel === 'AU')
      return `${rng.int(10, 99)}${rng.int(0, 9)}-${rng.int(100, 999)} ${rng.int(10_000_000, 99_999_999)}`;
    return `${rng.pick(BANK_PREFIXES_NZ)}-${String(rng.int(0, 9_999_999)).padStart(7, '0')}-0${rng.int(0, 3)}`;
  }
}

/** Holder shorthands (spec 002 §3 'Account holder'). */
export const owner = (client: ClientInsert, role = 'Owner'): HolderPlan => ({
  clientId: client.id,
  ownershipType: 'OWNER',
  role,
  authToAct: true,
  authorisedParty: false,
  notificationPref: 'Email',
});

export const related = (
  client: ClientInsert,
  role: string,
  authToAct: boolean,
  authorisedParty = false,
): HolderPlan => ({
  clientId: client.id,
  ownershipType: 'RELATED',
  role,
  authToAct,
  authorisedParty,
  notificationPref: authToAct ? 'Email' : null,
});
