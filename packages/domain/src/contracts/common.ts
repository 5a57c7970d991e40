import { z } from 'zod';

/** The spec's error shape: exactly Id and Message (spec 000 §7). */
export const ApiErrorBody = z.object({ Id: z.string(), Message: z.string() }).meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const ChannelSchema = z.enum(['NZ', 'AU']);
export const ProductTypeSchema = z.enum(['KS', 'UT', 'UT-AUS', 'PW', 'PE']);
export const UserTypeSchema = z.enum(['Client', 'Staff', 'Intermediary']);
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-mm-dd');
