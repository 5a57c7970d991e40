import { isProspectStatus } from '../../auth/user-kind.js';
import { channelConfig, type Channel, type ProductType } from '../../channel/channel.js';

/**
 * Who a published notification goes to (issue 12): one client (by client key or username), the
 * holders of one account (owners and related), or a segment of the staff member's own portal: every
 * client of the portal ('channel'), the holders of an open account of one product type ('product'),
 * or the prospects ('prospects'). `value` is the client, the account number or the product type.
 */
export const AUDIENCE_KINDS = ['client', 'account', 'channel', 'product', 'prospects'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export interface Audience {
  kind: AudienceKind;
  value?: string | null | undefined;
}

/** Kinds that name something in `value`. */
export function audienceNeedsValue(kind: AudienceKind): boolean {
  return kind === 'client' || kind === 'account' || kind === 'product';
}

/**
 * What is wrong with an audience before the database is asked, or null. The product types are those
 * of the portal (channel config): an AU staff member cannot address KS holders, nor NZ staff UT-AUS.
 */
export function audienceProblem(audience: Audience, channel: Channel): string | null {
  const value = audience.value?.trim() ?? '';
  switch (audience.kind) {
    case 'client':
      return value ? null : 'Enter the client key or username of the client.';
    case 'account':
      return value ? null : 'Enter the account number.';
    case 'product': {
      const types = channelConfig(channel).productTypes as readonly string[];
      if (!value) return 'Choose a product type.';
      return types.includes(value) ? null : `The product type must be one of ${types.join(', ')} on this portal.`;
    }
    case 'channel':
    case 'prospects':
      return value ? 'This audience takes no client, account or product type.' : null;
  }
}

/** A client as the audience rules see it: its portal, status and the accounts it holds. */
export interface AudienceCandidate {
  clientKey: string;
  usernames: readonly string[];
  channel: Channel;
  clientStatusCode: string | null;
  holdings: ReadonlyArray<{ accountNumber: string; productType: ProductType; ownershipType: 'OWNER' | 'RELATED'; accountIsOpen: boolean }>;
}

/**
 * Whether a client is in an audience addressed from `channel`'s portal. One client matches its client
 * key or a username (case-blind, as usernames are stored lower-case); an account's holders are its
 * owners and related parties, open or not (a closed account's holders may still need to hear about
 * it); a product segment is the holders, owner or related, of an open account of that type; prospects
 * are the clients whose status code marks a prospect (spec 000 §3). Never a client of the other portal.
 */
export function isInAudience(audience: Audience, client: AudienceCandidate, channel: Channel): boolean {
  if (client.channel !== channel) return false;
  const value = audience.value?.trim() ?? '';
  switch (audience.kind) {
    case 'client':
      return client.clientKey === value || client.usernames.includes(value.toLowerCase());
    case 'account':
      return client.holdings.some((h) => h.accountNumber === value);
    case 'product':
      return client.holdings.some((h) => h.accountIsOpen && h.productType === value);
    case 'channel':
      return true;
    case 'prospects':
      return isProspectStatus(client.clientStatusCode);
  }
}

/** How the list of publications names an audience. */
export function describeAudience(audience: Audience, named?: string | null): string {
  const value = audience.value?.trim() ?? '';
  switch (audience.kind) {
    case 'client':
      return named ? `Client ${named}` : `Client ${value}`;
    case 'account':
      return `Holders of account ${value}`;
    case 'product':
      return `Holders of ${value} accounts`;
    case 'channel':
      return 'Every client of this portal';
    case 'prospects':
      return 'Prospects';
  }
}
