import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface AccountLinks {
  transactions: string;
  reports: string;
}

/** spec 001 §2: the bottom links of a KS, UT or PE account screen. */
export function BottomLinks({ links }: { links: AccountLinks }) {
  return (
    <Group gap="sm">
      <Button component={Link} to={links.transactions} variant="light">
        View Transactions
      </Button>
      <Button component={Link} to={links.reports} variant="light">
        View Reports
      </Button>
    </Group>
  );
}
