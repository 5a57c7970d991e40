import { eq } from 'drizzle-orm';
import type { Channel, PortalSettingsResponse } from '@tasman/domain';
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
