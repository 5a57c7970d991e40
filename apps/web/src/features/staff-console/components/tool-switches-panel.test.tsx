import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToolSettingsResponse } from '@tasman/domain/contracts/tools';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });

const ALL_ON: ToolSettingsResponse = { channel: 'NZ', adviceTools: true, daksDesktopWeb: true, daifWeb: true, fmbWeb: true, smksWeb: true };
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('Staff Console: Tools', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('switches one tool off with its own switch and shows the answer', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/v1/tools/settings': () => ({ body: ALL_ON }),
      'PUT /api/v1/tools/settings': () => ({ body: { ...ALL_ON, fmbWeb: false } }),
    });
    renderApp('/staff-console?tab=tools', { user: STAFF });
    const fmb = await screen.findByRole('switch', { name: /KiwiSaver Forecast My Balance \(web\)/ });
    expect((fmb as HTMLInputElement).checked).toBe(true);
    await user.click(fmb);
    await waitFor(() => expect((screen.getByRole('switch', { name: /Forecast My Balance/ }) as HTMLInputElement).checked).toBe(false));
    expect(api.callsTo('PUT /api/v1/tools/settings').map(([, init]) => bodyOf(init))).toEqual([{ channel: 'NZ', fmbWeb: false }]);
  });

  it('greys out the four tool switches while the advice-tools switch is off', async () => {
    mockApi({ 'GET /api/v1/tools/settings': () => ({ body: { ...ALL_ON, adviceTools: false } }) });
    renderApp('/staff-console?tab=tools', { user: STAFF });
    expect(((await screen.findByRole('switch', { name: /^Advice tools/ })) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('switch', { name: /Spend My KiwiSaver \(web\)/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it("shows the server's message when a switch is refused", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/v1/tools/settings': () => ({ body: ALL_ON }),
      'PUT /api/v1/tools/settings': () => ({ status: 403, body: { Id: 'Forbidden', Message: 'You do not have access to this.' } }),
    });
    renderApp('/staff-console?tab=tools', { user: STAFF });
    await user.click(await screen.findByRole('switch', { name: /^Advice tools/ }));
    expect(await screen.findByText('You do not have access to this.')).toBeTruthy();
  });
});
