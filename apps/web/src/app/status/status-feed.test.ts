import type { PortalStatusPayload } from '@tasman/domain/portal-status/portal-status-machine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToPortalStatus } from './status-feed';

/** A WebSocket the test drives: open, message and close happen when the test says. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('portal status feed', () => {
  let received: PortalStatusPayload[];
  let stop: () => void;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    received = [];
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    warn.mockRestore();
  });

  it('passes on what the socket sends and sends keepalive every 60 seconds', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    stop = subscribeToPortalStatus((payload) => received.push(payload));
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe('ws://localhost:3000/ws/status');
    socket.onopen?.();
    socket.onmessage?.({ data: '{"currentStatus":false,"currentStatusAus":true}' });
    expect(received).toEqual([{ currentStatus: false, currentStatusAus: true }]);
    vi.advanceTimersByTime(59_999);
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['keepalive']);
  });

  it('reconnects 5 seconds after the socket closes', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    stop = subscribeToPortalStatus((payload) => received.push(payload));
    FakeSocket.instances[0]!.onopen?.();
    FakeSocket.instances[0]!.onclose?.();
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
  });

  it('polls every 30 seconds when a socket cannot be created, and 5 seconds after a failed poll', async () => {
    vi.stubGlobal('WebSocket', function NoSocket() {
      throw new Error('blocked');
    });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"currentStatus":true,"currentStatusAus":true}'))
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValue(new Response('{"currentStatus":false,"currentStatusAus":true}'));
    vi.stubGlobal('fetch', fetchMock);
    stop = subscribeToPortalStatus((payload) => received.push(payload));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/cache/status');
    expect(received).toEqual([{ currentStatus: true, currentStatusAus: true }]);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(received.at(-1)).toEqual({ currentStatus: false, currentStatusAus: true });
  });

  it('polls when the first socket never opens', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"currentStatus":true,"currentStatusAus":false}'));
    vi.stubGlobal('fetch', fetchMock);
    stop = subscribeToPortalStatus((payload) => received.push(payload));
    FakeSocket.instances[0]!.onclose?.();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(received).toEqual([{ currentStatus: true, currentStatusAus: false }]);
  });

  it('stops listening when unsubscribed', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    stop = subscribeToPortalStatus((payload) => received.push(payload));
    stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
