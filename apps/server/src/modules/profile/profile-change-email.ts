import { channelConfig, type Channel } from '@tasman/domain';
import { maskEmail } from '@tasman/domain/profile/contact-mask';
import { escapeHtml, localTimeWords, type EmailContent } from '../email/email-templates.js';

/**
 * The notice to the PREVIOUS e-mail address when a client's e-mail or postal address changes (issue 13:
 * a classic account-takeover path). It says what changed and when, and what to do if it was not them;
 * it gives no full new values (the new e-mail address is masked, the new postal address is not shown).
 */
export function profileChangeNoticeEmail(input: {
  channel: Channel;
  firstName: string;
  changedAt: Date;
  emailChangedTo: string | null;
  addressChanged: boolean;
  resetUrl: string;
}): EmailContent {
  const config = channelConfig(input.channel);
  const what: string[] = [];
  if (input.emailChangedTo !== null) what.push(`Your email address was changed to ${maskEmail(input.emailChangedTo)}. We will no longer send email to this address.`);
  if (input.addressChanged) what.push('Your postal address was changed.');
  const subject = 'Your personal details were changed';
  const paragraphs: string[][] = [
    [`Hello ${input.firstName},`],
    [`The personal details of your ${config.companyName} Client Portal login were updated on ${localTimeWords(input.channel, input.changedAt)}.`],
    what,
    ['If you made this change, there is nothing else to do.'],
    [
      `If you did not, contact us straight away on ${config.phones.investmentFunds} or at ${config.infoEmail}, and reset your password:`,
      input.resetUrl,
    ],
    [config.companyName],
  ];
  const text = `${paragraphs.map((lines) => lines.join('\n')).join('\n\n')}\n`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a">',
    ...paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
