import { AllFundsScreen } from '@/features/funds/screens/all-funds-screen';

/** /all-funds. Its guard is a later issue's (spec 000 §2.4: guarded, the rule not given). */
export function AllFundsRoute() {
  return <AllFundsScreen />;
}
