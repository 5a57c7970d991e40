import { Text, Title } from '@mantine/core';
import classes from './print.module.css';

/** Shown only on paper (spec 001 §2): which account the printed page is about. */
export function PrintHeader({ accountName, accountNumber }: { accountName: string; accountNumber: string }) {
  return (
    <div className={classes.printOnly} data-testid="pe-print-header">
      <Title order={2} size="h3">
        {accountName}
      </Title>
      <Text size="sm">Private Equity · Account {accountNumber}</Text>
    </div>
  );
}
