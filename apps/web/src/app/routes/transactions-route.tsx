import { TransactionHistoryBody } from '@/features/transactions/screens/transaction-history-body';
import { paths } from '../paths';
import { AccountChoice } from './account-choice/account-choice';

/**
 * /transactions (spec 002 §2.2): the shared account choice (own accounts including closed ones, or
 * the account search for related-only users, advisers and staff; ?accountNumber= preselects) and,
 * for the chosen account, the history body of its product type.
 */
export function TransactionsRoute() {
  return <AccountChoice title={paths.transactions.title}>{(account) => <TransactionHistoryBody account={account} />}</AccountChoice>;
}
