import { Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NewsView } from './news-view';

interface NewsScreenProps {
  /** The tab switcher shows only for users with the businessDesk flag (spec 002 §2.3). */
  showTabs: boolean;
  /** The list on show, or null on an article page (no tab is current there). */
  view: NewsView | null;
  onView: (view: NewsView) => void;
  children: ReactNode;
}

export const NEWS_TITLE = 'The Investing Place';

/** The Investing Place (spec 002 §2.3): its title, the Insights / Business Desk switcher, and the page below. */
export function NewsScreen({ showTabs, view, onView, children }: NewsScreenProps) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {NEWS_TITLE}
      </Title>
      {showTabs && view ? (
        <Tabs
          value={view}
          onChange={(value) => {
            if (value === 'insights' || value === 'businessdesk') onView(value);
          }}
        >
          <Tabs.List aria-label="News feeds">
            <Tabs.Tab value="insights">Insights</Tabs.Tab>
            <Tabs.Tab value="businessdesk">Business Desk</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      ) : null}
      {children}
    </Stack>
  );
}
