import { isChannelLive, type PortalStatusPayload } from '@tasman/domain/portal-status/portal-status-machine';
import type { Channel } from '@tasman/domain/channel/channel';
import type { PortalStatusResponse } from '@tasman/domain/contracts/portal';
import { useCallback, useEffect, useState } from 'react';
import { usePortalStatusNow } from '../api/get-portal-status';

/** How the app follows the portal status (its status feed): starts listening, returns a stop. */
export type SubscribeToStatus = (onStatus: (payload: PortalStatusPayload) => void) => () => void;

/**
 * Whether a channel is live: read once when the console opens, then from the same status feed the
 * shell follows (socket, else poll); null until either answers. `know` takes the answer of a status
 * change at once, before the feed's.
 */
export function useChannelLive(channel: Channel, subscribe: SubscribeToStatus) {
  const now = usePortalStatusNow();
  const [reported, setReported] = useState<boolean | null>(null);
  useEffect(() => subscribe((payload) => setReported(isChannelLive(payload, channel))), [subscribe, channel]);
  const know = useCallback((status: PortalStatusResponse) => setReported(isChannelLive(status, channel)), [channel]);
  const live = reported ?? (now.data ? isChannelLive(now.data, channel) : null);
  return { live, know };
}
