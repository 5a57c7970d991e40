import { Button } from '@mantine/core';
import { useState } from 'react';
import { GovernmentContributionModal } from './government-contribution-modal';

/**
 * 'Check GOVT Contributions' on the adviser account summary (spec 002 §2.7, §6). Whether it shows is
 * showsCheckGovtContributions (staff or advisers, KS, portal setting on), decided by the summary.
 */
export function CheckGovtContributionsButton({ accountNumber }: { accountNumber: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} aria-haspopup="dialog" w="fit-content">
        Check GOVT Contributions
      </Button>
      <GovernmentContributionModal accountNumber={accountNumber} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
