import { Card, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { IsoDate } from '@tasman/domain/calendar/iso-date';
import { governmentContributionTileText } from '@tasman/domain/kiwisaver/government-contribution-wording';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { GovernmentContributionModal } from './government-contribution-modal';

export interface GovernmentContributionTileProps {
  /** The client's KiwiSaver account the check is about. */
  accountNumber: string;
  /** Today in New Zealand: the tile names the maximum of the year in force. */
  today: IsoDate;
}

/**
 * spec 000 §2.5 'Government contribution tile: Check if you qualify for $521', with the maximum of the
 * year in force ($260 from 1 July 2025). Opens the government contribution modal. Where it shows (and
 * for whom) is the home's rule; this is the tile.
 */
export function GovernmentContributionTile({ accountNumber, today }: GovernmentContributionTileProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Card withBorder radius="md" padding={0} data-testid="gc-tile">
        <UnstyledButton onClick={() => setOpened(true)} p="md" w="100%" aria-haspopup="dialog">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconCoins size={22} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{governmentContributionTileText(today)}</Text>
              <Text size="sm" c="dimmed">
                KiwiSaver government contribution
              </Text>
            </div>
          </Group>
        </UnstyledButton>
      </Card>
      <GovernmentContributionModal accountNumber={accountNumber} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
