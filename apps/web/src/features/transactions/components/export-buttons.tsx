import { Button, Group, Loader, Text } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import type { ExportFormat } from '../api/download-file';

interface ExportButtonsProps {
  /** The format being downloaded, or null. */
  running: ExportFormat | null;
  onDownload: (format: ExportFormat) => void;
  disabled?: boolean;
}

/**
 * PDF and CSV (spec 002 §2.2). While a download runs the buttons are hidden and a loading state
 * shows in their place (§4 'Transactions'), so a second click cannot start a second download.
 */
export function ExportButtons({ running, onDownload, disabled = false }: ExportButtonsProps) {
  if (running) {
    return (
      <Group gap="xs" role="status" aria-live="polite" data-testid="export-loading" data-print="hide">
        <Loader size="sm" />
        <Text size="sm">Preparing your {running.toUpperCase()}…</Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" data-print="hide">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        onClick={() => onDownload('pdf')}
        disabled={disabled}
      >
        PDF
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        onClick={() => onDownload('csv')}
        disabled={disabled}
      >
        CSV
      </Button>
    </Group>
  );
}
