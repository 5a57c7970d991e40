import { useState } from 'react';
import { useAccounts } from '@/features/accounts/api/get-accounts';
import { GovernmentContributionModal } from '@/features/government-contribution/components/government-contribution-modal';
import { NotificationsScreen } from '@/features/notifications/screens/notifications-screen';
import { useSignedInUser } from '../guards/signed-in-user';

/**
 * /notifications, title Notifications (spec 000 §2.6). The app hands the screen what it does not
 * own: the product type of the user's accounts (ONLINETRANSACTION's accountType) and the government
 * contribution check (issue 12: opened 'from notifications', our linkToCode GOVTCONTRIBUTION).
 */
export function NotificationsRoute() {
  // The portal load skips the account list of a related-only user; so do we.
  const accounts = useAccounts({ enabled: !useSignedInUser().isRelatedOnly });
  const [checkOf, setCheckOf] = useState<string | null>(null);
  const productTypeOf = (accountNumber: string) => {
    const all = [...(accounts.data?.ownedList ?? []), ...(accounts.data?.relatedList ?? [])];
    return all.find((account) => account.accountNumber === accountNumber)?.productType ?? null;
  };
  return (
    <>
      <NotificationsScreen productTypeOf={productTypeOf} onGovernmentContribution={setCheckOf} />
      <GovernmentContributionModal accountNumber={checkOf ?? ''} opened={checkOf !== null} onClose={() => setCheckOf(null)} />
    </>
  );
}
