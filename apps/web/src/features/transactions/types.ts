import type { ProductType } from '@tasman/domain/channel/channel';

/** The account the history is shown for, as the screen's account choice hands it over. */
export interface TransactionAccount {
  /** The number the API is keyed by. */
  accountNumber: string;
  /** The number the user sees (the alternative number on the Australian portal). */
  shownNumber: string;
  accountName: string;
  productType: ProductType;
  accountIsOpen: boolean;
  /** yyyy-mm-dd. */
  signupDate: string;
}

/** A date range as the forms hold it: yyyy-mm-dd, or null while a picker is empty. */
export interface DateRange {
  periodStart: string | null;
  periodEnd: string | null;
}
