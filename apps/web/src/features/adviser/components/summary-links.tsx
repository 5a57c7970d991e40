import { Alert, Button, Group, Stack } from '@mantine/core';
import { canInitiateTransaction, TWO_FACTOR_REQUIRED_TO_TRANSACT } from '@tasman/domain/adviser/summary-actions';
import type { UserType } from '@tasman/domain/auth/user-kind';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

/** The addresses the summary links to (the route table is the app's). */
export interface SummaryHrefs {
  details: string;
  transactions: string;
  reports: string;
  transacting: string;
}

interface SummaryLinksProps {
  account: AccountSummary;
  userType: UserType;
  twoFactorEnabled: boolean;
  hrefs: SummaryHrefs;
  /** Check GOVT Contributions, when the summary shows it (the button and its modal are composed by the app). */
  govtContributionCheck?: ReactNode;
}

/**
 * spec 001 §2: View Account Details, View Transactions, View Reports and Initiate transaction (staff
 * or intermediaries, KS and UT, two-factor required; without it the spec's message is shown instead).
 * Check GOVT Contributions (staff or advisers, KS, when the portal shows contribution content, spec 002
 * §6) opens the government contribution modal; the summary decides whether it is given.
 */
export function SummaryLinks({ account, userType, twoFactorEnabled, hrefs, govtContributionCheck }: SummaryLinksProps) {
  const [refused, setRefused] = useState(false);
  const transacting = canInitiateTransaction(userType, account.productType);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" component="nav" aria-label="Account links">
        <Button component={Link} to={hrefs.details} variant="filled">
          View Account Details
        </Button>
        <Button component={Link} to={hrefs.transactions} variant="default">
          View Transactions
        </Button>
        <Button component={Link} to={hrefs.reports} variant="default">
          View Reports
        </Button>
        {transacting && twoFactorEnabled ? (
          <Button component={Link} to={hrefs.transacting} variant="default">
            Initiate transaction
          </Button>
        ) : null}
        {transacting && !twoFactorEnabled ? (
          <Button variant="default" onClick={() => setRefused(true)} aria-describedby={refused ? 'transact-refused' : undefined}>
            Initiate transaction
          </Button>
        ) : null}
        {govtContributionCheck}
      </Group>
      {refused ? (
        <Alert id="transact-refused" color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          {TWO_FACTOR_REQUIRED_TO_TRANSACT}
        </Alert>
      ) : null}
    </Stack>
  );
}
