import { z } from 'zod';
import { ChannelSchema } from './common.js';

/** GET /cache/loc (spec 002 §3 'Location response', §7): 'NZ' means New Zealand; 'ZZ' means unknown. */
export const LocationResponse = z.object({
  Location: z.string().regex(/^[A-Z]{2}$/, 'Expected a two-letter country code'),
});
export type LocationResponse = z.infer<typeof LocationResponse>;

/** The four tiles of spec 002 §2.6, in the spec's order. */
export const ToolIdSchema = z.enum(['kiwisaver-advice', 'spend-my-kiwisaver', 'forecast-my-balance', 'investment-funds-advice']);
export type ToolId = z.infer<typeof ToolIdSchema>;

/** Why a tile is not available to this user (tools/tool-permissions.ts decides, first reason wins). */
export const ToolUnavailableReasonSchema = z.enum([
  'nz-portal-only',
  'switched-off',
  'no-advice-tools-access',
  'no-client',
  'no-date-of-birth',
  'no-kiwisaver-account',
  'no-single-security-kiwisaver-account',
  'age-65-or-over',
  'under-65',
]);
export type ToolUnavailableReason = z.infer<typeof ToolUnavailableReasonSchema>;

export const ToolTile = z.object({
  tool: ToolIdSchema,
  /** Where the tile's button leads: null when the tool is not available to this user. */
  href: z.string().nullable(),
  available: z.boolean(),
  reason: ToolUnavailableReasonSchema.nullable(),
});
export type ToolTile = z.infer<typeof ToolTile>;

/** GET /api/v1/tools: the tiles for the signed-in user, and whether the portal has every tool off. */
export const ToolsResponse = z.object({
  channel: ChannelSchema,
  /** spec 002 §8 'All NZ tools off': the advice-tools setting is off, or all four per-tool settings are. */
  allOff: z.boolean(),
  tiles: z.array(ToolTile),
});
export type ToolsResponse = z.infer<typeof ToolsResponse>;

/** The five switches of a portal (portal_settings, migration 0015; spec 002 §6). */
export const ToolSettings = z.object({
  adviceTools: z.boolean(),
  daksDesktopWeb: z.boolean(),
  daifWeb: z.boolean(),
  fmbWeb: z.boolean(),
  smksWeb: z.boolean(),
});
export type ToolSettings = z.infer<typeof ToolSettings>;

export const ToolSettingsResponse = ToolSettings.extend({ channel: ChannelSchema });
export type ToolSettingsResponse = z.infer<typeof ToolSettingsResponse>;

/** PUT /api/v1/tools/settings: the portal (staff change their own only) and the switches to change. */
export const SetToolSettingsRequest = ToolSettings.partial()
  .extend({ channel: ChannelSchema })
  .strict()
  .refine((body) => Object.keys(body).length > 1, { message: 'Name at least one setting to change' });
export type SetToolSettingsRequest = z.infer<typeof SetToolSettingsRequest>;
