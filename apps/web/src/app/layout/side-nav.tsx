import { NavLink, Stack } from '@mantine/core';
import type { NavEntry, NavEntryKey } from '@tasman/domain/nav/nav-entries';
import {
  IconArrowsExchange,
  IconCalculator,
  IconFileText,
  IconHeartHandshake,
  IconHome,
  IconListDetails,
  IconNews,
  IconPhone,
  IconShieldLock,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

const ICONS: Record<NavEntryKey, Icon> = {
  home: IconHome,
  accounts: IconUsers,
  transacting: IconArrowsExchange,
  tools: IconCalculator,
  reports: IconFileText,
  transactions: IconListDetails,
  news: IconNews,
  foundation: IconHeartHandshake,
  contact: IconPhone,
  staffConsole: IconShieldLock,
};

interface SideNavProps {
  /** Exactly the entries visibleNavEntries allows (spec 000 §2.1). */
  entries: readonly NavEntry[];
}

/** The most specific entry whose path starts the current path is the active one. */
function activeKey(entries: readonly NavEntry[], pathname: string): NavEntryKey | undefined {
  return entries
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
}

export function SideNav({ entries }: SideNavProps) {
  const { pathname } = useLocation();
  const active = activeKey(entries, pathname);
  return (
    <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Main">
      {entries.map((entry) => {
        const EntryIcon = ICONS[entry.key];
        return (
          <li key={entry.key}>
            <NavLink
              component={Link}
              to={entry.path}
              label={entry.label}
              active={entry.key === active}
              aria-current={entry.key === active ? 'page' : undefined}
              leftSection={<EntryIcon size={20} stroke={1.6} />}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              fw={500}
            />
          </li>
        );
      })}
    </Stack>
  );
}
