import { Text } from '@mantine/core';

/**
 * The Business desk tab of The Investing Place (spec 002 §2.3): the feed's items with their summary
 * cut to 136 characters. Placeholder while issue 14's list is built; the news page renders it.
 */
export function BusinessDeskList() {
  return <Text c="dimmed">The business desk feed is not built yet.</Text>;
}
