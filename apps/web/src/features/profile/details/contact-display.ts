import type { ClientResponse } from '@tasman/domain/contracts/people';
import { shownContact } from '@tasman/domain/profile/contact-mask';
import { formatIrdNumber } from '@tasman/domain/profile/ird-number';

export interface ContactDisplay {
  irdNumber: string | null;
  emailAddress: string | null;
  homePhone: string | null;
  mobilePhone: string | null;
}

/**
 * The values as the details view shows them (spec 002 §2.4, §5): the IRD number in its ###-###-###
 * mask; e-mail and phones masked while two-factor is on, plain otherwise.
 */
export function contactDisplay(client: ClientResponse, masked: boolean): ContactDisplay {
  return {
    irdNumber: client.irdNumber ? formatIrdNumber(client.irdNumber) : null,
    emailAddress: shownContact('email', client.emailAddress, masked),
    homePhone: shownContact('phone', client.homePhone, masked),
    mobilePhone: shownContact('phone', client.mobilePhone, masked),
  };
}
