import type { Channel } from '@tasman/domain/channel/channel';
import { localDateIn } from '@tasman/domain/channel/channel';
import { formatDate } from '@/ui/date-text';

/** An item's publication instant as the portal's local day, 'dd MMM y' (spec 002 §9), e.g. '24 Nov 2026'. */
export function businessDeskDate(instant: string, channel: Channel): { iso: string; text: string } {
  const iso = localDateIn(channel, new Date(instant));
  return { iso, text: formatDate(iso) };
}
