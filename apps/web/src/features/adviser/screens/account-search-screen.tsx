import { Alert, Stack, Title } from '@mantine/core';
import { hasSearch } from '@tasman/domain/adviser/search-state';
import type { AccountSearchRow } from '@tasman/domain/contracts/adviser';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AccountSearch } from '../components/account-search';
import { rememberLastSearch, searchNoticeOf } from '../components/search-return';

interface AccountSearchScreenProps {
  isStaff: boolean;
  runOnLoad: boolean;
  onSelect: (row: AccountSearchRow) => void;
}

/** /dashboard/accounts, title 'Account Search' (spec 001 §2). */
export function AccountSearchScreen({ isStaff, runOnLoad, onSelect }: AccountSearchScreenProps) {
  const location = useLocation();
  // spec 001 §4 'Adviser summary load': an account the summary could not show comes back here with its message.
  const notice = searchNoticeOf(location.state);

  useEffect(() => {
    // Back to Account Search on the summary returns to this search, its term, filters and page.
    if (hasSearch(new URLSearchParams(location.search))) rememberLastSearch(location.search);
  }, [location.search]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Account Search
      </Title>
      {notice ? (
        <Alert color="orange" variant="light" title="That account could not be opened" icon={<IconAlertTriangle size={20} />} role="alert">
          {notice}
        </Alert>
      ) : null}
      <AccountSearch isStaff={isStaff} runOnLoad={runOnLoad} onSelect={onSelect} />
    </Stack>
  );
}
