import { Box } from '@mantine/core';
import { showsWealthProspectWelcome } from '@tasman/domain/home/home-tiles';
import type { ReactNode } from 'react';
import type { HomeContext } from '../home-context';
import { ApplicationStatusCards } from './application-status-cards';
import { KiwiSaverAdviceStatus, WealthFactFind } from './fact-find-status';
import type { FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import { HomeSidePanel } from './home-side-panel';
import { WealthProspectWelcomeCard } from './wealth-prospect-welcome';

interface HomeSlotsOptions {
  governmentContributionTile?: ReactNode;
  onOpenDocuments: (kind: FundDocumentKind) => void;
}

/**
 * The client home's cards around the accounts (spec 000 §2.5, in its order): the PROSPECTPW
 * welcome, the wealth-management application status and the fact-find statuses above the total
 * value; the wealth-management fact-find (status or invitation) below the accounts; the side panel.
 */
export function homeSlots(context: HomeContext, options: HomeSlotsOptions) {
  return {
    top: (
      // display: contents, so an empty slot adds no gap to the column (its cards are the column's own).
      <Box style={{ display: 'contents' }} data-testid="home-top">
        {showsWealthProspectWelcome(context.user) ? <WealthProspectWelcomeCard context={context} /> : null}
        <ApplicationStatusCards context={context} />
        <KiwiSaverAdviceStatus context={context} />
      </Box>
    ),
    bottom: <WealthFactFind context={context} />,
    side: (
      <HomeSidePanel
        context={context}
        governmentContributionTile={options.governmentContributionTile}
        onOpenDocuments={options.onOpenDocuments}
      />
    ),
  };
}
