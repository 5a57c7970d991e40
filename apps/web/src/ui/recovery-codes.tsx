import { Button, CopyButton, Group, List, Stack } from '@mantine/core';

/**
 * Two-factor recovery codes as they are shown this once: in two columns, with Copy and a .txt
 * download. Used by the set-up dialog's last step and by Profile's 'new recovery codes'.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  return (
    <Stack gap="sm">
      <List
        aria-label="Recovery codes"
        listStyleType="none"
        ff="monospace"
        fz="md"
        spacing={4}
        p="sm"
        bg="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-sm)', columns: '2 9rem' }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" onClick={() => downloadCodes(text)}>
          Download as .txt
        </Button>
      </Group>
    </Stack>
  );
}

function downloadCodes(text: string) {
  const file = new Blob([`Tasman Client Portal recovery codes (each works once)\n\n${text}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'tasman-recovery-codes.txt';
  link.click();
  // Revoked after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
