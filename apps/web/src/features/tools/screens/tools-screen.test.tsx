import { screen, waitFor } from '@testing-library/react';
import type { ToolsResponse, ToolTile } from '@tasman/domain/contracts/tools';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { AU_PORTAL, CLIENT, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const MEMBER = { ...CLIENT, hasAdviceTools: true };
const LOADED = { timeout: 10_000 };

const tile = (tool: ToolTile['tool'], href: string | null, reason: ToolTile['reason'] = null): ToolTile => ({
  tool,
  href,
  available: reason === null,
  reason,
});

/** A member under 65 with one fund: everything but Spend My KiwiSaver. */
const UNDER_65: ToolsResponse = {
  channel: 'NZ',
  allOff: false,
  tiles: [
    tile('kiwisaver-advice', '/kiwisaver-advice/c-1'),
    tile('spend-my-kiwisaver', null, 'under-65'),
    tile('forecast-my-balance', '/kiwisaver-forecast-tool/c-1'),
    tile('investment-funds-advice', null, 'switched-off'),
  ],
};

const at = (Location: string) => ({ 'GET /cache/loc': () => ({ body: { Location } }) });
const tools = (body: ToolsResponse) => ({ 'GET /api/v1/tools': () => ({ body }) });

describe('Tools & Calculators (/tools)', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the location first, with a spinner, and shows no tiles meanwhile', async () => {
    mockApi({ 'GET /cache/loc': () => new Promise<never>(() => {}) as never, ...tools(UNDER_65) });
    renderApp('/tools', { user: MEMBER });
    expect(await screen.findByText('Checking your location…', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tools & Calculators' })).toBeTruthy();
    expect(screen.queryAllByTestId('tool-card')).toEqual([]);
  });

  it('shows a member in New Zealand their tiles: open ones as links, the one they are too young for disabled with the reason', async () => {
    mockApi({ ...at('NZ'), ...tools(UNDER_65) });
    renderApp('/tools', { user: MEMBER });
    expect(await screen.findAllByTestId('tool-card', {}, LOADED)).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Open Forecast My Balance' }).getAttribute('href')).toBe('/kiwisaver-forecast-tool/c-1');
    expect(screen.getByRole('link', { name: 'Get KiwiSaver advice' }).getAttribute('href')).toBe('/kiwisaver-advice/c-1');
    const spend = screen.getByRole('button', { name: 'Open Spend My KiwiSaver' });
    expect(spend.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('For members aged 65 or over.')).toBeTruthy();
    // Switched off: not shown at all.
    expect(screen.queryByText('Investment Funds Digital Advice')).toBeNull();
  });

  it("says 'Digital tools are currently unavailable. Please try again later.' when every tool is off", async () => {
    mockApi({ ...at('NZ'), ...tools({ ...UNDER_65, allOff: true, tiles: UNDER_65.tiles.map((t) => tile(t.tool, null, 'switched-off')) }) });
    renderApp('/tools', { user: MEMBER });
    expect(await screen.findByText('Digital tools are currently unavailable. Please try again later.', {}, LOADED)).toBeTruthy();
    expect(screen.queryAllByTestId('tool-card')).toEqual([]);
  });

  it('shows a visitor overseas the New Zealand-only message with the VPN hint, and no tiles', async () => {
    const api = mockApi({ ...at('US'), ...tools(UNDER_65) });
    renderApp('/tools', { user: MEMBER });
    expect(await screen.findByTestId('tools-overseas', {}, LOADED)).toBeTruthy();
    expect(screen.getByText(/a VPN or proxy may be making it look as though you are somewhere else/)).toBeTruthy();
    expect(screen.queryAllByTestId('tool-card')).toEqual([]);
    expect(api.callsTo('GET /api/v1/tools')).toEqual([]);
  });

  it('counts a failed location check as not in New Zealand (spec 002 §7)', async () => {
    mockApi({ 'GET /cache/loc': () => ({ status: 500, body: { Id: 'Internal', Message: 'down' } }), ...tools(UNDER_65) });
    renderApp('/tools', { user: MEMBER });
    expect(await screen.findByTestId('tools-overseas', {}, LOADED)).toBeTruthy();
  });

  it('opens the KiwiSaver advice button for the DAKS call to action (/tools?open=kiwisaver-advice)', async () => {
    mockApi({ ...at('NZ'), ...tools(UNDER_65) });
    const { router } = renderApp('/tools?open=kiwisaver-advice', { user: MEMBER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiwisaver-advice/c-1'), LOADED);
  });

  it('sends a user without advice-tools access away from /tools', async () => {
    mockApi({ ...at('NZ'), ...tools(UNDER_65) });
    const { router } = renderApp('/tools', { user: CLIENT });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/tools'), LOADED);
  });

  it('says on the Australian portal that the tools are for New Zealand clients', async () => {
    mockApi({ ...at('AU'), ...tools({ ...UNDER_65, channel: 'AU' }) });
    renderApp('/tools', { user: { ...STAFF, channel: 'AU', hasAdviceTools: true }, portal: AU_PORTAL });
    expect(await screen.findByText('These tools are for our New Zealand clients', {}, LOADED)).toBeTruthy();
  });
});

describe('the tools-area guard', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor overseas from a tool route to /tools, which explains', async () => {
    mockApi({ ...at('GB'), ...tools(UNDER_65) });
    const { router } = renderApp('/kiwisaver-forecast-tool/c-1', { user: MEMBER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools'), LOADED);
    expect(await screen.findByTestId('tools-overseas', {}, LOADED)).toBeTruthy();
  });

  it('lets a member in New Zealand open their own tool', async () => {
    const api = mockApi({ ...at('NZ'), ...tools(UNDER_65) });
    const { router } = renderApp('/kiwisaver-forecast-tool/c-1', { user: MEMBER });
    // The guard asked for the tiles (so it got past the location check), and then let the route render.
    await waitFor(() => expect(api.callsTo('GET /api/v1/tools')).toHaveLength(1), LOADED);
    await waitFor(() => expect(screen.queryByText('Checking your location…')).toBeNull(), LOADED);
    expect(router.state.location.pathname).toBe('/kiwisaver-forecast-tool/c-1');
  });

  it("lets staff (no client record) open a client's calculator while the tool is on for them", async () => {
    const staffTiles: ToolsResponse = {
      channel: 'NZ',
      allOff: false,
      tiles: [
        tile('kiwisaver-advice', null, 'no-client'),
        tile('spend-my-kiwisaver', null, 'no-client'),
        tile('forecast-my-balance', null, 'switched-off'),
        tile('investment-funds-advice', '/investment-funds-advice'),
      ],
    };
    const api = mockApi({ ...at('NZ'), ...tools(staffTiles) });
    const staff = { ...STAFF, hasAdviceTools: true };
    const allowed = renderApp('/kiwisaver-decumulator-tool/c-9', { user: staff });
    await waitFor(() => expect(api.callsTo('GET /api/v1/tools')).toHaveLength(1), LOADED);
    await waitFor(() => expect(screen.queryByText('Checking your location…')).toBeNull(), LOADED);
    expect(allowed.router.state.location.pathname).toBe('/kiwisaver-decumulator-tool/c-9');
    allowed.unmount();
    // Switched off: staff are sent to /tools like anyone.
    const refused = renderApp('/kiwisaver-forecast-tool/c-9', { user: staff });
    await waitFor(() => expect(refused.router.state.location.pathname).toBe('/tools'), LOADED);
  });

  it.each([
    ['a tool they do not qualify for', '/kiwisaver-decumulator-tool/c-1'],
    ['a tool switched off', '/investment-funds-advice'],
    ["another client's calculator", '/kiwisaver-forecast-tool/c-2'],
  ])('sends a member in New Zealand from %s to /tools', async (_label, url) => {
    mockApi({ ...at('NZ'), ...tools(UNDER_65) });
    const { router } = renderApp(url, { user: MEMBER });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools'), LOADED);
  });
});
