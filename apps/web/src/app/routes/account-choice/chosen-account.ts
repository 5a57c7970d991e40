import type { Channel, ProductType } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { shownAccountNumber } from '@tasman/domain/home/shown-account-number';

/** The account a Reports or Transactions body works on, as the account choice hands it over. */
export interface ChosenAccount {
  /** The number the API is keyed by. */
  accountNumber: string;
  /** The number the user sees (the alternative number on the Australian portal, spec 002 §6). */
  shownNumber: string;
  accountName: string;
  productType: ProductType;
  accountIsOpen: boolean;
  /** yyyy-mm-dd. */
  signupDate: string;
}

export function chosenAccountOf(account: AccountSummary, channel: Channel): ChosenAccount {
  return {
    accountNumber: account.accountNumber,
    shownNumber: shownAccountNumber(account, channel),
    accountName: account.accountName,
    productType: account.productType,
    accountIsOpen: account.accountIsOpen,
    signupDate: account.signupDate,
  };
}
