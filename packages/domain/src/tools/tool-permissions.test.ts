import { describe, expect, it } from 'vitest';
import type { ToolSettings } from '../contracts/tools.js';
import { mulberry32 } from '../random/mulberry32.js';
import { canOpenTool, toolsAllOff, toolTiles, type ToolViewer } from './tool-permissions.js';

const allOn: ToolSettings = { adviceTools: true, daksDesktopWeb: true, daifWeb: true, fmbWeb: true, smksWeb: true };
const CLIENT = '3f0c2f5e-1d7a-4c1e-9a53-0b6f1f0e2a11';

const member = (fields: Partial<ToolViewer> = {}): ToolViewer => ({
  channel: 'NZ',
  hasAdviceTools: true,
  clientId: CLIENT,
  dateOfBirth: '1970-06-15',
  kiwiSaverAccounts: [{ isOpen: true, securitiesHeld: 1 }],
  ...fields,
});

const availability = (viewer: ToolViewer, today: string, settings: ToolSettings = allOn) =>
  Object.fromEntries(toolTiles(settings, viewer, today).map((tile) => [tile.tool, tile.reason ?? 'available']));

describe('toolTiles: the four tiles of spec 002 §2.6', () => {
  it('lists the tiles in the spec order, with their routes for a KiwiSaver member under 65', () => {
    expect(toolTiles(allOn, member(), '2026-11-25')).toEqual([
      { tool: 'kiwisaver-advice', href: `/kiwisaver-advice/${CLIENT}`, available: true, reason: null },
      { tool: 'spend-my-kiwisaver', href: null, available: false, reason: 'under-65' },
      { tool: 'forecast-my-balance', href: `/kiwisaver-forecast-tool/${CLIENT}`, available: true, reason: null },
      { tool: 'investment-funds-advice', href: '/investment-funds-advice', available: true, reason: null },
    ]);
  });

  it('gives the decumulator route to a member of 65 or over', () => {
    const tiles = toolTiles(allOn, member({ dateOfBirth: '1950-01-01' }), '2026-11-25');
    expect(tiles.find((tile) => tile.tool === 'spend-my-kiwisaver')?.href).toBe(`/kiwisaver-decumulator-tool/${CLIENT}`);
    expect(tiles.find((tile) => tile.tool === 'forecast-my-balance')?.reason).toBe('age-65-or-over');
  });
});

// spec 002 §6 and §9 'Tools': Forecast My Balance needs age under 65, Spend My KiwiSaver 65 or over.
// Born 15 August 1961: 65 on 15 August 2026 (ageOn counts completed years).
describe('the 65th birthday', () => {
  const viewer = member({ dateOfBirth: '1961-08-15' });
  it.each([
    ['the day before', '2026-08-14', 'available', 'under-65'],
    ['the day of', '2026-08-15', 'age-65-or-over', 'available'],
    ['the day after', '2026-08-16', 'age-65-or-over', 'available'],
  ])('%s (%s): forecast %s, spend %s', (_label, today, forecast, spend) => {
    const result = availability(viewer, today);
    expect(result['forecast-my-balance']).toBe(forecast);
    expect(result['spend-my-kiwisaver']).toBe(spend);
  });

  // Born 29 February 1960: the 65th birthday falls in 2025, not a leap year; the portal's ageOn
  // (home/age-on.ts) reaches it on 1 March, the day after 28 February.
  it.each([
    ['28 February 2025', '2025-02-28', 'available', 'under-65'],
    ['1 March 2025', '2025-03-01', 'age-65-or-over', 'available'],
  ])('a 29 February birthday on %s: forecast %s, spend %s', (_label, today, forecast, spend) => {
    const result = availability(member({ dateOfBirth: '1960-02-29' }), today);
    expect(result['forecast-my-balance']).toBe(forecast);
    expect(result['spend-my-kiwisaver']).toBe(spend);
  });

  // Born 29 February 1964: the 65th birthday falls in 2029 (1964 + 65), not a leap year, so on 1 March 2029.
  it('a 29 February birthday whose 65th year is not a leap year either turns 65 on 1 March', () => {
    const viewer1964 = member({ dateOfBirth: '1964-02-29' });
    expect(availability(viewer1964, '2029-02-28')['forecast-my-balance']).toBe('available');
    expect(availability(viewer1964, '2029-03-01')['forecast-my-balance']).toBe('age-65-or-over');
  });
});

describe('accounts', () => {
  it('refuses Forecast My Balance for a closed account, or one holding two securities, or none', () => {
    expect(availability(member({ kiwiSaverAccounts: [{ isOpen: false, securitiesHeld: 1 }] }), '2026-11-25')['forecast-my-balance']).toBe(
      'no-single-security-kiwisaver-account',
    );
    expect(availability(member({ kiwiSaverAccounts: [{ isOpen: true, securitiesHeld: 2 }] }), '2026-11-25')['forecast-my-balance']).toBe(
      'no-single-security-kiwisaver-account',
    );
    expect(availability(member({ kiwiSaverAccounts: [{ isOpen: true, securitiesHeld: 0 }] }), '2026-11-25')['forecast-my-balance']).toBe(
      'no-single-security-kiwisaver-account',
    );
  });

  it('accepts Forecast My Balance when one of two KiwiSaver accounts is open with exactly one security', () => {
    const viewer = member({ kiwiSaverAccounts: [{ isOpen: true, securitiesHeld: 2 }, { isOpen: true, securitiesHeld: 1 }] });
    expect(availability(viewer, '2026-11-25')['forecast-my-balance']).toBe('available');
  });

  it('lets a member of 65 or over with a closed KiwiSaver account open Spend My KiwiSaver (spec 002 §6: "a KiwiSaver account")', () => {
    const viewer = member({ dateOfBirth: '1955-03-02', kiwiSaverAccounts: [{ isOpen: false, securitiesHeld: 0 }] });
    expect(availability(viewer, '2026-11-25')['spend-my-kiwisaver']).toBe('available');
  });

  it('gives a client with no KiwiSaver account the two advice tiles only', () => {
    expect(availability(member({ kiwiSaverAccounts: [] }), '2026-11-25')).toEqual({
      'kiwisaver-advice': 'available',
      'spend-my-kiwisaver': 'no-kiwisaver-account',
      'forecast-my-balance': 'no-kiwisaver-account',
      'investment-funds-advice': 'available',
    });
  });

  it('refuses both calculators when the date of birth is unknown', () => {
    const result = availability(member({ dateOfBirth: null }), '2026-11-25');
    expect(result['forecast-my-balance']).toBe('no-date-of-birth');
    expect(result['spend-my-kiwisaver']).toBe('no-date-of-birth');
  });
});

