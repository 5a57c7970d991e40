import { Anchor, Text, Title, Typography } from '@mantine/core';
import { safeExternalUrl } from '@tasman/domain/notifications/call-to-action';
import type { ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router';

/** What a notification body may contain; anything else (images, tables, raw HTML) is unwrapped to its text. */
const ALLOWED = ['p', 'strong', 'em', 'del', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'br', 'hr'];

/** A portal path ('/contact', '/reports-and-statements?accountNumber=1'), never '//host'. */
function portalPath(href: string): string | null {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\') ? href : null;
}

function BodyLink({ href, children }: { href?: string; children?: ReactNode }) {
  const internal = href ? portalPath(href) : null;
  if (internal) {
    return (
      <Anchor component={Link} to={internal}>
        {children}
      </Anchor>
    );
  }
  const external = safeExternalUrl(href);
  if (external) {
    return (
      <Anchor href={external} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    );
  }
  // javascript:, data:, mailto-less oddities: the words stay, the link goes.
  return <>{children}</>;
}

const heading = (order: 4 | 5 | 6) =>
  function BodyHeading({ children }: { children?: ReactNode }) {
    return (
      <Title order={order} mt="xs" mb={4}>
        {children}
      </Title>
    );
  };

const components: Components = {
  a: ({ href, children }) => <BodyLink href={href}>{children}</BodyLink>,
  h1: heading(4),
  h2: heading(5),
  h3: heading(6),
  h4: heading(6),
  h5: heading(6),
  h6: heading(6),
  p: ({ children }) => (
    <Text size="sm" mb={6}>
      {children}
    </Text>
  ),
};

/**
 * A notification's markdown body (spec 000 §3 bodyText), rendered safely: raw HTML is dropped
 * (skipHtml), addresses go through react-markdown's protocol filter and then ours (http, https and
 * portal paths only; external ones open in a new tab with noopener noreferrer).
 */
export function NotificationBody({ markdown }: { markdown: string }) {
  return (
    <Typography p={0} fz="sm" data-testid="notification-body">
      <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed urlTransform={defaultUrlTransform} components={components}>
        {markdown}
      </Markdown>
    </Typography>
  );
}
