import { Button, Text } from '@mantine/core';
import {
  byFundPickerBounds,
  byFundRequestRange,
  isByFundFromDate,
  isByFundToDate,
} from '@tasman/domain/accounts/by-fund-range';
import { periodButtons } from '@tasman/domain/accounts/period-buttons';
import { returnDescription } from '@tasman/domain/accounts/return-description';
import type { Channel } from '@tasman/domain/channel/channel';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { defaultPeriod, isPeriodEnabled } from '@tasman/domain/performance/periods';
import { hidesTwelveMonthAndInceptionReturns } from '@tasman/domain/performance/return-visibility';
import { useState } from 'react';
import { usePerformanceByFund } from '../../api/get-performance-by-fund';
import { BlockLoading, DetailBlock } from '../account-detail/detail-block';
import { CustomRangeForm } from '../periods/custom-range-form';
import { PeriodButtons } from '../periods/period-buttons';
import { usePeriodChoice } from '../periods/use-period-choice';
import { ByFundCompactTable, ByFundExpandedTable } from './by-fund-table';

interface ByFundBlockProps {
  account: AccountSummary;
  channel: Channel;
  asAt: string;
}

/**
 * Performance by fund (spec 001 §4, §5): period buttons, a custom range of whole months (from on a
 * first, to on a last day; swapped and snapped when from is after to), and a compact table that
 * Details expands and Hide collapses. A failed load clears the table silently (spec 001 §8).
 */
export function ByFundBlock({ account, channel, asAt }: ByFundBlockProps) {
  const signup = account.signupDate;
  const choice = usePeriodChoice(defaultPeriod('by-fund', signup, asAt));
  const byFund = usePerformanceByFund(account.accountNumber, choice.request);
  const [expanded, setExpanded] = useState(false);
  const bounds = byFundPickerBounds(signup, asAt);
  const funds = byFund.isError ? [] : (byFund.data?.securities ?? []);
  const shownPeriod = byFund.data?.periodCode;
  const hideReturns =
    (shownPeriod === 'ONE_YEAR' || shownPeriod === 'SINCE_INCEPTION') &&
    hidesTwelveMonthAndInceptionReturns(account.productType, signup, asAt);
  const returnCaption = byFund.data
    ? returnDescription({ ...byFund.data.basis, perAnnum: 'where-marked' }, channel)
    : '';

  return (
    <DetailBlock
      title="Performance by fund"
      actions={
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          disabled={funds.length === 0}
        >
          {expanded ? 'Hide' : 'Details'}
        </Button>
      }
    >
      <PeriodButtons
        label="Performance by fund period"
        buttons={periodButtons('account')}
        active={choice.activeButton}
        isEnabled={(code) => isPeriodEnabled(code, signup, asAt)}
        busy={byFund.isFetching}
        onPick={choice.pick}
      />
      {choice.customOpen ? (
        <CustomRangeForm
          minDate={bounds.minDate}
          maxDate={bounds.maxDate}
          excludeFrom={(date) => !isByFundFromDate(date)}
          excludeTo={(date) => !isByFundToDate(date)}
          problem={(range) => (range.from && range.to ? null : '')}
          normalise={(range) => byFundRequestRange(range, signup)}
          busy={byFund.isFetching}
          onApply={choice.applyCustom}
        />
      ) : null}
      {byFund.isPending ? (
        <BlockLoading label="Loading performance by fund" height={160} />
      ) : funds.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {ACCOUNT_MESSAGES.noResults}
        </Text>
      ) : expanded ? (
        <ByFundExpandedTable
          funds={funds}
          productType={account.productType}
          channel={channel}
          returnCaption={returnCaption}
          hideReturns={hideReturns}
        />
      ) : (
        <ByFundCompactTable
          funds={funds}
          productType={account.productType}
          channel={channel}
          returnCaption={returnCaption}
          hideReturns={hideReturns}
        />
      )}
    </DetailBlock>
  );
}
