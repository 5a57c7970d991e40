import type { Channel } from '@tasman/domain/channel/channel';
import { channelConfig } from '@tasman/domain/channel/channel';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import { formatDate } from '@/ui/date-text';

/** An article's instant as the portal's local day, 'dd MMM y' (spec 000 §1), e.g. '14 Oct 2026'. */
export function insightDate(instant: string, channel: Channel): string {
  return formatDate(localDateOf(new Date(instant), channelConfig(channel).timeZone));
}
