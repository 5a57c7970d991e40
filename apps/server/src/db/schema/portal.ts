import { boolean, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Live or maintenance, one row per channel (spec 000 §4 'Portal status'). */
export const portalStatus = pgTable('portal_status', {
  channel: text('channel', { enum: ['NZ', 'AU'] }).primaryKey(),
  live: boolean('live').notNull().default(true),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  changedBy: text('changed_by'),
});

/** Per-channel portal settings (spec 000 §4 'Portal load'; spec 001 'Check GOVT Contributions'). */
export const portalSettings = pgTable('portal_settings', {
  channel: text('channel', { enum: ['NZ', 'AU'] }).primaryKey(),
  showGovtContributionContent: boolean('show_govt_contribution_content').notNull().default(true),
  /** AU distribution-period dialog (spec 000 §4 'Sign-in' 6); dates are configuration. */
  distributionPeriodStart: date('distribution_period_start'),
  distributionPeriodEnd: date('distribution_period_end'),
  maintenanceAlertEnabled: boolean('maintenance_alert_enabled').notNull().default(false),
  /** The login page's update notice (spec 000 §2.3, §4: shown while a daily cookie counter is below 3). */
  updateNotice: text('update_notice'),
  /**
   * Tools & Calculators (spec 002 §6, issue 14): the portal's advice-tools setting and the per-tool
   * settings — KiwiSaver digital advice (daks, desktop web), Investment Funds digital advice (daif, web),
   * Forecast My Balance (fmb, web), Spend My KiwiSaver (smks, web).
   */
  adviceToolsEnabled: boolean('advice_tools_enabled').notNull().default(true),
  daksDesktopWebEnabled: boolean('daks_desktop_web_enabled').notNull().default(true),
  daifWebEnabled: boolean('daif_web_enabled').notNull().default(true),
  fmbWebEnabled: boolean('fmb_web_enabled').notNull().default(true),
  smksWebEnabled: boolean('smks_web_enabled').notNull().default(true),
});
