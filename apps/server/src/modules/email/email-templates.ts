import { channelConfig, type Channel } from '@tasman/domain';

/** One e-mail, as plain text and as simple HTML carrying the same words. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Every interpolated value goes through this before it reaches HTML (names and addresses are user data). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** '60 minutes', '72 hours', '1 hour'. */
export function durationWords(minutes: number): string {
  if (minutes % 60 !== 0 || minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** A moment in the portal's own time zone, e.g. '23 November 2026 at 3:15 pm'. */
export function localTimeWords(channel: Channel, at: Date): string {
  const config = channelConfig(channel);
  return new Intl.DateTimeFormat(config.locale, { timeZone: config.timeZone, dateStyle: 'long', timeStyle: 'short' }).format(at);
}

const IGNORE_LINE = 'If you did not ask for this, you can ignore this email.';

type Part = string | { link: string };

/** Paragraphs to text and HTML; a part { link } is a link on a line of its own. */
function compose(channel: Channel, subject: string, paragraphs: Part[][]): EmailContent {
  const company = channelConfig(channel).companyName;
  const all: Part[][] = [...paragraphs, [company]];
  const text = all.map((parts) => parts.map((p) => (typeof p === 'string' ? p : p.link)).join('\n')).join('\n\n');
  const htmlParagraphs = all.map(
    (parts) =>
      `<p>${parts
        .map((p) => (typeof p === 'string' ? escapeHtml(p) : `<a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a>`))
        .join('<br>')}</p>`,
  );
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a">`,
    ...htmlParagraphs,
    '</body></html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html };
}

interface LinkEmailInput {
  channel: Channel;
  firstName: string;
  username: string;
  link: string;
  expiresAt: Date;
  validMinutes: number;
}

const expiryLine = (input: LinkEmailInput) =>
  `The link works once and expires in ${durationWords(input.validMinutes)} (${localTimeWords(input.channel, input.expiresAt)}).`;

/** A password reset link (spec 000 §8 'Please check your email for a password reset link'). */
export function passwordResetEmail(input: LinkEmailInput): EmailContent {
  const company = channelConfig(input.channel).companyName;
  return compose(input.channel, `Reset your ${company} Client Portal password`, [
    [`Hello ${input.firstName},`],
    [`We received a request to reset the password of your ${company} Client Portal login (username ${input.username}).`],
    ['Open this link to choose a new password:', { link: input.link }],
    [expiryLine(input)],
    [`${IGNORE_LINE} Your password stays as it is.`],
  ]);
}

/** A password set-up link: a new login (register) or a user who has never set a password. */
export function passwordSetupEmail(input: LinkEmailInput): EmailContent {
  const company = channelConfig(input.channel).companyName;
  return compose(input.channel, `Set up your ${company} Client Portal password`, [
    [`Hello ${input.firstName},`],
    [`Welcome to the ${company} Client Portal. Your username is ${input.username}.`],
    ['Open this link to set up your password:', { link: input.link }],
    [expiryLine(input)],
    [IGNORE_LINE],
  ]);
}

/** Forgot username (spec 000 §8: 'an e-mail with the username was sent'). */
export function usernameReminderEmail(input: { channel: Channel; firstName: string; username: string; loginUrl: string }): EmailContent {
  const company = channelConfig(input.channel).companyName;
  return compose(input.channel, `Your ${company} Client Portal username`, [
    [`Hello ${input.firstName},`],
    [`You asked for the username of your ${company} Client Portal login. Your username is: ${input.username}`],
    ['Log in here:', { link: input.loginUrl }],
    [IGNORE_LINE],
  ]);
}

/** After a password was set or reset: tells the owner, so a change they did not make does not go unnoticed. */
export function passwordChangedEmail(input: {
  channel: Channel;
  firstName: string;
  username: string;
  changedAt: Date;
  resetUrl: string;
}): EmailContent {
  const config = channelConfig(input.channel);
  return compose(input.channel, 'Your Client Portal password was changed', [
    [`Hello ${input.firstName},`],
    [
      `The password of your ${config.companyName} Client Portal login (username ${input.username}) was changed on ` +
        `${localTimeWords(input.channel, input.changedAt)}. Every session of this login was signed out.`,
    ],
    ['If you made this change, there is nothing else to do.'],
    [
      `If you did not, reset your password now and contact us on ${config.phones.investmentFunds} or at ${config.infoEmail}:`,
      { link: input.resetUrl },
    ],
  ]);
}

/**
 * The government contribution check's deposit instructions (spec 002 §7 'Email deposit instructions'):
 * how to top up by bank transfer before the contribution year ends, to the member's own address.
 */
export function depositInstructionsEmail(input: {
  channel: Channel;
  firstName: string;
  accountNumber: string;
  instructions: { payee: string; bankAccount: string; particulars: string; code: string; reference: string; appliedIn: string };
  yearEndWords: string;
  amountRequiredWords: string | null;
  portalUrl: string;
}): EmailContent {
  const config = channelConfig(input.channel);
  const i = input.instructions;
  return compose(input.channel, `How to top up your KiwiSaver account ${input.accountNumber}`, [
    [`Hello ${input.firstName},`],
    [
      'You asked for the deposit instructions for a voluntary contribution to your KiwiSaver account ' +
        `${input.accountNumber}, so it counts towards this year's government contribution.` +
        (input.amountRequiredWords ? ` On our records you need to contribute ${input.amountRequiredWords} more for the maximum.` : ''),
    ],
    [
      'Pay by bank transfer to:',
      `Account name: ${i.payee}`,
      `Account number: ${i.bankAccount}`,
      `Particulars: ${i.particulars}`,
      `Code: ${i.code}`,
      `Reference: ${i.reference}`,
    ],
    [
      `Bank transfer payments are applied in ${i.appliedIn}. To count for the year ending ${input.yearEndWords}, ` +
        'make the payment early enough to reach us by then.',
    ],
    ['You can check your government contribution in the Client Portal:', { link: input.portalUrl }],
    [`Questions? Call us on ${config.phones.kiwiSaver ?? config.phones.investmentFunds} or e-mail ${config.infoEmail}.`],
  ]);
}
