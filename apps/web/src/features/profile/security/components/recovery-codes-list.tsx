import { Stack, Text } from '@mantine/core';
import { RecoveryCodes } from '@/ui/recovery-codes';

/** New recovery codes, shown this once, with copy and download (issue 13: regenerate recovery codes). */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Your new recovery codes are below. The old ones no longer work. Save these somewhere safe: they will not be
        shown again, and each signs in once instead of a code from your app.
      </Text>
      <RecoveryCodes codes={codes} />
    </Stack>
  );
}

