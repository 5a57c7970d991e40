import { Stack } from '@mantine/core';
import { fundDocumentButtons, showsValueOfAdvice, showsWealthProspectWelcome } from '@tasman/domain/home/home-tiles';
import { showsWarmKiwiSaverTile } from '@tasman/domain/home/warm-kiwisaver-prospect';
import type { ReactNode } from 'react';
import { openProducts, ownedOpenProducts, type HomeContext } from '../home-context';
import type { FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import { FundDocumentButtons } from './fund-document-buttons';
import { ValueOfAdviceCard } from './value-of-advice-card';
import { WarmKiwiSaverTile } from './warm-kiwisaver-tile';
import { WealthProspectTiles } from './wealth-prospect-welcome';

interface HomeSidePanelProps {
  context: HomeContext;
  /** The government contribution tile (its own feature decides whether it shows). */
  governmentContributionTile?: ReactNode;
  onOpenDocuments: (kind: FundDocumentKind) => void;
}

/** spec 000 §2.5 'a side panel of insight tiles', each with its rule from the domain. */
export function HomeSidePanel({ context, governmentContributionTile, onOpenDocuments }: HomeSidePanelProps) {
  const { user, accounts } = context;
  const viewer = {
    channel: context.config.channel,
    isProspect: user.isProspect,
    clientStatusCode: user.clientStatusCode,
    isRelatedOnly: user.isRelatedOnly,
    openProducts: openProducts(context),
  };
  const adviserManaged = accounts.ownedList.filter((account) => showsValueOfAdvice(viewer, account));
  const warmKiwiSaver = showsWarmKiwiSaverTile({
    ownedOpenProducts: ownedOpenProducts(context),
    dateOfBirth: context.dateOfBirth,
    today: context.today,
  });
  return (
    <Stack gap="md" component="aside" aria-label="Insights" data-testid="home-side-panel">
      {showsWealthProspectWelcome(user) ? <WealthProspectTiles context={context} /> : null}
      {warmKiwiSaver ? <WarmKiwiSaverTile context={context} /> : null}
      {governmentContributionTile}
      {adviserManaged.map((account) => (
        <ValueOfAdviceCard key={account.accountId} account={account} />
      ))}
      <FundDocumentButtons buttons={fundDocumentButtons(viewer)} onOpen={onOpenDocuments} />
    </Stack>
  );
}
