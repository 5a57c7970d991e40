import { Suspense, type ComponentProps, type ComponentType } from 'react';
import { lazyOnClient } from '@/ui/lazy-on-client';
import type { AssetClassBlock as AssetClassBlockType } from '../asset-classes/asset-class-block';
import type { ByFundBlock as ByFundBlockType } from '../by-fund/by-fund-block';
import type { PerformanceBlock as PerformanceBlockType } from '../performance/performance-block';
import type { TopHoldingsSection as TopHoldingsSectionType } from '../top-holdings/top-holdings-section';
import type { FundPerformanceSummaryBlock as FundPerformanceSummaryBlockType } from '../wealth/fund-performance-summary-block';
import { BlockLoading, DetailBlock } from './detail-block';

/**
 * The account screens' blocks after the valuation, each in a chunk of its own that the screen asks
 * for as it first renders (issue 15 'What a person feels'): the valuation's figures are drawn as soon
 * as their own block's code and data are in, not after every block's code (the performance block's
 * date pickers, the by-fund table, the top holdings' dialog) has loaded and run. Until its code is
 * in, a block shows its title and a loading state, as it does while its data loads; the data was
 * asked for with the screen (app/early-fetches.ts), so it does not wait for the code.
 */
function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>, titleOf: (props: P) => string) {
  const Block = lazyOnClient(() => load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const title = titleOf(props);
    return (
      <Suspense
        fallback={
          <DetailBlock title={title} busy>
            <BlockLoading label={`Loading ${title.toLowerCase()}`} />
          </DetailBlock>
        }
      >
        <Block {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

export const PerformanceBlock = lazyBlock(
  () => import('../performance/performance-block').then((m) => m.PerformanceBlock),
  (props: ComponentProps<typeof PerformanceBlockType>) => (props.variant === 'portfolio' ? 'Portfolio performance' : 'Account performance'),
);

export const ByFundBlock = lazyBlock(
  () => import('../by-fund/by-fund-block').then((m) => m.ByFundBlock),
  (_props: ComponentProps<typeof ByFundBlockType>) => 'Performance by fund',
);

export const AssetClassBlock = lazyBlock(
  () => import('../asset-classes/asset-class-block').then((m) => m.AssetClassBlock),
  (props: ComponentProps<typeof AssetClassBlockType>) => props.title ?? 'Current valuation by asset class',
);

export const TopHoldingsSection = lazyBlock(
  () => import('../top-holdings/top-holdings-section').then((m) => m.TopHoldingsSection),
  (_props: ComponentProps<typeof TopHoldingsSectionType>) => 'Top Holdings',
);

export const FundPerformanceSummaryBlock = lazyBlock(
  () => import('../wealth/fund-performance-summary-block').then((m) => m.FundPerformanceSummaryBlock),
  (_props: ComponentProps<typeof FundPerformanceSummaryBlockType>) => 'Fund performance summary',
);
