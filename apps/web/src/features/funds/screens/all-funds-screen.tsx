import { Select, Skeleton, Stack, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { useSearchParams } from 'react-router';
import { DataProviderNotice } from '@/ui/data-provider-notice';
import { ErrorPanel } from '@/ui/error-panel';
import { useFunds } from '../api/get-funds';
import { FundBlocks } from '../components/fund-blocks';

/**
 * /all-funds (spec 001 §2 'All Funds screen'): a fund dropdown with the first fund preselected,
 * then that fund's blocks. The chosen fund is kept in the address (?fund=), so a refresh or a
 * shared link shows the same fund. The fund list failing is the screen's error alert.
 */
export function AllFundsScreen() {
  const funds = useFunds();
  const [params, setParams] = useSearchParams();
  const list = funds.data ?? [];
  const asked = params.get('fund');
  const selected = list.find((fund) => fund.msID === asked) ?? list[0];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        All Funds
      </Title>
      {funds.isPending ? (
        <Skeleton height={60} />
      ) : funds.isError ? (
        <ErrorPanel title="Funds" message={ACCOUNT_MESSAGES.fundDataFailed} onRetry={() => void funds.refetch()} />
      ) : selected ? (
        <>
          <Select
            label="Fund"
            data={list.map((fund) => ({ value: fund.msID, label: fund.name }))}
            value={selected.msID}
            onChange={(value) => {
              if (value) setParams({ fund: value }, { replace: true });
            }}
            allowDeselect={false}
            searchable
            maw={480}
          />
          <FundBlocks key={selected.msID} fundId={selected.msID} />
        </>
      ) : (
        <ErrorPanel title="Funds" message={ACCOUNT_MESSAGES.noResults} />
      )}
      <DataProviderNotice />
    </Stack>
  );
}
