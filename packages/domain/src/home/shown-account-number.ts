import type { Channel } from '../channel/channel.js';

export interface NumberedAccount {
  accountNumber: string;
  accountNumberAlternative: string | null;
}

/**
 * The account number shown to the user: on the Australian portal the alternative number (spec 001
 * §6), falling back to the account number when an account has none, so a card is never blank.
 */
export function shownAccountNumber(account: NumberedAccount, channel: Channel): string {
  if (channel === 'AU') return account.accountNumberAlternative ?? account.accountNumber;
  return account.accountNumber;
}
