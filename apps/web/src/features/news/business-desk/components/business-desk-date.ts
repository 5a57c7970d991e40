import type { Channel } from '@tasman/domain/channel/channel';
import { channelConfig } from '@tasman/domain/channel/channel';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import { formatDate } from '@/ui/date-text';

/** An item's publication instant as the portal's local day, 'dd MMM y' (spec 002 §9), e.g. '24 Nov 2026'. */
export function businessDeskDate(instant: string, channel: Channel): { iso: string; text: string } {
  const iso = localDateOf(new Date(instant), channelConfig(channel).timeZone);
  return { iso, text: formatDate(iso) };
}
