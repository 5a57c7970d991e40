import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { nextFundId } from '@tasman/domain/funds/next-fund';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { DataProviderNotice } from '@/ui/data-provider-notice';
import { useAccountFundIds } from '../api/get-account-funds';
import { useFundDetails } from '../api/get-fund-details';
import { FundBlocks } from '../components/fund-blocks';
import { FundPageLinks, type FundPageLink } from '../components/fund-page-links';

interface FundDetailsScreenProps {
  accountNumber: string;
  fundId: string;
  /** The account's screen this page was opened from (the route table is the app's). */
  backHref: string;
  /** The same account's page of another fund. */
  fundHref: (fundId: string) => string;
  /** Links at the foot of the page. */
  links: readonly FundPageLink[];
}

/**
 * /dashboard/{wealth-management|investment-funds|kiwisaver}/{accountNumber}/{fundId} (spec 001 §2
 * 'Fund details page'): back to the account, Next Fund through the account's funds (wrapping to
 * the first) when it holds more than one, and the fund's blocks.
 */
export function FundDetailsScreen({ accountNumber, fundId, backHref, fundHref, links }: FundDetailsScreenProps) {
  const details = useFundDetails(fundId);
  const notFound = details.error instanceof ApiError && details.error.status === 404;
  // Next Fund is a convenience: if the account's funds cannot be read, the button is simply not offered.
  const fundIds = useAccountFundIds(accountNumber);
  const next = fundIds.data ? nextFundId(fundIds.data, fundId) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={backHref} size="sm" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Back to account
          </Group>
        </Anchor>
        {next && !notFound ? (
          <Button component={Link} to={fundHref(next)} variant="light" size="sm" rightSection={<IconChevronRight size={16} aria-hidden />}>
            Next Fund
          </Button>
        ) : null}
      </Group>
      <Title order={1} size="h2">
        {notFound ? 'Fund not found' : (details.data?.Name ?? 'Fund Details')}
      </Title>
      {notFound ? (
        // One message for the page, not an error panel with a retry button per block (issue 9 item 10).
        <Alert color="gray" variant="light" role="alert">
          <Text size="sm">{ACCOUNT_MESSAGES.fundNotFound}</Text>
        </Alert>
      ) : (
        <>
          {details.data?.SecurityType === 'Share' ? (
            <Text c="dimmed" size="sm" mt={-12}>
              Listed share
            </Text>
          ) : null}
          <FundBlocks key={fundId} fundId={fundId} />
        </>
      )}
      <FundPageLinks links={links} />
      <DataProviderNotice />
    </Stack>
  );
}
