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

/**
 * spec 000 §3 'Client'; spec 002 §3 'Client' (issue 13: the contact, tax and address fields the
 * Personal Details view shows). accessConfig.twoFactorEnabled is the signed-in user's.
 */
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
  /** Stored as written, xxx-xxx-xxx or xx-xxx-xxx; null on the Australian portal and when unknown. */
  irdNumber: z.string().nullable(),
  /** Prescribed investor rate in percent (28 = 28 %); null on the Australian portal and when unknown. */
  pir: z.number().nullable(),
  emailAddress: z.string().nullable(),
  homePhone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  postalAddress: z
    .object({
      addressLine1: z.string().nullable(),
      addressLine2: z.string().nullable(),
      addressLine3: z.string().nullable(),
      suburb: z.string().nullable(),
      city: z.string().nullable(),
      postCode: z.string().nullable(),
      countryCode: z.string().nullable(),
      /** The country's name for display. */
      country: z.string().nullable(),
    })
    .nullable(),
  accessConfig: z.object({ twoFactorEnabled: z.boolean() }),
  businessDesk: z.boolean(),
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
