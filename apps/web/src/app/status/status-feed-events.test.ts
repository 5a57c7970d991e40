import type { LiveEvent } from '@tasman/domain/contracts/notifications';
import type { PortalStatusPayload } from '@tasman/domain/portal-status/portal-status-machine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToPortalStatus } from './status-feed';

/** A WebSocket the test drives. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send() {}
  close() {
    this.onclose?.();
  }
}

describe('status socket events (issue 12: {"event":"notifications-changed"})', () => {
  let statuses: PortalStatusPayload[];
  let events: LiveEvent[];
  let stop: () => void;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.instances = [];
    statuses = [];
    events = [];
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    warn.mockRestore();
  });

  it('hands events to onEvent and statuses to onStatus, never an event to onStatus', () => {
    stop = subscribeToPortalStatus((p) => statuses.push(p), (e) => events.push(e));
    const socket = FakeSocket.instances[0]!;
    socket.onopen?.();
    socket.onmessage?.({ data: '{"currentStatus":false,"currentStatusAus":true}' });
    socket.onmessage?.({ data: '{"event":"notifications-changed"}' });
    expect(statuses).toEqual([{ currentStatus: false, currentStatusAus: true }]);
    expect(events).toEqual([{ event: 'notifications-changed' }]);
  });

  it('drops events when nobody listens for them (the portal status subscriber), and unknown events', () => {
    stop = subscribeToPortalStatus((p) => statuses.push(p));
    const socket = FakeSocket.instances[0]!;
    socket.onopen?.();
    socket.onmessage?.({ data: '{"event":"notifications-changed"}' });
    socket.onmessage?.({ data: '{"event":"something-else"}' });
    expect(statuses).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('counts a reopened socket as a change (pushes while it was down were missed), not the first open', () => {
    stop = subscribeToPortalStatus((p) => statuses.push(p), (e) => events.push(e));
    FakeSocket.instances[0]!.onopen?.();
    expect(events).toEqual([]);
    FakeSocket.instances[0]!.onclose?.();
    vi.advanceTimersByTime(5_000);
    FakeSocket.instances[1]!.onopen?.();
    expect(events).toEqual([{ event: 'notifications-changed' }]);
  });
});
