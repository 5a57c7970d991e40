import { z } from 'zod';
import { UserTypeSchema } from './common.js';

/** spec 000 §3 'Profile: clientKey, clientSalutation, name.firstName'. */
export const ProfileResponse = z.object({
  clientKey: z.string().nullable(),
  clientSalutation: z.string().nullable(),
  name: z.object({ firstName: z.string().nullable() }),
  userType: UserTypeSchema,
  username: z.string(),
});
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** spec 000 §3 'Client'; spec 002 §3 'Client'. */
export const ClientResponse = z.object({
  clientId: z.string(),
  clientKey: z.string(),
  clientStatusCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  userType: UserTypeSchema,
  name: z.object({
    title: z.string().nullable(),
    knownAs: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type ClientResponse = z.infer<typeof ClientResponse>;

/** spec 002 §3 'Adviser'. */
export const Adviser = z.object({
  position: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
});
export const AdvisersResponse = z.array(Adviser);
export type Adviser = z.infer<typeof Adviser>;
