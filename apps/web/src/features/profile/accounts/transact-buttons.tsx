import { Button, Group, Text } from '@mantine/core';
import { ACCESS_SCENARIO_MESSAGES } from '@tasman/domain/profile/account-profiles/access-scenarios';
import { Link } from 'react-router';
import { useAccessScenarios } from './api/get-access-scenarios';

/** '/transacting?view=ut-deposit|ut-withdrawal&account=…' (spec 002 §2.4). */
export function transactingHref(view: 'ut-deposit' | 'ut-withdrawal', accountNumber: string): string {
  return `/transacting?${new URLSearchParams({ view, account: accountNumber }).toString()}`;
}

/** Deposit and Withdrawal by the account's access scenario (spec 002 §6); why not, where not. */
export function TransactButtons({ accountNumber }: { accountNumber: string }) {
  const scenarios = useAccessScenarios(accountNumber);
  if (!scenarios.data) return null;
  const { depositAbility, withdrawalAbility } = scenarios.data;
  const reasons = [...new Set([depositAbility, withdrawalAbility].filter((a) => !a.allowed).map((a) => ACCESS_SCENARIO_MESSAGES[a.messageCode]))];
  return (
    <>
      <Group gap="sm">
        {depositAbility.allowed ? (
          <Button component={Link} to={transactingHref('ut-deposit', accountNumber)} size="sm">
            Deposit
          </Button>
        ) : null}
        {withdrawalAbility.allowed ? (
          <Button component={Link} to={transactingHref('ut-withdrawal', accountNumber)} size="sm" variant="default">
            Withdrawal
          </Button>
        ) : null}
      </Group>
      {reasons.map((reason) => (
        <Text key={reason} size="sm" c="dimmed">
          {reason}
        </Text>
      ))}
    </>
  );
}
