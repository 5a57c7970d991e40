import { ReportsScreen } from '@/features/reports/screens/reports-screen';
import { paths } from '../paths';
import { AccountChoice } from './account-choice/account-choice';

/** /reports-and-statements, title 'Reports & Statements' (spec 002 §2.1): the account choice, then its reports. */
export function ReportsRoute() {
  return <AccountChoice title={paths.reportsAndStatements.title}>{(account) => <ReportsScreen account={account} />}</AccountChoice>;
}
