import { describe, expect, it } from 'vitest';
import {
  FORCED_LOGOUT_SECONDS,
  INITIAL_PORTAL_STATUS,
  isChannelLive,
  isPlannedMaintenanceNoticeDay,
  nextPortalStatus,
  type PortalStatusEvent,
  type PortalStatusState,
} from './portal-status-machine.js';

const run = (events: PortalStatusEvent[], from: PortalStatusState = INITIAL_PORTAL_STATUS) => {
  let state = from;
  let signOuts = 0;
  for (const event of events) {
    const next = nextPortalStatus(state, event);
    state = next.state;
    if (next.signOut) signOuts += 1;
  }
  return { state, signOuts };
};
const ticks = (n: number): PortalStatusEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

// spec 000 §4 'Portal status', transition by transition.
describe('portal status machine (spec 000 §4)', () => {
  it('starts live', () => {
    expect(INITIAL_PORTAL_STATUS).toEqual({ live: true, countdown: null });
  });

  it('counts a missing value as live', () => {
    expect(isChannelLive({}, 'NZ')).toBe(true);
    expect(isChannelLive({ currentStatus: null }, 'NZ')).toBe(true);
    expect(isChannelLive({ currentStatus: false, currentStatusAus: true }, 'NZ')).toBe(false);
    expect(isChannelLive({ currentStatus: false, currentStatusAus: true }, 'AU')).toBe(true);
  });

  it('goes to maintenance at once when nobody is signed in', () => {
    expect(run([{ type: 'status', live: false, signedIn: false }])).toEqual({
      state: { live: false, countdown: null },
      signOuts: 0,
    });
  });

  it('opens a 30-second countdown for a signed-in user, keeping the content until it ends', () => {
    const { state } = run([{ type: 'status', live: false, signedIn: true }]);
    expect(state).toEqual({ live: true, countdown: FORCED_LOGOUT_SECONDS });
    expect(FORCED_LOGOUT_SECONDS).toBe(30);
  });

  it('signs out once when the countdown reaches 0, then shows maintenance', () => {
    const start = run([{ type: 'status', live: false, signedIn: true }]);
    expect(run(ticks(29), start.state)).toEqual({ state: { live: true, countdown: 1 }, signOuts: 0 });
    expect(run(ticks(30), start.state)).toEqual({ state: { live: false, countdown: null }, signOuts: 1 });
    expect(run(ticks(35), start.state).signOuts).toBe(1);
  });

  it('does not restart a running countdown on another offline message', () => {
    const { state } = run([{ type: 'status', live: false, signedIn: true }, ...ticks(10), { type: 'status', live: false, signedIn: true }]);
    expect(state.countdown).toBe(20);
  });

  it('signs out at once when the user clicks Logout in the modal', () => {
    const { state, signOuts } = run([{ type: 'status', live: false, signedIn: true }, ...ticks(3), { type: 'logout' }]);
    expect(state).toEqual({ live: false, countdown: null });
    expect(signOuts).toBe(1);
  });

  it('cancels the countdown and goes live when the status comes back', () => {
    const { state, signOuts } = run([
      { type: 'status', live: false, signedIn: true },
      ...ticks(5),
      { type: 'status', live: true, signedIn: true },
      ...ticks(40),
    ]);
    expect(state).toEqual({ live: true, countdown: null });
    expect(signOuts).toBe(0);
  });

  it('goes live from the maintenance page when the status comes back', () => {
    const { state } = run([{ type: 'status', live: false, signedIn: false }, { type: 'status', live: true, signedIn: false }]);
    expect(state.live).toBe(true);
  });

  it('ignores Logout and ticks when no countdown runs', () => {
    expect(run([{ type: 'logout' }, ...ticks(2)])).toEqual({ state: INITIAL_PORTAL_STATUS, signOuts: 0 });
  });
});

describe('planned maintenance notice day (spec 000 §2.2, §9: 14 Oct 2023 00:01 to 23:59 at +13)', () => {
  it('applies from 00:01 to 23:59 NZDT on 14 October 2023 only', () => {
    expect(isPlannedMaintenanceNoticeDay(new Date('2023-10-14T00:01:00+13:00'))).toBe(true);
    expect(isPlannedMaintenanceNoticeDay(new Date('2023-10-14T12:00:00+13:00'))).toBe(true);
    expect(isPlannedMaintenanceNoticeDay(new Date('2023-10-14T23:59:00+13:00'))).toBe(true);
    expect(isPlannedMaintenanceNoticeDay(new Date('2023-10-14T00:00:30+13:00'))).toBe(false);
    expect(isPlannedMaintenanceNoticeDay(new Date('2023-10-14T23:59:30+13:00'))).toBe(false);
    expect(isPlannedMaintenanceNoticeDay(new Date('2024-10-14T12:00:00+13:00'))).toBe(false);
  });
});
