import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@tasman/domain/contracts/notifications';
import { useEffect } from 'react';
import { notificationsQueryOptions } from '../api/get-notifications';

/** The status socket, as the app hands it over (its status messages are not ours). */
export type LiveEventsSubscribe = (onStatus: () => void, onEvent: (event: LiveEvent) => void) => () => void;

const ignoreStatus = () => {};

/**
 * Issue 12 'Live': while signed in, listen on the status socket (opened after sign-in, so the server
 * knows whose it is) and reload the notifications whenever it says they changed; the bell, the alert
 * bar and the lists all read that one query.
 */
export function useNotificationsLive(subscribe: LiveEventsSubscribe): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = notificationsQueryOptions();
    return subscribe(ignoreStatus, (event) => {
      if (event.event === 'notifications-changed') void queryClient.invalidateQueries({ queryKey, exact: true });
    });
  }, [subscribe, queryClient]);
}
