import { Anchor, Group } from '@mantine/core';
import type { ProductType } from '@tasman/domain/channel/channel';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface BottomLinkHrefs {
  transactions: string;
  reports: string;
}

/** spec 001 §2: KiwiSaver, Investment Funds and Private Equity screens end with links to transactions and reports. */
const WITH_BOTTOM_LINKS: readonly ProductType[] = ['KS', 'UT', 'PE'];

export function BottomLinks({ productType, hrefs }: { productType: ProductType; hrefs: BottomLinkHrefs }) {
  if (!WITH_BOTTOM_LINKS.includes(productType)) return null;
  return (
    <Group gap="xl" component="nav" aria-label="More about this account">
      <Anchor component={Link} to={hrefs.transactions} fw={600} size="sm">
        <Group gap={4}>
          View transactions <IconArrowRight size={16} aria-hidden />
        </Group>
      </Anchor>
      <Anchor component={Link} to={hrefs.reports} fw={600} size="sm">
        <Group gap={4}>
          View reports and statements <IconArrowRight size={16} aria-hidden />
        </Group>
      </Anchor>
    </Group>
  );
}
