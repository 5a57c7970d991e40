import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE, isAcceptedDate } from '../calendar/calendar-date.js';

/** The spec's error shape: exactly Id and Message (spec 000 §7). */
export const ApiErrorBody = z.object({ Id: z.string(), Message: z.string() }).meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const ChannelSchema = z.enum(['NZ', 'AU']);
export const ProductTypeSchema = z.enum(['KS', 'UT', 'UT-AUS', 'PW', 'PE']);
export const UserTypeSchema = z.enum(['Client', 'Staff', 'Intermediary']);
/**
 * Every date of every contract, in and out: a real calendar day as yyyy-mm-dd within the portal's
 * bounds (issue 9 item 3: '2024-02-30' reached the engine and answered 500). One schema, so a new
 * date parameter is checked the day it is added.
 */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-mm-dd')
  .refine(isAcceptedDate, `Expected a calendar date between ${EARLIEST_DATE} and ${LATEST_DATE}`)
  .meta({ format: 'date' });
