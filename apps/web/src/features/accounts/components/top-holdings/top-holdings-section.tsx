import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TOP_HOLDINGS_SHORT_VIEW } from '@tasman/domain/contracts/top-holdings';
import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DateText } from '@/ui/date-text';
import { useTopHoldings } from '../../api/get-top-holdings';
import { TopHoldingsModal } from './top-holdings-modal';
import { TopHoldingsTable } from './top-holdings-table';

/** spec 001 §2: the 'topSecurity' fragment scrolls to the top holdings. */
export const TOP_HOLDINGS_ANCHOR = 'topSecurity';

interface TopHoldingsSectionProps {
  accountNumber: string;
  /** Shown in the modal and on its print-out, e.g. the account's name and shown number. */
  accountLabel?: string;
}

/**
 * The account's top holdings (spec 001 §2 'top holdings', §4 View More / View Less, §9 10 rows in
 * the short view). A failure is logged only (spec 001 §8), and the section says the data is
 * unavailable.
 */
export function TopHoldingsSection({ accountNumber, accountLabel }: TopHoldingsSectionProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { data, error, isPending } = useTopHoldings(accountNumber);
  const [expanded, setExpanded] = useState(false);
  const [modalOpened, modal] = useDisclosure(false);
  const { hash } = useLocation();

  useEffect(() => {
    if (error) console.warn('Top holdings could not be loaded', error);
  }, [error]);

  // The list changes the page's height as it arrives, so scroll to the anchor once it has.
  useEffect(() => {
    if (hash === `#${TOP_HOLDINGS_ANCHOR}` && !isPending) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, isPending]);

  const holdings = data?.underlyHoldings ?? [];
  const shown = expanded ? holdings : holdings.slice(0, TOP_HOLDINGS_SHORT_VIEW);

  return (
    <Paper
      ref={sectionRef}
      component="section"
      id={TOP_HOLDINGS_ANCHOR}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title id={headingId} order={2} size="h4">
              Top Holdings
            </Title>
            {data?.portfolioDate ? (
              <Text size="xs" c="dimmed">
                as at <DateText value={data.portfolioDate} inherit />
              </Text>
            ) : null}
          </div>
          {data && holdings.length > 0 ? (
            <Button variant="default" size="xs" onClick={modal.open}>
              Print or download
            </Button>
          ) : null}
        </Group>

        {isPending ? (
          <Stack gap={6} aria-label="Loading top holdings">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={20} />
            ))}
          </Stack>
        ) : error ? (
          <Text size="sm">{ACCOUNT_MESSAGES.dataUnavailable}</Text>
        ) : holdings.length === 0 ? (
          <Text size="sm">{ACCOUNT_MESSAGES.noResults}</Text>
        ) : (
          <>
            <TopHoldingsTable holdings={shown} />
            {holdings.length > TOP_HOLDINGS_SHORT_VIEW ? (
              <Group justify="center">
                <Button variant="subtle" size="xs" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
                  {expanded ? 'View Less' : 'View More'}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
      {data ? (
        <TopHoldingsModal
          opened={modalOpened}
          onClose={modal.close}
          accountNumber={accountNumber}
          accountLabel={accountLabel}
          topHoldings={data}
        />
      ) : null}
    </Paper>
  );
}
