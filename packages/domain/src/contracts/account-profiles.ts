import { z } from 'zod';
import { ACCOUNT_TYPES } from '../profile/account-profiles/account-type.js';
import { DEPOSIT_CODES, WITHDRAWAL_CODES } from '../profile/account-profiles/access-scenarios.js';
import { IsoDate, ProductTypeSchema } from './common.js';

/**
 * spec 002 §2.4 'Account Profiles', §3 'Account' (bank fields), 'Account holder', 'Access scenarios'.
 * One account as the tab shows it; the bank account number is masked by the server unless the
 * caller has two-factor enabled (spec 002 §6), so the plain number never reaches a browser that may
 * not show it.
 */
export const AccountProfile = z.object({
  accountNumber: z.string(),
  accountNumberAlternative: z.string().nullable(),
  accountName: z.string(),
  productType: ProductTypeSchema,
  accountType: z.enum(ACCOUNT_TYPES),
  accountIsOpen: z.boolean(),
  /** The PIR as a percentage (28 for 28%); null where the account has none (PE, AU). */
  pir: z.number().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountMasked: z.boolean(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/** GET /api/v1/account-profiles: the caller's own and related accounts, wealth management left out. */
export const AccountProfilesResponse = z.object({ list: z.array(AccountProfile) });
export type AccountProfilesResponse = z.infer<typeof AccountProfilesResponse>;

/**
 * spec 002 §3 'Account holder'. clientId is the client's key (as elsewhere in the API), never a
 * database id; clientAccountId is an opaque id of the holder row, stable, derived one-way from it.
 */
export const AccountHolder = z.object({
  clientId: z.string(),
  clientAccountId: z.string(),
  clientName: z.string(),
  role: z.string(),
  authToAct: z.boolean(),
  authorisedParty: z.boolean(),
  /** Whether the holder receives notifications for the account (the stored preference is by e-mail). */
  notificationPref: z.boolean(),
  /** This row is the signed-in client's own. */
  isSelf: z.boolean(),
});
export type AccountHolder = z.infer<typeof AccountHolder>;

export const AccountHoldersResponse = z.object({
  accountNumber: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** The holders the tab may show (spec 002 §6), in a stable order. */
  list: z.array(AccountHolder),
});
export type AccountHoldersResponse = z.infer<typeof AccountHoldersResponse>;

/** A recurring transaction (the standing_orders table) as the tab lists it. */
export const StandingOrder = z.object({
  orderType: z.enum(['Contribution', 'Withdrawal']),
  amount: z.number(),
  frequency: z.enum(['Weekly', 'Fortnightly', 'Monthly', 'Quarterly', 'Annually']),
  nextDate: IsoDate.nullable(),
  /** The fund it goes to or comes from; null when split across the account's funds. */
  fundName: z.string().nullable(),
  paymentMethod: z.string(),
  status: z.enum(['Active', 'Suspended']),
});
export type StandingOrder = z.infer<typeof StandingOrder>;

export const StandingOrdersResponse = z.object({ accountNumber: z.string(), list: z.array(StandingOrder) });
export type StandingOrdersResponse = z.infer<typeof StandingOrdersResponse>;

export const AccessScenariosResponse = z.object({
  accountNumber: z.string(),
  depositAbility: z.object({ allowed: z.boolean(), messageCode: z.enum(DEPOSIT_CODES) }),
  withdrawalAbility: z.object({ allowed: z.boolean(), messageCode: z.enum(WITHDRAWAL_CODES) }),
});
export type AccessScenariosResponse = z.infer<typeof AccessScenariosResponse>;

/** spec 002 §7 'Set authority to act' (account number, clientAccountId, value) and 'Set notification preference'. */
export const HolderSettingRequest = z.strictObject({ value: z.boolean({ error: 'value must be true or false' }) });
export type HolderSettingRequest = z.infer<typeof HolderSettingRequest>;

/** A clientAccountId in a path: the id's own alphabet and length only. */
export const CLIENT_ACCOUNT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
