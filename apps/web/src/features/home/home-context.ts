import type { ChannelConfig } from '@tasman/domain/channel/channel';
import type { AccountListResponse } from '@tasman/domain/contracts/accounts';
import type { SessionUser } from '@tasman/domain/contracts/auth';

/**
 * The pages the home's cards lead to. Their screens come in later issues; the route table is the
 * app's, so the app fills these in.
 */
export interface HomeLinks {
  factFind: (factFindId: string) => string;
  kiwiSaverAdvice: (factFindId: string, clientId: string) => string;
  wealthApplication: (accountId: string, clientId: string, currentPage: number) => string;
  wealthFactFindStart: string;
  kiwiSaverSignUp: string;
  contact: string;
}

/** What every card of the home decides from. */
export interface HomeContext {
  user: SessionUser;
  accounts: AccountListResponse;
  config: ChannelConfig;
  /** The client's date of birth (yyyy-mm-dd), null when unknown or not loaded. */
  dateOfBirth: string | null;
  /** Today on the portal's calendar, yyyy-mm-dd. */
  today: string;
  links: HomeLinks;
}

/** Product types of the open accounts the user owns. */
export function ownedOpenProducts(context: Pick<HomeContext, 'accounts'>) {
  return context.accounts.ownedList.filter((a) => a.accountIsOpen).map((a) => a.productType);
}

/** Product types of every open account the user owns or is related to. */
export function openProducts(context: Pick<HomeContext, 'accounts'>) {
  return [...context.accounts.ownedList, ...context.accounts.relatedList].filter((a) => a.accountIsOpen).map((a) => a.productType);
}
