import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TopHoldingsResponse } from '@tasman/domain/contracts/top-holdings';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { DateText } from '@/ui/date-text';
import { useDownloadTopHoldingsPdf } from '../../api/download-top-holdings-pdf';
import classes from './top-holdings-modal.module.css';
import { TopHoldingsTable } from './top-holdings-table';

interface TopHoldingsModalProps {
  opened: boolean;
  onClose: () => void;
  accountNumber: string;
  /** Printed under the title so a print-out says whose holdings they are, e.g. 'Citizen KiwiSaver 700123'. */
  accountLabel?: string;
  topHoldings: TopHoldingsResponse;
}

/** Hands a downloaded file to the browser to save. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The top-holdings modal (spec 001 §2): the whole list, Download PDF (the top hundred), Print (the
 * modal only) and Close. A failed download shows 'Error downloading PDF' (spec 001 §8).
 */
export function TopHoldingsModal({ opened, onClose, accountNumber, accountLabel, topHoldings }: TopHoldingsModalProps) {
  const download = useDownloadTopHoldingsPdf(accountNumber);
  // The whole screen on a phone, so the four columns fit.
  const phone = useMediaQuery('(max-width: 36em)');

  function close() {
    download.reset();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Top Holdings"
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      classNames={{ overlay: classes.overlay, inner: classes.inner, content: classes.content, close: classes.noPrint }}
    >
      <Stack gap="sm">
        {accountLabel || topHoldings.portfolioDate ? (
          <Text size="sm" c="dimmed">
            {accountLabel}
            {accountLabel && topHoldings.portfolioDate ? ' · ' : null}
            {topHoldings.portfolioDate ? (
              <>
                as at <DateText value={topHoldings.portfolioDate} inherit />
              </>
            ) : null}
          </Text>
        ) : null}
        {download.isError ? (
          <Alert color="red" variant="light" role="alert" className={classes.noPrint}>
            {ACCOUNT_MESSAGES.pdfDownloadFailed}
          </Alert>
        ) : null}
        {topHoldings.underlyHoldings.length === 0 ? (
          <Text size="sm">{ACCOUNT_MESSAGES.noResults}</Text>
        ) : (
          <TopHoldingsTable holdings={topHoldings.underlyHoldings} ranked />
        )}
        <Text size="xs" c="dimmed">
          Weights are percentages of the account, seen through the funds it invests in.
          <span className={classes.noPrint}> The PDF lists up to the top 100.</span>
        </Text>
        <Group justify="flex-end" gap="sm" className={classes.noPrint}>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: ({ blob, filename }) => saveFile(blob, filename),
                onError: (error) => console.warn('Top holdings PDF download failed', error),
              })
            }
          >
            Download PDF
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print
          </Button>
          <Button onClick={close}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
