import {
  SOCKET_KEEPALIVE_MS,
  SOCKET_RECONNECT_MS,
  STATUS_POLL_MS,
  STATUS_RETRY_MS,
  type PortalStatusPayload,
} from '@tasman/domain/portal-status/portal-status-machine';
import type { LiveEvent } from '@tasman/domain/contracts/notifications';

/**
 * Starts listening for portal status; returns a function that stops it. With onEvent, the socket's
 * other pushes ({"event":"notifications-changed"}) are handed there; they never reach onStatus.
 */
export type StatusSubscribe = (
  onStatus: (payload: PortalStatusPayload) => void,
  onEvent?: (event: LiveEvent) => void,
) => () => void;

const STATUS_URL = '/cache/status';

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws/status`;
}

/**
 * spec 000 §7 'Status socket' and 'Portal status poll': the socket sends the status on connect and
 * on each change; we send 'keepalive' every 60 s and reconnect 5 s after a close. If a socket
 * cannot be created, or the first one never opens (a proxy that refuses WebSockets), GET
 * /cache/status every 30 s instead (5 s after a failure).
 * Failures are logged and retried, never shown (spec 000 §8).
 */
export const subscribeToPortalStatus: StatusSubscribe = (onStatus, onEvent) => {
  let stopped = false;
  let everOpened = false;
  let socket: WebSocket | null = null;
  let keepalive: ReturnType<typeof setInterval> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (run: () => void, ms: number) => {
    if (!stopped) timer = setTimeout(run, ms);
  };

  const poll = async () => {
    try {
      const response = await fetch(STATUS_URL, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET ${STATUS_URL} answered ${response.status}`);
      const payload = (await response.json()) as PortalStatusPayload;
      if (!stopped) onStatus(payload);
      schedule(poll, STATUS_POLL_MS);
    } catch (error) {
      console.warn('Portal status poll failed; retrying', error);
      schedule(poll, STATUS_RETRY_MS);
    }
  };

  const connect = () => {
    try {
      socket = new WebSocket(socketUrl());
    } catch (error) {
      console.warn('Portal status socket could not be created; polling instead', error);
      void poll();
      return;
    }
    socket.onopen = () => {
      // Changes pushed while the socket was down were missed: a reopened socket counts as one.
      if (everOpened) onEvent?.({ event: 'notifications-changed' });
      everOpened = true;
      keepalive = setInterval(() => socket?.send('keepalive'), SOCKET_KEEPALIVE_MS);
    };
    socket.onmessage = (event: MessageEvent) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch (error) {
        console.warn('Portal status message was not JSON', error);
        return;
      }
      // An event (issue 12) is not a status: read as one, its missing values would count as live.
      if (typeof message === 'object' && message !== null && 'event' in message) {
        // Checked by hand, not with the zod contract: the status feed loads with the first page.
        if ((message as { event: unknown }).event === 'notifications-changed') onEvent?.({ event: 'notifications-changed' });
        else console.warn('Portal status socket sent an unknown event', message);
        return;
      }
      onStatus(message as PortalStatusPayload);
    };
    socket.onclose = () => {
      clearInterval(keepalive);
      socket = null;
      if (stopped) return;
      if (!everOpened) {
        console.warn('Portal status socket could not connect; polling instead');
        void poll();
        return;
      }
      console.warn('Portal status socket closed; reconnecting');
      schedule(connect, SOCKET_RECONNECT_MS);
    };
  };

  if (typeof WebSocket === 'undefined') void poll();
  else connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(keepalive);
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  };
};
