import { Stack, Text } from '@mantine/core';
import { greetingForHour } from '@tasman/domain/shell/greeting';
import { useNowByMinute } from '@/lib/use-now';

interface GreetingClockProps {
  /** null when there is no name to greet by: the greeting stands alone. */
  salutation: string | null;
  locale: string;
  /** 'light' on the navy top bar. */
  tone?: 'light' | 'dark';
}

/** spec 000 §2.1: greeting and salutation, and the current time, updated each minute. */
export function GreetingClock({ salutation, locale, tone = 'light' }: GreetingClockProps) {
  const now = useNowByMinute();
  const time = now.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  return (
    <Stack gap={0}>
      <Text fw={600} size="sm" c={tone === 'light' ? 'white' : 'navy.9'} lineClamp={1}>
        {salutation ? `${greetingForHour(now.getHours())}, ${salutation}` : greetingForHour(now.getHours())}
      </Text>
      <Text size="xs" c={tone === 'light' ? 'navy.1' : 'dimmed'}>
        <time dateTime={now.toISOString()}>{time}</time>
      </Text>
    </Stack>
  );
}
