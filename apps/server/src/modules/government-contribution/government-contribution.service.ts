import { localDateIn } from '@tasman/domain';
import type {
  EmailDepositInstructionsBody,
  EmailDepositInstructionsResponse,
  GovernmentContributionResponse,
} from '@tasman/domain/contracts/government-contribution';
import { depositInstructions, governmentContributionDepositCode } from '@tasman/domain/kiwisaver/deposit-instructions';
import { governmentContributionEntitlement } from '@tasman/domain/kiwisaver/government-contribution';
import { contributionYearOf } from '@tasman/domain/kiwisaver/government-contribution-rules';
import { longDate } from '@tasman/domain/kiwisaver/government-contribution-wording';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import { requireAccountAccess } from '../accounts/account-access.js';
import type { AuthContext } from '../auth/auth-context.js';
import { portalUrl } from '../credentials/credential-links.js';
import { depositInstructionsEmail } from '../email/email-templates.js';
import { queueEmail } from '../email/outbox.repo.js';
import { readPortalSettings } from '../portal/portal-settings.repo.js';
import * as repo from './government-contribution.repo.js';

export const GC_MESSAGES = {
  notKiwiSaver: 'The government contribution check is for KiwiSaver accounts only.',
  notShown: 'Government contribution content is not shown on this portal.',
  noMember: 'This KiwiSaver account has no member on record.',
  membersOnly: 'Deposit instructions are e-mailed to the member, who asks for them from their own portal.',
  wrongCode: "That is not this contribution year's deposit code. Please check again.",
  noEmail: 'We do not hold an e-mail address for you. Please update your contact details or contact us.',
} as const;

/**
 * The account the check is about, after the one access check of every account-scoped call (its
 * holders, the account's adviser, staff of its portal; anyone else: not found). A related holder
 * (say the parent of a 16-year-old member) sees the check about the member, in the third person.
 */
async function kiwiSaverAccountFor(db: Db, auth: AuthContext, accountNumber: string) {
  const account = await requireAccountAccess(db, auth, accountNumber);
  if (account.productType !== 'KS') throw new ApiError('NotFound', GC_MESSAGES.notKiwiSaver);
  const settings = await readPortalSettings(db, auth.channel);
  if (!settings.showGovtContributionContent) throw new ApiError('NotFound', GC_MESSAGES.notShown);
  const member = await repo.findMember(db, account.id);
  if (!member) throw new ApiError('NotFound', GC_MESSAGES.noMember);
  return { account, member };
}

/** spec 002 §7 'Government contribution data' for an account, as of New Zealand's today. */
export async function governmentContributionData(
  db: Db,
  auth: AuthContext,
  accountNumber: string,
  now: Date = new Date(),
): Promise<GovernmentContributionResponse> {
  return (await checkWithMember(db, auth, accountNumber, now)).data;
}

async function checkWithMember(db: Db, auth: AuthContext, accountNumber: string, now: Date) {
  const { account, member } = await kiwiSaverAccountFor(db, auth, accountNumber);
  const today = localDateIn(account.channel, now);
  const year = contributionYearOf(today);
  const contributions = await repo.memberContributions(db, account.id, year.start, today);
  const entitlement = governmentContributionEntitlement({
    today,
    dateOfBirth: member.dateOfBirth,
    joinedDate: account.signupDate,
    accountOpen: account.accountStatus !== 'C',
    contributions,
    // We hold no taxable income: Inland Revenue applies the limit from tax returns (decision, /tmp/notes/D.md).
    incomeOverLimit: null,
  });
  const data: GovernmentContributionResponse = {
    ...entitlement,
    accountNumber: account.accountNumber,
    memberName: member.knownAs ?? member.firstName,
    joinedDate: account.signupDate,
    viewerIsMember: auth.userType === 'Client' && account.ownershipType === 'OWNER' && auth.clientId === member.clientId,
    depositInstructions: depositInstructions(account.accountNumber, today),
  };
  return { data, member, today };
}

function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, local.length - 1))}@${domain}`;
}

/**
 * spec 002 §7 'Email deposit instructions' (account number and a code): queued through the outbox to
 * the member's own address. Only the member asks (staff and advisers have no Contribute Now).
 */
export async function emailDepositInstructions(
  db: Db,
  env: Env,
  auth: AuthContext,
  body: EmailDepositInstructionsBody,
  now: Date = new Date(),
): Promise<EmailDepositInstructionsResponse> {
  if (auth.userType !== 'Client') throw new ApiError('Forbidden', GC_MESSAGES.membersOnly);
  const { data, member, today } = await checkWithMember(db, auth, body.accountNumber, now);
  if (!data.viewerIsMember) throw new ApiError('Forbidden', GC_MESSAGES.membersOnly);
  if (body.code !== governmentContributionDepositCode(today)) throw new ApiError('ValidationFailed', GC_MESSAGES.wrongCode);
  const to = member.emailAddress?.trim();
  if (!to) throw new ApiError('ValidationFailed', GC_MESSAGES.noEmail);
  const email = depositInstructionsEmail({
    channel: auth.channel,
    firstName: member.knownAs ?? member.firstName,
    accountNumber: data.accountNumber,
    instructions: data.depositInstructions,
    yearEndWords: longDate(data.EndDate),
    amountRequiredWords: data.NeedsTopUp ? `$${data.AmountRequiredForFullMTC.toFixed(2)}` : null,
    portalUrl: portalUrl(env, auth.channel),
  });
  await queueEmail(db, { channel: auth.channel, kind: 'deposit-instructions', to, ...email });
  return { emailSent: true, to: maskEmail(to) };
}
