import type { SessionUser } from '@tasman/domain/contracts/auth';
import type { ClientResponse } from '@tasman/domain/contracts/people';
import type { ProfileFormListsResponse } from '@tasman/domain/contracts/profile';
import { PROFILE_COUNTRIES, PROFILE_TITLES } from '@tasman/domain/contracts/profile';
import { PIR_RATES, pirLabel } from '@tasman/domain/profile/pir';
import { CLIENT } from '@/test/fixtures';

export const CLIENT_KEY = 'ck-1';

/** A client with every field filled; override what a test is about. */
export function storedClient(overrides: Partial<ClientResponse> = {}): ClientResponse {
  return {
    clientId: 'c-1',
    clientKey: CLIENT_KEY,
    clientStatusCode: null,
    dateOfBirth: '1980-05-17',
    userType: 'Client',
    name: { title: 'Ms', knownAs: 'Jo', firstName: 'Joanna', lastName: 'Citizen' },
    irdNumber: '049-091-850',
    pir: 17.5,
    emailAddress: 'jo.citizen@example.nz',
    homePhone: '09 555 0101',
    mobilePhone: '021 555 0199',
    postalAddress: {
      addressLine1: '12 Queen Street',
      addressLine2: 'Flat 3',
      addressLine3: null,
      suburb: 'Ponsonby',
      city: 'Auckland',
      postCode: '1011',
      countryCode: 'NZ',
      country: 'New Zealand',
    },
    accessConfig: { twoFactorEnabled: true },
    businessDesk: false,
    ...overrides,
  };
}

export const FORM_LISTS: ProfileFormListsResponse = {
  titles: [...PROFILE_TITLES],
  pirRates: PIR_RATES.map((value) => ({ value, label: pirLabel(value) })),
  countries: [...PROFILE_COUNTRIES],
};

export const TWO_FACTOR_CLIENT: SessionUser = { ...CLIENT, twoFactorEnabled: true };

export const PROFILE_OF_CLIENT = {
  clientKey: CLIENT_KEY,
  clientSalutation: 'Jo',
  name: { firstName: 'Joanna' },
  userType: 'Client' as const,
  username: CLIENT.username,
};
