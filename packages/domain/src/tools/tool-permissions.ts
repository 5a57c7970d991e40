import type { Channel } from '../channel/channel.js';
import type { ToolId, ToolSettings, ToolTile, ToolUnavailableReason } from '../contracts/tools.js';
import { ageOn } from '../home/age-on.js';

/** spec 002 §9 'Tools': the forecast tool needs age under 65, the spend tool 65 or over. */
export const TOOLS_RETIREMENT_AGE = 65;

/** One KiwiSaver account of the signed-in client, as the tool rules need it. */
export interface ToolKiwiSaverAccount {
  isOpen: boolean;
  /** How many different funds (securities) the account holds units in today. */
  securitiesHeld: number;
}

/** Who is asking, on which portal. Staff and advisers have no client record (clientId null). */
export interface ToolViewer {
  channel: Channel;
  hasAdviceTools: boolean;
  clientId: string | null;
  dateOfBirth: string | null;
  kiwiSaverAccounts: readonly ToolKiwiSaverAccount[];
}

/** The tiles of spec 002 §2.6 in the spec's order, each with the per-tool setting of spec 002 §6. */
const TOOLS: ReadonlyArray<{ tool: ToolId; setting: Exclude<keyof ToolSettings, 'adviceTools'> }> = [
  { tool: 'kiwisaver-advice', setting: 'daksDesktopWeb' },
  { tool: 'spend-my-kiwisaver', setting: 'smksWeb' },
  { tool: 'forecast-my-balance', setting: 'fmbWeb' },
  { tool: 'investment-funds-advice', setting: 'daifWeb' },
];

/** spec 002 §8 'All NZ tools off': the portal's advice-tools switch is off, or every per-tool switch is. */
export function toolsAllOff(settings: ToolSettings): boolean {
  return !settings.adviceTools || TOOLS.every(({ setting }) => !settings[setting]);
}

function toolHref(tool: ToolId, clientId: string | null): string {
  const id = encodeURIComponent(clientId ?? '');
  switch (tool) {
    case 'kiwisaver-advice':
      return `/kiwisaver-advice/${id}`;
    case 'spend-my-kiwisaver':
      return `/kiwisaver-decumulator-tool/${id}`;
    case 'forecast-my-balance':
      return `/kiwisaver-forecast-tool/${id}`;
    case 'investment-funds-advice':
      return '/investment-funds-advice';
  }
}

/** What a tool asks of the member beyond the switches and the advice-tools access (spec 002 §6). */
function memberReason(tool: ToolId, viewer: ToolViewer, today: string): ToolUnavailableReason | null {
  // spec 002 §6: 'Investment advice needs no account'.
  if (tool === 'investment-funds-advice') return null;
  // The other three routes name the client (spec 002 §2.6): staff and advisers have no own record.
  if (viewer.clientId === null) return 'no-client';
  // Decision (issue 14): KiwiSaver Digital Advice is open to every client, member or not, any age.
  if (tool === 'kiwisaver-advice') return null;
  if (viewer.kiwiSaverAccounts.length === 0) return 'no-kiwisaver-account';
  if (tool === 'forecast-my-balance') {
    // spec 002 §6: 'an open KiwiSaver account with exactly one security and age under 65'.
    const forecastable = viewer.kiwiSaverAccounts.some((account) => account.isOpen && account.securitiesHeld === 1);
    if (!forecastable) return 'no-single-security-kiwisaver-account';
    if (viewer.dateOfBirth === null) return 'no-date-of-birth';
    return ageOn(viewer.dateOfBirth, today) < TOOLS_RETIREMENT_AGE ? null : 'age-65-or-over';
  }
  // spend-my-kiwisaver, spec 002 §6: 'a KiwiSaver account and age 65 or over' (open or not: the spec
  // asks 'open' of Forecast My Balance only).
  if (viewer.dateOfBirth === null) return 'no-date-of-birth';
  return ageOn(viewer.dateOfBirth, today) >= TOOLS_RETIREMENT_AGE ? null : 'under-65';
}

function reasonFor(tool: ToolId, setting: keyof ToolSettings, settings: ToolSettings, viewer: ToolViewer, today: string) {
  // Decision (issue 14): the tools are New Zealand tools (KiwiSaver, the NZ funds); the AU portal has none.
  if (viewer.channel !== 'NZ') return 'nz-portal-only';
  if (!settings.adviceTools || !settings[setting]) return 'switched-off';
  if (!viewer.hasAdviceTools) return 'no-advice-tools-access';
  return memberReason(tool, viewer, today);
}

/**
 * The Tools & Calculators tiles for a viewer on a day (yyyy-mm-dd, the portal's today): each with its
 * route when available, else the first reason it is not (spec 002 §2.6, §6, §9 'Tools').
 */
export function toolTiles(settings: ToolSettings, viewer: ToolViewer, today: string): ToolTile[] {
  return TOOLS.map(({ tool, setting }) => {
    const reason = reasonFor(tool, setting, settings, viewer, today);
    return { tool, href: reason === null ? toolHref(tool, viewer.clientId) : null, available: reason === null, reason };
  });
}

/** Is one tool open to this viewer (the tools-area guard asks this of a tool route)? */
export function canOpenTool(tool: ToolId, settings: ToolSettings, viewer: ToolViewer, today: string): boolean {
  return toolTiles(settings, viewer, today).some((tile) => tile.tool === tool && tile.available);
}
