import {
  INITIAL_PORTAL_STATUS,
  isChannelLive,
  nextPortalStatus,
  type PortalStatusEvent,
  type PortalStatusState,
} from '@tasman/domain/portal-status/portal-status-machine';
import type { Channel } from '@tasman/domain/channel/channel';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StatusSubscribe } from './status-feed';

interface UsePortalStatusOptions {
  channel: Channel;
  signedIn: boolean;
  /** Called when the machine says the user must be signed out now. */
  onSignOut: () => void;
  subscribe: StatusSubscribe;
}

/**
 * Drives the portal status machine (spec 000 §4 'Portal status') from the status feed, with a
 * 1 s ticker while a forced-logout countdown runs. The machine is pure; timers live here.
 */
export function usePortalStatus({ channel, signedIn, onSignOut, subscribe }: UsePortalStatusOptions) {
  const [state, setState] = useState<PortalStatusState>(INITIAL_PORTAL_STATUS);
  const stateRef = useRef(state);
  const signedInRef = useRef(signedIn);
  const onSignOutRef = useRef(onSignOut);
  useEffect(() => {
    signedInRef.current = signedIn;
    onSignOutRef.current = onSignOut;
  });

  const dispatch = useCallback((event: PortalStatusEvent) => {
    const transition = nextPortalStatus(stateRef.current, event);
    stateRef.current = transition.state;
    setState(transition.state);
    if (transition.signOut) onSignOutRef.current();
  }, []);

  useEffect(
    () =>
      subscribe((payload) =>
        dispatch({ type: 'status', live: isChannelLive(payload, channel), signedIn: signedInRef.current }),
      ),
    [subscribe, dispatch, channel],
  );

  const counting = state.countdown !== null;
  useEffect(() => {
    if (!counting) return;
    const ticker = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(ticker);
  }, [counting, dispatch]);

  const logout = useCallback(() => dispatch({ type: 'logout' }), [dispatch]);
  return { live: state.live, countdown: state.countdown, logout };
}
