import { channelConfig } from '@tasman/domain/channel/channel';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import type { FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import { fundDocumentProductCodes, governmentContributionTileAccount } from '@tasman/domain/home/home-tiles';
import type { AccountListResponse } from '@tasman/domain/contracts/accounts';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { useAccounts } from '@/features/accounts/api/get-accounts';
import { PortfoliosScreen } from '@/features/accounts/screens/portfolios-screen';
import { DocumentsModal } from '@/features/documents/components/documents-modal';
import { GovernmentContributionTile } from '@/features/government-contribution/components/government-contribution-tile';
import { homeSlots } from '@/features/home/components/home-sections';
import type { HomeLinks } from '@/features/home/home-context';
import { usePortalSettings } from '@/features/portal/api/get-portal-settings';
import { useClient } from '@/features/profile/api/get-client';
import { useProfile } from '@/features/profile/api/get-profile';
import { usePortalInfo } from '@/lib/portal-info';
import { accountDetailHref } from '../account-detail-href';
import { useSignedInUser } from '../guards/signed-in-user';
import { paths } from '../paths';

/** Where the home's cards lead (spec 000 §2.4); the screens behind them come in later issues. */
const HOME_LINKS: HomeLinks = {
  factFind: (factFindId) => generatePath(paths.factFind.path, { id: factFindId }),
  kiwiSaverAdvice: (factFindId, clientId) => generatePath(paths.personalAdviceKiwiSaverAdvice.path, { factFindId, clientId }),
  wealthApplication: (accountId, clientId, currentPage) =>
    generatePath(paths.wealthManagementApplication.path, { accountId, clientId, currentPage: String(currentPage) }),
  wealthFactFindStart: paths.wealthManagementRtq.path,
  kiwiSaverSignUp: paths.digitalAdviceSignUp.path,
  contact: paths.contact.path,
};

/** The client home, given what only the app knows: the session user, the client record and the route table. */
export function PortfoliosRoute() {
  const user = useSignedInUser();
  const { channel } = usePortalInfo();
  const config = channelConfig(channel);
  // Both already asked by the portal load: read from its cache.
  const profile = useProfile();
  const client = useClient(profile.data?.clientKey);
  const settings = usePortalSettings();
  const accounts = useAccounts({ retryOnMount: false });
  const [documents, setDocuments] = useState<FundDocumentKind | null>(null);
  const today = localDateOf(new Date(), config.timeZone);

  const renderHome = (accounts: AccountListResponse) => {
    const kiwiSaverAccount = governmentContributionTileAccount({
      channel,
      isProspect: user.isProspect,
      settingOn: settings.data?.showGovtContributionContent ?? false,
      ownedAccounts: accounts.ownedList,
    });
    return homeSlots(
      { user, accounts, config, dateOfBirth: client.data?.dateOfBirth ?? null, today, links: HOME_LINKS },
      {
        governmentContributionTile: kiwiSaverAccount ? <GovernmentContributionTile accountNumber={kiwiSaverAccount} today={today} /> : null,
        onOpenDocuments: setDocuments,
      },
    );
  };
  const documentViewer = {
    channel,
    isProspect: user.isProspect,
    clientStatusCode: user.clientStatusCode,
    isRelatedOnly: user.isRelatedOnly,
    openProducts: [...(accounts.data?.ownedList ?? []), ...(accounts.data?.relatedList ?? [])]
      .filter((account) => account.accountIsOpen)
      .map((account) => account.productType),
  };
  return (
    <>
      <PortfoliosScreen isProspect={user.isProspect} accountHref={accountDetailHref} renderHome={renderHome} />
      {/* The fund documents of the products held; every fund of them, as the home has no one account. */}
      <DocumentsModal
        kind={documents ?? 'FactSheet'}
        productCodes={documents ? fundDocumentProductCodes(documentViewer, documents) : []}
        opened={documents !== null}
        onClose={() => setDocuments(null)}
      />
    </>
  );
}
