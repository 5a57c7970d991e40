import { Button, List, Text } from '@mantine/core';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import { ACCOUNT_OPENING_ESTIMATE, wealthApplicationStatus } from '@tasman/domain/home/application-status';
import { Link } from 'react-router';
import { useInfoRequired } from '../api/get-info-required';
import type { HomeContext } from '../home-context';
import { HomeCard } from './home-card';

/** A wealth-management account still being applied for (status P, not yet open). */
export function wealthApplications(context: Pick<HomeContext, 'accounts'>): AccountSummary[] {
  return context.accounts.ownedList.filter((a) => a.productType === 'PW' && a.accountStatus === 'P');
}

/** spec 000 §2.5, §4 'Wealth management application': one status card per application. */
export function ApplicationStatusCards({ context }: { context: HomeContext }) {
  const clientId = context.user.clientId;
  if (!clientId) return null;
  return (
    <>
      {wealthApplications(context).map((account) => (
        <ApplicationStatusCard key={account.accountId} account={account} clientId={clientId} links={context.links} />
      ))}
    </>
  );
}

interface ApplicationStatusCardProps {
  account: AccountSummary;
  clientId: string;
  links: HomeContext['links'];
}

function ApplicationStatusCard({ account, clientId, links }: ApplicationStatusCardProps) {
  const info = useInfoRequired(account.accountId);
  // spec 000 §4 'Portal load': a failed call is reported and ignored; the card needs its items.
  if (!info.data) return null;
  const outstanding = info.data.list.filter((item) => item.status === 'Outstanding');
  const status = wealthApplicationStatus(info.data.edosProgress, outstanding.length);
  if (!status) return null;
  return (
    <HomeCard testId="application-status" eyebrow="Wealth Management application" title={account.accountName} tone="highlight">
      {status.kind === 'submitted' ? (
        <Text size="sm">
          Thank you for your application. Opening your account takes {ACCOUNT_OPENING_ESTIMATE}.
        </Text>
      ) : (
        <Text size="sm">Your application is saved. Continue where you left off.</Text>
      )}
      <Text size="sm" fw={600}>
        We still need:
      </Text>
      <List size="sm" spacing={4}>
        {outstanding.map((item) => (
          <List.Item key={item.itemCode}>{item.description}</List.Item>
        ))}
      </List>
      {status.kind === 'continue' ? (
        <Button component={Link} to={links.wealthApplication(account.accountId, clientId, status.currentPage)} w="fit-content">
          Continue
        </Button>
      ) : null}
    </HomeCard>
  );
}
