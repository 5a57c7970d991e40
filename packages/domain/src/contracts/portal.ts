import { z } from 'zod';
import { ChannelSchema, IsoDate } from './common.js';

/** spec 000 §3 'Portal status response'. */
export const PortalStatusResponse = z.object({
  currentStatus: z.boolean().nullable(),
  currentStatusAus: z.boolean().nullable(),
});
export type PortalStatusResponse = z.infer<typeof PortalStatusResponse>;

export const SetPortalStatusRequest = z.object({ channel: ChannelSchema, live: z.boolean() });
export type SetPortalStatusRequest = z.infer<typeof SetPortalStatusRequest>;

/** Portal settings for the signed-in user's channel (spec 000 §4 'Portal load'). */
export const PortalSettingsResponse = z.object({
  showGovtContributionContent: z.boolean(),
  distributionPeriodStart: z.string().nullable(),
  distributionPeriodEnd: z.string().nullable(),
  maintenanceAlertEnabled: z.boolean(),
});
export type PortalSettingsResponse = z.infer<typeof PortalSettingsResponse>;

/** Which portal answers (GET /api/v1/portal/info, no sign-in needed); the web app reads it at boot. */
export const PortalInfoResponse = z.object({
  channel: ChannelSchema,
  version: z.string(),
  environment: z.string(),
  production: z.boolean(),
  /** The other channel's portal address, for the wrong-portal dialog. */
  otherPortalUrl: z.string(),
  /** What the login page's dialogs need (spec 000 §2.3, §4 'Sign-in' 6). */
  loginNotices: z.object({
    /** Maintenance Alert: planned tonight 9pm to 12am. */
    maintenanceAlert: z.boolean(),
    /** The update notice's text, shown while the daily cookie counter is below 3; null: none. */
    updateNotice: z.string().nullable(),
    /**
     * The configured distribution period while today (in the portal's time zone) is inside it, else
     * null: the dialogs build their text from these dates (issue 9 item 19).
     */
    distributionPeriod: z.object({ start: IsoDate, end: IsoDate }).nullable(),
  }),
  /** The demo mailbox page is on (demo data, no SMTP server, not production). */
  demoMailbox: z.boolean(),
});
export type PortalInfoResponse = z.infer<typeof PortalInfoResponse>;

/**
 * What operations set for the login page of one channel (spec 000 §2.3 dialogs, §4 'Sign-in' 6):
 * staff through the API, or the `portal notices` command. Fields left out are unchanged.
 */
export const SetLoginNoticesRequest = z
  .object({
    channel: ChannelSchema,
    maintenanceAlert: z.boolean().optional(),
    /** The update notice's text; null removes it. */
    updateNotice: z.string().trim().min(1).max(2000).nullable().optional(),
    /** yyyy-mm-dd, both or neither; null removes the period. */
    distributionPeriod: z.object({ start: IsoDate, end: IsoDate }).nullable().optional(),
  })
  .refine((body) => !body.distributionPeriod || body.distributionPeriod.start <= body.distributionPeriod.end, {
    message: 'The distribution period must start on or before its end',
    path: ['distributionPeriod'],
  });
export type SetLoginNoticesRequest = z.infer<typeof SetLoginNoticesRequest>;

export const LoginNoticesSettings = z.object({
  channel: ChannelSchema,
  maintenanceAlert: z.boolean(),
  updateNotice: z.string().nullable(),
  distributionPeriodStart: z.string().nullable(),
  distributionPeriodEnd: z.string().nullable(),
});
export type LoginNoticesSettings = z.infer<typeof LoginNoticesSettings>;
