import { channelConfig, type Channel } from '@tasman/domain';
import { escapeHtml, localTimeWords, type EmailContent } from '../email/email-templates.js';

/**
 * The security notices of the security settings (issue 13): the owner of a login is told when its
 * password or username changed, so a change they did not make does not go unnoticed. Service e-mails:
 * sent whatever the communication preferences say.
 */

function compose(channel: Channel, subject: string, paragraphs: string[]): EmailContent {
  const all = [...paragraphs, channelConfig(channel).companyName];
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a">',
    ...all.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject, text: `${all.join('\n\n')}\n`, html };
}

interface NoticeInput {
  channel: Channel;
  firstName: string;
  changedAt: Date;
  resetUrl: string;
}

const notYou = (input: NoticeInput) => {
  const config = channelConfig(input.channel);
  return `If you did not, reset your password now at ${input.resetUrl} and contact us on ${config.phones.investmentFunds} or at ${config.infoEmail}.`;
};

/** Change password: the password changed from inside a signed-in session. */
export function passwordChangedInPortalEmail(input: NoticeInput & { username: string }): EmailContent {
  const config = channelConfig(input.channel);
  return compose(input.channel, 'Your Client Portal password was changed', [
    `Hello ${input.firstName},`,
    `The password of your ${config.companyName} Client Portal login (username ${input.username}) was changed on ` +
      `${localTimeWords(input.channel, input.changedAt)}, from the portal's security settings.`,
    'If you made this change, there is nothing else to do.',
    notYou(input),
  ]);
}

/** Change username: the old and new usernames, so the owner knows what to sign in with. */
export function usernameChangedEmail(input: NoticeInput & { oldUsername: string; newUsername: string }): EmailContent {
  const config = channelConfig(input.channel);
  return compose(input.channel, 'Your Client Portal username was changed', [
    `Hello ${input.firstName},`,
    `The username of your ${config.companyName} Client Portal login was changed from ${input.oldUsername} to ` +
      `${input.newUsername} on ${localTimeWords(input.channel, input.changedAt)}. Use ${input.newUsername} to log in from now on.`,
    'If you made this change, there is nothing else to do.',
    notYou(input),
  ]);
}
