import { NotBuiltScreen } from './not-built-screen';

/** Scaffold: the issue-3 screen replaces this. */
export function WealthManagementRoute() {
  return <NotBuiltScreen />;
}
