import {
  channelConfig,
  dateOfBirthToIso,
  normaliseIrdNumber,
  recoveryInputProblem,
  RECOVERY_MESSAGES,
  type Channel,
  type ForgotUsernameRequest,
  type ForgotUsernameResponse,
} from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { recordAudit } from '../auth/auth.repo.js';
import { usernameReminderEmail } from '../email/email-templates.js';
import { queueEmail } from '../email/outbox.repo.js';
import { portalUrl } from './credential-links.js';
import { sendCredentialLink, type CredentialsContext } from './credentials.service.js';
import * as repo from './credentials.repo.js';

/** The forgot-username and register answers (spec 000 §8 where it gives them; the rest are ours). */
export const RECOVERY_RESULTS = {
  usernameSent: 'We have sent an email with your username to the email address we have on file.',
  notRegistered: 'You have not registered for the Client Portal yet. Please use Register to set up your login.',
  alreadyRegistered:
    'You are already registered for the Client Portal. We have sent an email with your username to the email address we have on file.',
  setupLinkSent: 'We have sent you an email with a link to set up your password.',
} as const;

export interface RecoveryDetails {
  email: string;
  /** NZ: the IRD number as nine digits; AU: the date of birth as yyyy-mm-dd. */
  identity: { irdNumber: string } | { dateOfBirth: string };
}

/** yyyy-mm-dd as sent (spec 000 §7) to dd-mm-yyyy as the rule reads it; anything else is passed on unchanged. */
function dateOfBirthAsTyped(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : value.trim();
}

/**
 * The forgot-username form's checks (spec 000 §5): NZ an e-mail and an IRD number with its dashes, AU
 * an e-mail and a real date of birth (sent as yyyy-mm-dd; dd-mm-yyyy is accepted too). A problem is a
 * 400 with the one message for what is wrong.
 */
export function recoveryDetails(channel: Channel, input: ForgotUsernameRequest): RecoveryDetails {
  const email = input.email.trim();
  if (channel === 'NZ') {
    const irdNumber = (input.irdNumber ?? '').trim();
    const problem = recoveryInputProblem('NZ', { email, irdNumber });
    if (problem) throw new ApiError('InvalidRecoveryDetails', problem);
    return { email, identity: { irdNumber: normaliseIrdNumber(irdNumber) } };
  }
  const typed = dateOfBirthAsTyped(input.dateOfBirth ?? '');
  const problem = recoveryInputProblem('AU', { email, dateOfBirth: typed });
  const dateOfBirth = dateOfBirthToIso(typed);
  if (problem || !dateOfBirth) throw new ApiError('InvalidRecoveryDetails', problem ?? RECOVERY_MESSAGES.invalidDateOfBirth);
  return { email, identity: { dateOfBirth } };
}

async function sendUsernameReminder(
  ctx: CredentialsContext,
  client: repo.RecoveryClient,
  user: { id: string; username: string },
): Promise<void> {
  const email = usernameReminderEmail({
    channel: ctx.channel,
    firstName: client.firstName,
    username: user.username,
    loginUrl: `${portalUrl(ctx.env, ctx.channel)}/login`,
  });
  await queueEmail(ctx.db, { channel: ctx.channel, kind: 'username-reminder', to: client.email, ...email });
}

/**
 * spec 000 §7 'Request forgot username' and its register variant (spec 000 §2.3). The client is found
 * by e-mail plus IRD number (NZ) or date of birth (AU) on this portal. Forgot username: their username
 * is e-mailed. Register: a client with no login gets one and a password set-up link; one who already
 * has a password is sent their username. E-mails go to the address on file. The audit never holds
 * the IRD number or the date of birth.
 */
export async function recoverUsername(
  ctx: CredentialsContext,
  details: RecoveryDetails,
  register: boolean,
): Promise<ForgotUsernameResponse> {
  const nobody = { id: null, username: null };
  const matches = await repo.findRecoveryClients(ctx.db, ctx.channel, details.email, details.identity);
  if (matches.length === 0) {
    await recordAudit(ctx, nobody, 'username-recovery-no-match', register ? 'register' : 'forgot username');
    const message = ctx.channel === 'NZ' ? RECOVERY_MESSAGES.invalidNzCombination : RECOVERY_MESSAGES.invalidAuCombination;
    return { result: false, message };
  }
  const [client] = matches;
  if (matches.length > 1 || !client) {
    await recordAudit(ctx, nobody, 'username-recovery-multiple', register ? 'register' : 'forgot username');
    return { result: false, message: RECOVERY_MESSAGES.multipleRecords(channelConfig(ctx.channel).companyName) };
  }

  return ctx.db.transaction(async (transaction): Promise<ForgotUsernameResponse> => {
    const tx = transaction as unknown as Db;
    const txCtx = { ...ctx, db: tx };
    if (register) await repo.lockClient(tx, client.id);
    const user = await repo.findClientUser(tx, client.id, ctx.channel);

    if (!register) {
      if (!user) {
        await recordAudit(txCtx, nobody, 'username-recovery-not-registered', `client ${client.clientKey}`);
        return { result: false, message: RECOVERY_RESULTS.notRegistered };
      }
      await sendUsernameReminder(txCtx, client, user);
      await recordAudit(txCtx, user, 'username-reminder-sent');
      return { result: true, message: RECOVERY_RESULTS.usernameSent };
    }

    if (user?.passwordHash) {
      await sendUsernameReminder(txCtx, client, user);
      await recordAudit(txCtx, user, 'registration-already-registered');
      return { result: true, message: RECOVERY_RESULTS.alreadyRegistered };
    }
    const login = user ?? (await createClientLogin(txCtx, client));
    await sendCredentialLink(txCtx, 'setup', { ...login, firstName: client.firstName }, client.email);
    await recordAudit(txCtx, login, 'password-setup-link-sent', 'register');
    return { result: true, message: RECOVERY_RESULTS.setupLinkSent };
  });
}

/** A client's new login: their e-mail address as the username when it is free, else e-mail.clientkey. */
async function createClientLogin(ctx: CredentialsContext, client: repo.RecoveryClient) {
  const email = client.email.toLowerCase();
  const login = await repo.insertClientUser(ctx.db, {
    clientId: client.id,
    channel: ctx.channel,
    candidates: [email, `${email}.${client.clientKey.toLowerCase()}`],
  });
  if (!login) throw new ApiError('Internal', undefined, { cause: new Error(`no free username for client ${client.clientKey}`) });
  await recordAudit(ctx, login, 'user-registered', `client ${client.clientKey}`);
  return login;
}