describe('roles, access and portals', () => {
  it('gives staff and advisers (no client record) Investment Funds Digital Advice only', () => {
    expect(availability(member({ clientId: null, dateOfBirth: null, kiwiSaverAccounts: [] }), '2026-11-25')).toEqual({
      'kiwisaver-advice': 'no-client',
      'spend-my-kiwisaver': 'no-client',
      'forecast-my-balance': 'no-client',
      'investment-funds-advice': 'available',
    });
  });

  it('refuses every tile to a user without advice-tools access', () => {
    expect(Object.values(availability(member({ hasAdviceTools: false }), '2026-11-25'))).toEqual(Array(4).fill('no-advice-tools-access'));
  });

  it('refuses every tile on the Australian portal', () => {
    expect(Object.values(availability(member({ channel: 'AU' }), '2026-11-25'))).toEqual(Array(4).fill('nz-portal-only'));
  });

  it('switches each tile off with its own setting (daks desktop web, smks web, fmb web, daif web)', () => {
    const off = (setting: keyof ToolSettings) => availability(member({ dateOfBirth: '1950-01-01' }), '2026-11-25', { ...allOn, [setting]: false });
    expect(off('daksDesktopWeb')['kiwisaver-advice']).toBe('switched-off');
    expect(off('smksWeb')['spend-my-kiwisaver']).toBe('switched-off');
    expect(off('daifWeb')['investment-funds-advice']).toBe('switched-off');
    expect(availability(member(), '2026-11-25', { ...allOn, fmbWeb: false })['forecast-my-balance']).toBe('switched-off');
    expect(off('smksWeb')['kiwisaver-advice']).toBe('available');
  });
});

describe('toolsAllOff: spec 002 §8 "Digital tools are currently unavailable"', () => {
  it('is on when the advice-tools switch is off, or all four tool switches are', () => {
    expect(toolsAllOff(allOn)).toBe(false);
    expect(toolsAllOff({ ...allOn, adviceTools: false })).toBe(true);
    expect(toolsAllOff({ adviceTools: true, daksDesktopWeb: false, daifWeb: false, fmbWeb: false, smksWeb: false })).toBe(true);
    expect(toolsAllOff({ adviceTools: true, daksDesktopWeb: false, daifWeb: false, fmbWeb: false, smksWeb: true })).toBe(false);
  });
});

// Properties over 5,000 generated viewers, settings and days (seeded, so a failure repeats).
describe('properties', () => {
  const random = mulberry32(20261125);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const day = () => `${1990 + Math.floor(random() * 50)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${pick(['01', '15', '28'])}`;
  const cases = Array.from({ length: 5000 }, () => {
    const settings: ToolSettings = {
      adviceTools: random() < 0.8,
      daksDesktopWeb: random() < 0.7,
      daifWeb: random() < 0.7,
      fmbWeb: random() < 0.7,
      smksWeb: random() < 0.7,
    };
    const viewer: ToolViewer = {
      channel: random() < 0.85 ? 'NZ' : 'AU',
      hasAdviceTools: random() < 0.8,
      clientId: random() < 0.85 ? CLIENT : null,
      dateOfBirth: random() < 0.9 ? `${1925 + Math.floor(random() * 90)}-${pick(['01-01', '02-29', '06-30', '12-31'])}` : null,
      kiwiSaverAccounts: Array.from({ length: Math.floor(random() * 3) }, () => ({ isOpen: random() < 0.8, securitiesHeld: Math.floor(random() * 3) })),
    };
    return { settings, viewer, today: day() };
  });

  it('never offers both calculators to one person on one day', () => {
    for (const { settings, viewer, today } of cases) {
      const open = availability(viewer, today, settings);
      expect(open['forecast-my-balance'] === 'available' && open['spend-my-kiwisaver'] === 'available').toBe(false);
    }
  });

  it('gives a route exactly to the available tiles, and a reason exactly to the others', () => {
    for (const { settings, viewer, today } of cases) {
      for (const tile of toolTiles(settings, viewer, today)) {
        expect(tile.href !== null).toBe(tile.available);
        expect(tile.reason === null).toBe(tile.available);
      }
    }
  });

  it('offers nothing when every tool is off, without advice-tools access, or on the AU portal', () => {
    for (const { settings, viewer, today } of cases) {
      if (toolsAllOff(settings) || !viewer.hasAdviceTools || viewer.channel === 'AU') {
        expect(toolTiles(settings, viewer, today).some((tile) => tile.available)).toBe(false);
      }
    }
  });

  it('agrees with canOpenTool tile by tile', () => {
    for (const { settings, viewer, today } of cases.slice(0, 500)) {
      for (const tile of toolTiles(settings, viewer, today)) expect(canOpenTool(tile.tool, settings, viewer, today)).toBe(tile.available);
    }
  });
});
