import type { Channel } from '@tasman/domain/channel/channel';
import { localDateIn } from '@tasman/domain/channel/channel';
import { formatDate } from '@/ui/date-text';

/** An article's instant as the portal's local day, 'dd MMM y' (spec 000 §1), e.g. '14 Oct 2026'. */
export function insightDate(instant: string, channel: Channel): string {
  return formatDate(localDateIn(channel, new Date(instant)));
}
