import { PrivateEquityHistory } from '../components/private-equity-history';
import { RetailHistory } from '../components/retail-history';
import { WealthHistory } from '../components/wealth-history';
import type { TransactionAccount } from '../types';

/**
 * The Transaction History body for one account (spec 002 §2.2): KS, UT and UT-AUS the retail view,
 * PW the wealth view, PE the private-equity view. Mounted afresh for each account by the account
 * choice, so another account starts with cleared filters and results (§4).
 */
export function TransactionHistoryBody({ account }: { account: TransactionAccount }) {
  switch (account.productType) {
    case 'PW':
      return <WealthHistory account={account} />;
    case 'PE':
      return <PrivateEquityHistory account={account} />;
    case 'KS':
    case 'UT':
    case 'UT-AUS':
      return <RetailHistory account={account} />;
  }
}
