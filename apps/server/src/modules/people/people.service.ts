import type { Adviser, ClientResponse, ProfileResponse } from '@tasman/domain';
import { countryName } from '@tasman/domain/profile/countries';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './people.repo.js';

export async function getProfile(db: Db, auth: AuthContext): Promise<ProfileResponse> {
  if (auth.clientId) {
    const client = await repo.findClientById(db, auth.clientId);
    if (client) {
      return {
        clientKey: client.clientKey,
        clientSalutation: client.salutation ?? client.knownAs ?? client.firstName,
        name: { firstName: client.firstName },
        userType: auth.userType,
        username: auth.username,
      };
    }
  }
  if (auth.adviserId) {
    const adviser = await repo.findAdviserById(db, auth.adviserId);
    if (adviser) {
      return {
        clientKey: null,
        clientSalutation: adviser.firstName,
        name: { firstName: adviser.firstName },
        userType: auth.userType,
        username: auth.username,
      };
    }
  }
  return { clientKey: null, clientSalutation: null, name: { firstName: null }, userType: auth.userType, username: auth.username };
}

/** A client may read only their own record; anything else answers as if it did not exist. */
export async function getClientByKey(db: Db, auth: AuthContext, clientKey: string): Promise<ClientResponse> {
  const client = await repo.findClientByKey(db, clientKey, auth.channel);
  const mayRead = client !== null && (auth.userType === 'Staff' || client.id === auth.clientId);
  if (!client || !mayRead) throw new ApiError('NotFound');
  return toClientResponse(client, await repo.userHasTwoFactor(db, auth.userId));
}

type ClientRow = NonNullable<Awaited<ReturnType<typeof repo.findClientById>>>;

/**
 * The client as GET and PUT /api/v1/client/{clientKey} answer it (spec 002 §3 'Client'). IRD number
 * and PIR are New Zealand facts and left out on the Australian portal (spec 002 §6).
 * twoFactorEnabled is the signed-in user's (the details view masks contact values by it).
 */
export function toClientResponse(client: ClientRow, twoFactorEnabled: boolean): ClientResponse {
  const nz = client.channel === 'NZ';
  const address = client.postalAddress;
  return {
    clientId: client.id,
    clientKey: client.clientKey,
    clientStatusCode: client.clientStatusCode,
    dateOfBirth: client.dateOfBirth,
    userType: 'Client',
    name: { title: client.title, knownAs: client.knownAs, firstName: client.firstName, lastName: client.lastName },
    irdNumber: nz ? client.irdNumber : null,
    pir: nz && client.pir !== null ? new Decimal(client.pir).times(100).toNumber() : null,
    emailAddress: client.emailAddress,
    homePhone: client.homePhone,
    mobilePhone: client.mobilePhone,
    postalAddress: address
      ? {
          addressLine1: address.addressLine1 ?? null,
          addressLine2: address.addressLine2 ?? null,
          addressLine3: address.addressLine3 ?? null,
          suburb: address.suburb ?? null,
          city: address.city ?? null,
          postCode: address.postCode ?? null,
          countryCode: address.countryCode ?? null,
          country: address.country ?? countryName(address.countryCode) ?? null,
        }
      : null,
    accessConfig: { twoFactorEnabled },
    businessDesk: client.businessDesk,
  };
}

export async function getAdvisers(db: Db, auth: AuthContext): Promise<Adviser[]> {
  if (!auth.clientId) return [];
  const rows = await repo.findAdvisersOfClient(db, auth.clientId);
  return rows.map((a) => ({
    position: a.position,
    firstName: a.firstName,
    lastName: a.lastName,
    phoneNumber: a.phoneNumber,
    mobileNumber: a.mobileNumber,
    emailAddress: a.emailAddress,
  }));
}
