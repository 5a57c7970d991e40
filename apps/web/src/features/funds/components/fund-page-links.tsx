import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface FundPageLink {
  label: string;
  href: string;
}

/** The links at the foot of a fund page (spec 001 §2 'bottom links'). */
export function FundPageLinks({ links }: { links: readonly FundPageLink[] }) {
  if (links.length === 0) return null;
  return (
    <Group component="nav" aria-label="Fund page links" gap="lg">
      {links.map((link) => (
        <Anchor key={link.href} component={Link} to={link.href} size="sm" fw={600}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
