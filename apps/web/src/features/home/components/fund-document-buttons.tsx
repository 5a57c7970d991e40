import { Button, Stack, Text } from '@mantine/core';
import type { FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import type { FundDocumentButtons as Buttons } from '@tasman/domain/home/home-tiles';
import { IconFileText } from '@tabler/icons-react';
import { HomeCard } from './home-card';

interface FundDocumentButtonsProps {
  /** Which buttons the viewer gets (domain fundDocumentButtons). */
  buttons: Buttons;
  onOpen: (kind: FundDocumentKind) => void;
}

/** spec 000 §2.5: the fund fact sheet and fund update buttons, opening the documents modal. */
export function FundDocumentButtons({ buttons, onOpen }: FundDocumentButtonsProps) {
  if (!buttons.factSheets && !buttons.fundUpdates) return null;
  return (
    <HomeCard testId="fund-documents" eyebrow="Fund documents" title="Your funds">
      <Text size="sm">
        The latest {[buttons.factSheets ? 'fact sheets' : null, buttons.fundUpdates ? 'fund updates' : null].filter(Boolean).join(' and ')} for
        the funds you invest in.
      </Text>
      <Stack gap="xs">
        {buttons.factSheets ? (
          <Button variant="light" leftSection={<IconFileText size={18} aria-hidden />} onClick={() => onOpen('FactSheet')}>
            Fund fact sheets
          </Button>
        ) : null}
        {buttons.fundUpdates ? (
          <Button variant="light" leftSection={<IconFileText size={18} aria-hidden />} onClick={() => onOpen('FundUpdate')}>
            Fund updates
          </Button>
        ) : null}
      </Stack>
    </HomeCard>
  );
}
