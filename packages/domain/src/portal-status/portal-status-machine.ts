import type { Channel } from '../channel/channel.js';

/** spec 000 §9 */
export const FORCED_LOGOUT_SECONDS = 30;
export const STATUS_POLL_MS = 30_000;
export const STATUS_RETRY_MS = 5_000;
export const SOCKET_KEEPALIVE_MS = 60_000;
export const SOCKET_RECONNECT_MS = 5_000;

/** The payload of GET /cache/status and of each /ws/status message (spec 000 §3). */
export interface PortalStatusPayload {
  currentStatus?: boolean | null;
  currentStatusAus?: boolean | null;
}

/** spec 000 §3: 'A missing value counts as live.' */
export function isChannelLive(payload: PortalStatusPayload, channel: Channel): boolean {
  const value = channel === 'NZ' ? payload.currentStatus : payload.currentStatusAus;
  return value !== false;
}

export interface PortalStatusState {
  /** false shows the maintenance page instead of routed content. */
  live: boolean;
  /** Seconds left before the forced sign-out, or null when no countdown runs. */
  countdown: number | null;
}

export type PortalStatusEvent =
  | { type: 'status'; live: boolean; signedIn: boolean }
  | { type: 'tick' }
  /** The user clicked Logout or closed the modal. */
  | { type: 'logout' };

export interface PortalStatusTransition {
  state: PortalStatusState;
  /** true when the caller must sign the user out now. */
  signOut: boolean;
}

export const INITIAL_PORTAL_STATUS: PortalStatusState = { live: true, countdown: null };

/** The portal-status state machine of spec 000 §4 'Portal status'. Pure: timers live in the caller. */
export function nextPortalStatus(state: PortalStatusState, event: PortalStatusEvent): PortalStatusTransition {
  switch (event.type) {
    case 'status': {
      if (event.live) return { state: { live: true, countdown: null }, signOut: false };
      if (!event.signedIn) return { state: { live: false, countdown: null }, signOut: false };
      if (state.countdown !== null) return { state, signOut: false };
      if (!state.live) return { state, signOut: false };
      return { state: { live: true, countdown: FORCED_LOGOUT_SECONDS }, signOut: false };
    }
    case 'tick': {
      if (state.countdown === null) return { state, signOut: false };
      const left = state.countdown - 1;
      if (left > 0) return { state: { ...state, countdown: left }, signOut: false };
      return { state: { live: false, countdown: null }, signOut: true };
    }
    case 'logout': {
      if (state.countdown === null) return { state, signOut: false };
      return { state: { live: false, countdown: null }, signOut: true };
    }
  }
}

/** spec 000 §2.2: the planned-maintenance notice applies only on 14 Oct 2023, 00:01 to 23:59 at +13. */
export function isPlannedMaintenanceNoticeDay(now: Date): boolean {
  const start = Date.UTC(2023, 9, 14, 0, 1) - 13 * 3_600_000;
  const end = Date.UTC(2023, 9, 14, 23, 59) - 13 * 3_600_000;
  const t = now.getTime();
  return t >= start && t <= end;
}
