import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalStatusPayload } from '@tasman/domain/portal-status/portal-status-machine';
import { MESSAGES } from '@tasman/domain/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { PortalInfoProvider } from '@/lib/portal-info';
import { createQueryClient } from '@/lib/query-client';
import { NZ_PORTAL } from '@/test/fixtures';
import { PortalStatusBoundary } from './portal-status-boundary';
import type { StatusSubscribe } from './status-feed';

const MAINTENANCE_TITLE = 'The Tasman Client Portal is in maintenance.';

function renderBoundary(signedIn: boolean, exempt = false) {
  let push: (payload: PortalStatusPayload) => void = () => {};
  const subscribe: StatusSubscribe = (onStatus) => {
    push = onStatus;
    return () => {};
  };
  const onSignOut = vi.fn();
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <PortalInfoProvider value={NZ_PORTAL}>
        <PortalStatusBoundary signedIn={signedIn} exempt={exempt} onSignOut={onSignOut} subscribe={subscribe}>
          <p>Routed content</p>
        </PortalStatusBoundary>
      </PortalInfoProvider>
    </Providers>,
  );
  return { push: (payload: PortalStatusPayload) => act(() => push(payload)), onSignOut };
}

describe('portal status while signed in', () => {
  // Fake timers that still move with real time, so the lazily loaded modal can arrive.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('counts down from 30 seconds each second, then signs the user out and shows the maintenance page', async () => {
    const { push, onSignOut } = renderBoundary(true);
    push({ currentStatus: false, currentStatusAus: true });
    expect(await screen.findByText(MESSAGES.maintenanceModal(30))).toBeTruthy();
    expect(screen.getByText('Routed content')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(MESSAGES.maintenanceModal(29))).toBeTruthy();
    act(() => vi.advanceTimersByTime(28_000));
    expect(screen.getByText(MESSAGES.maintenanceModal(1))).toBeTruthy();
    expect(onSignOut).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/automatically logged out/)).toBeNull();
    expect(await screen.findByRole('heading', { name: MAINTENANCE_TITLE })).toBeTruthy();
    expect(screen.queryByText('Routed content')).toBeNull();
  });

  it('keeps staff signed in and at work through maintenance: no countdown, no maintenance page (issue 10)', async () => {
    const { push, onSignOut } = renderBoundary(true, true);
    push({ currentStatus: false, currentStatusAus: true });
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.queryByText(/automatically logged out/)).toBeNull();
    expect(screen.queryByRole('heading', { name: MAINTENANCE_TITLE })).toBeNull();
    expect(screen.getByText('Routed content')).toBeTruthy();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('does not restart a running countdown when the status repeats', async () => {
    const { push } = renderBoundary(true);
    push({ currentStatus: false });
    await screen.findByText(MESSAGES.maintenanceModal(30));
    act(() => vi.advanceTimersByTime(5000));
    push({ currentStatus: false });
    expect(screen.getByText(MESSAGES.maintenanceModal(25))).toBeTruthy();
  });

  it('signs out at once when the user clicks Logout', async () => {
    const { push, onSignOut } = renderBoundary(true);
    push({ currentStatus: false });
    await screen.findByText(MESSAGES.maintenanceModal(30));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: MAINTENANCE_TITLE })).toBeTruthy();
  });

  it('cancels the countdown when the portal comes back', async () => {
    const { push, onSignOut } = renderBoundary(true);
    push({ currentStatus: false });
    await screen.findByText(MESSAGES.maintenanceModal(30));
    push({ currentStatus: true });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.queryByText(/automatically logged out/)).toBeNull();
    expect(screen.getByText('Routed content')).toBeTruthy();
  });

  it("ignores the other channel's status", async () => {
    const { push } = renderBoundary(true);
    push({ currentStatus: true, currentStatusAus: false });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(/automatically logged out/)).toBeNull();
    expect(screen.getByText('Routed content')).toBeTruthy();
  });
});

describe('portal status while nobody is signed in', () => {
  it('shows the maintenance page at once, without the modal, and the content again when live', async () => {
    const { push, onSignOut } = renderBoundary(false);
    push({ currentStatus: false });
    expect(await screen.findByRole('heading', { name: MAINTENANCE_TITLE })).toBeTruthy();
    expect(screen.getByText("We'll be back online shortly.")).toBeTruthy();
    expect(screen.getByText('for KiwiSaver accounts', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/automatically logged out/)).toBeNull();
    expect(onSignOut).not.toHaveBeenCalled();
    push({ currentStatus: true });
    expect(screen.getByText('Routed content')).toBeTruthy();
  });
});
