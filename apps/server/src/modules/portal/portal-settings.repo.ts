import { eq } from 'drizzle-orm';
import {
  isInDistributionPeriod,
  type Channel,
  type LoginNoticesSettings,
  type PortalSettingsResponse,
  type SetLoginNoticesRequest,
} from '@tasman/domain';
import type { ToolSettings } from '@tasman/domain/contracts/tools';
import type { Db } from '../../db/client.js';
import { portalSettings } from '../../db/schema/index.js';

/** The channel's settings, plus the login page's update notice (not part of the signed-in answer). */
export async function readPortalSettings(
  db: Db,
  channel: Channel,
): Promise<PortalSettingsResponse & { updateNotice: string | null }> {
  const rows = await db.select().from(portalSettings).where(eq(portalSettings.channel, channel)).limit(1);
  const row = rows[0];
  return {
    showGovtContributionContent: row?.showGovtContributionContent ?? false,
    distributionPeriodStart: row?.distributionPeriodStart ?? null,
    distributionPeriodEnd: row?.distributionPeriodEnd ?? null,
    maintenanceAlertEnabled: row?.maintenanceAlertEnabled ?? false,
    updateNotice: row?.updateNotice ?? null,
  };
}

/**
 * The configured distribution period while `today` is inside it, else null (spec 000 §4 'Sign-in' 6):
 * the notice carries its own dates, so its text names them (issue 9 item 19).
 */
export function activeDistributionPeriod(
  settings: Pick<PortalSettingsResponse, 'distributionPeriodStart' | 'distributionPeriodEnd'>,
  today: string,
): { start: string; end: string } | null {
  const { distributionPeriodStart: start, distributionPeriodEnd: end } = settings;
  return start && end && isInDistributionPeriod(today, start, end) ? { start, end } : null;
}

/** Sets the login page's notices of a channel (the fields given), and answers them as they now stand. */
export async function updateLoginNotices(db: Db, changes: SetLoginNoticesRequest): Promise<LoginNoticesSettings> {
  const set: Partial<typeof portalSettings.$inferInsert> = {};
  if (changes.maintenanceAlert !== undefined) set.maintenanceAlertEnabled = changes.maintenanceAlert;
  if (changes.updateNotice !== undefined) set.updateNotice = changes.updateNotice;
  if (changes.distributionPeriod !== undefined) {
    set.distributionPeriodStart = changes.distributionPeriod?.start ?? null;
    set.distributionPeriodEnd = changes.distributionPeriod?.end ?? null;
  }
  const insert = { channel: changes.channel, ...set };
  const query = db.insert(portalSettings).values(insert);
  await (Object.keys(set).length > 0
    ? query.onConflictDoUpdate({ target: portalSettings.channel, set })
    : query.onConflictDoNothing());
  const now = await readPortalSettings(db, changes.channel);
  return {
    channel: changes.channel,
    maintenanceAlert: now.maintenanceAlertEnabled,
    updateNotice: now.updateNotice,
    distributionPeriodStart: now.distributionPeriodStart,
    distributionPeriodEnd: now.distributionPeriodEnd,
  };
}

/** The tools' five switches of a channel (portal_settings, migration 0015; spec 002 §6); all on without a row. */
export async function readToolSettings(db: Db, channel: Channel): Promise<ToolSettings> {
  const rows = await db.select().from(portalSettings).where(eq(portalSettings.channel, channel)).limit(1);
  const row = rows[0];
  return {
    adviceTools: row?.adviceToolsEnabled ?? true,
    daksDesktopWeb: row?.daksDesktopWebEnabled ?? true,
    daifWeb: row?.daifWebEnabled ?? true,
    fmbWeb: row?.fmbWebEnabled ?? true,
    smksWeb: row?.smksWebEnabled ?? true,
  };
}

/** Sets the tools' switches of a channel (the ones given), and answers all five as they now stand. */
export async function updateToolSettings(db: Db, channel: Channel, changes: Partial<ToolSettings>): Promise<ToolSettings> {
  const set: Partial<typeof portalSettings.$inferInsert> = {};
  if (changes.adviceTools !== undefined) set.adviceToolsEnabled = changes.adviceTools;
  if (changes.daksDesktopWeb !== undefined) set.daksDesktopWebEnabled = changes.daksDesktopWeb;
  if (changes.daifWeb !== undefined) set.daifWebEnabled = changes.daifWeb;
  if (changes.fmbWeb !== undefined) set.fmbWebEnabled = changes.fmbWeb;
  if (changes.smksWeb !== undefined) set.smksWebEnabled = changes.smksWeb;
  const query = db.insert(portalSettings).values({ channel, ...set });
  await (Object.keys(set).length > 0 ? query.onConflictDoUpdate({ target: portalSettings.channel, set }) : query.onConflictDoNothing());
  return readToolSettings(db, channel);
}
