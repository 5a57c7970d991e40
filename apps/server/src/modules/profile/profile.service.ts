import {
  ERRORS,
  type Adviser,
  type Channel,
  type ClientResponse,
} from '@tasman/domain';
import {
  ClientUpdateRequest,
  ClientUpdateShape,
  PROFILE_TITLES,
  type ProfileFormListsResponse,
} from '@tasman/domain/contracts/profile';
import { COUNTRIES, countryName } from '@tasman/domain/profile/countries';
import { PIR_RATES, pirLabel } from '@tasman/domain/profile/pir';
import { ADDRESS_FIELDS, changedProfileFields, isSensitiveProfileChange } from '@tasman/domain/profile/profile-changed';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client.js';
import type { Env } from '../../config/env.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { recordAudit } from '../auth/auth.repo.js';
import { portalUrl } from '../credentials/credential-links.js';
import { queueEmail } from '../email/outbox.repo.js';
import { toClientResponse } from '../people/people.service.js';
import { userHasTwoFactor } from '../people/people.repo.js';
import { profileChangeNoticeEmail } from './profile-change-email.js';
import * as repo from './profile.repo.js';

export interface ProfileContext {
  db: Db;
  env: Env;
  channel: Channel;
  ip: string;
}

/** spec 002 §3 'Profile form lists'. No PIR list on the Australian portal, where PIR is hidden (§6). */
export function formLists(channel: Channel): ProfileFormListsResponse {
  return {
    titles: [...PROFILE_TITLES],
    pirRates: channel === 'NZ' ? PIR_RATES.map((value) => ({ value, label: pirLabel(value) })) : [],
    countries: COUNTRIES.map((c) => ({ countryCode: c.countryCode, name: c.name })),
  };
}

/** The signed-in intermediary's own adviser record, for the Adviser Details block (spec 002 §2.4). */
export async function ownAdviser(db: Db, auth: AuthContext): Promise<Adviser> {
  if (auth.userType !== 'Intermediary' || !auth.adviserId) throw new ApiError('NotFound');
  const adviser = await repo.findAdviser(db, auth.adviserId, auth.channel);
  if (!adviser) throw new ApiError('NotFound');
  return {
    position: adviser.position,
    firstName: adviser.firstName,
    lastName: adviser.lastName,
    phoneNumber: adviser.phoneNumber,
    mobileNumber: adviser.mobileNumber,
    emailAddress: adviser.emailAddress,
  };
}

/** 'The request is not valid. {field path}: {reason}' for the first problem of a schema, or null. */
function problemOf(schema: typeof ClientUpdateRequest | typeof ClientUpdateShape, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  const reason =
    issue.code === 'unrecognized_keys'
      ? `${issue.keys.join(', ')} cannot be changed here`
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'Required'
        : issue.message;
  return `${ERRORS.ValidationFailed.message} ${field}: ${reason}`;
}

/**
 * spec 002 §7 'Client update' (issue 13). Who may: the client themselves (any user whose own client
 * record it is, an adviser's included); another client's key is 404, as if it did not exist; staff are
 * refused (Edit Profile is hidden for staff, §6). The Australian portal edits on an external page (§6),
 * and two-factor must be on (§5). The body's shape is checked before all that (a malformed call is a
 * 400 whoever sends it), its rules after (so only the owner learns them); first and last name and the IRD number are
 * read-only and refused if sent; addressLine3 is cleared. A change of e-mail or postal address is told
 * to the previous e-mail address and audited, in the same transaction as the change.
 */
export async function updateClient(
  ctx: ProfileContext,
  auth: AuthContext,
  clientKey: string,
  body: unknown,
): Promise<ClientResponse> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The shape first (types, required keys, lengths): a malformed call is a 400 whoever sends it.
    // The rules' message comes from the full contract when it names a problem, so it is the same one
    // the owner would see.
    if (problemOf(ClientUpdateShape, body) !== null) {
      throw new ApiError('ValidationFailed', problemOf(ClientUpdateRequest, body) ?? problemOf(ClientUpdateShape, body)!);
    }
    const client = await repo.findClientForUpdate(tx, clientKey, auth.channel);
    if (!client) throw new ApiError('NotFound');
    if (auth.userType === 'Staff') throw new ApiError('ProfileEditNotAllowed');
    if (client.id !== auth.clientId) throw new ApiError('NotFound');
    if (auth.channel === 'AU') throw new ApiError('ProfileEditExternal');
    const twoFactorEnabled = await userHasTwoFactor(tx, auth.userId);
    if (!twoFactorEnabled) throw new ApiError('TwoFactorRequiredForProfile');

    const problem = problemOf(ClientUpdateRequest, body);
    if (problem !== null) throw new ApiError('ValidationFailed', problem);
    const checked = ClientUpdateRequest.parse(body);

    const address = checked.postalAddress;
    const before = client.postalAddress;
    const changed = changedProfileFields(
      {
        title: client.title,
        knownAs: client.knownAs,
        pir: client.pir === null ? null : new Decimal(client.pir).times(100).toNumber(),
        homePhone: client.homePhone,
        mobilePhone: client.mobilePhone,
        emailAddress: client.emailAddress,
        postalAddress: before,
      },
      checked,
    );
    const updated = await repo.updateClientDetails(tx, client.id, {
      title: checked.title,
      knownAs: checked.knownAs,
      pir: new Decimal(checked.pir).dividedBy(100).toFixed(4),
      homePhone: checked.homePhone ? checked.homePhone : null,
      mobilePhone: checked.mobilePhone,
      emailAddress: checked.emailAddress,
      postalAddress: {
        addressLine1: address.addressLine1,
        ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
        ...(address.suburb ? { suburb: address.suburb } : {}),
        city: address.city,
        postCode: address.postCode,
        countryCode: address.countryCode,
        country: countryName(address.countryCode) ?? address.countryCode,
      },
    });

    const sensitive = isSensitiveProfileChange(changed);
    if (sensitive.email || sensitive.address) {
      const previousEmail = client.emailAddress?.trim() || null;
      if (previousEmail) {
        const notice = profileChangeNoticeEmail({
          channel: auth.channel,
          firstName: client.knownAs ?? client.firstName,
          changedAt: new Date(),
          emailChangedTo: sensitive.email ? checked.emailAddress : null,
          addressChanged: sensitive.address,
          resetUrl: `${portalUrl(ctx.env, ctx.channel)}/login?v=password-reset`,
        });
        await queueEmail(tx, {
          channel: auth.channel,
          kind: 'profile-change-notice',
          to: previousEmail,
          subject: notice.subject,
          text: notice.text,
          html: notice.html,
        });
      }
      const addressParts = changed.filter((f) => (ADDRESS_FIELDS as readonly string[]).includes(f));
      const what = [
        ...(sensitive.email ? ['e-mail address changed'] : []),
        ...(sensitive.address ? [`postal address changed (${addressParts.join(', ')})`] : []),
      ].join('; ');
      await recordAudit(
        { db: tx, channel: ctx.channel, ip: ctx.ip },
        { id: auth.userId, username: auth.username },
        'profile-contact-changed',
        `client ${client.clientKey}: ${what}; ${previousEmail ? 'notice sent to the previous e-mail address' : 'no previous e-mail address to notify'}`,
      );
    }
    return toClientResponse(updated, twoFactorEnabled);
  });
}
