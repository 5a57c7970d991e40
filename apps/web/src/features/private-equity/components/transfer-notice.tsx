import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * spec 001 §2 'private-equity': when units were transferred in or out, the committed, invested and
 * uncalled capital figures do not follow the transfer (the units carry no commitment), so we say so.
 */
export function TransferNotice() {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} />} title="Units transferred" data-testid="pe-transfer-notice">
      <Text size="sm">
        Units have been transferred into or out of this account. Because of a known problem with how unit transfers
        are recorded, the committed, invested and uncalled capital shown here may not reflect the transferred
        units. Please contact us if you have any questions.
      </Text>
    </Alert>
  );
}
