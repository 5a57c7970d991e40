import { formatRate } from '@tasman/domain/format/percent';
import type { notificationContents, notifications } from '../schema/notifications.js';
import type { AccountPlan } from './account-plan.js';
import { addDays, addMonths, localInstant, parts, type IsoDate } from './calendar.js';
import type { DemoWorld } from './demo-world.js';
import type { Rng } from './prng.js';

type NotificationInsert = typeof notifications.$inferInsert;
type ContentInsert = typeof notificationContents.$inferInsert;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface DemoNotifications {
  notifications: NotificationInsert[];
  contents: ContentInsert[];
}

/**
 * Notifications of the demo users (spec 000 §2.6 and §3): alerts that need action and general
 * messages, read, unread and dismissed, with call-to-action codes from the spec's table, and the
 * documents that MONTHLYREVIEW and BLOG notifications open.
 */
export function buildDemoNotifications(
  world: DemoWorld,
  plans: readonly AccountPlan[],
  today: IsoDate,
  ids: Rng,
): DemoNotifications {
  const sent = (daysAgo: number, hour = 9, minute = 30) => localInstant(addDays(today, -daysAgo), 'NZ', hour, minute);
  const sentAu = (daysAgo: number) => localInstant(addDays(today, -daysAgo), 'AU', 10, 15);
  const account = (key: string) => {
    const plan = plans.find((p) => p.key === key);
    if (!plan) throw new Error(`No account ${key}`);
    return plan;
  };
  const lastMonth = parts(addMonths(today, -1));
  const reviewMonth = `${MONTHS[lastMonth.month - 1]} ${lastMonth.year}`;
  const reviewId = `monthly-review-${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}`;
  const blogId = 'blog-staying-invested';

  const contents: ContentInsert[] = [
    {
      id: reviewId,
      contentType: 'MONTHLYREVIEW',
      title: `Monthly Review - ${reviewMonth}`,
      html: `<h1>Monthly Review - ${reviewMonth}</h1><p>Global shares rose over the month as inflation continued to ease and several central banks signalled further cuts to interest rates. New Zealand shares lagged, held back by weaker company earnings.</p><h2>Our funds</h2><p>Returns were positive across our diversified funds, led by the Aggressive and Growth funds. Fixed interest funds benefited from falling bond yields.</p><h2>Outlook</h2><p>We expect markets to remain sensitive to interest rate news and have kept our portfolios close to their neutral positions.</p>`,
      publishedAt: sent(9, 8, 0),
    },
    {
      id: blogId,
      contentType: 'BLOG',
      title: 'Investing through market ups and downs',
      html: '<h1>Investing through market ups and downs</h1><p>Markets fall from time to time. History shows that investors who stay invested through those falls, and keep contributing, have usually been rewarded over the long run.</p><p>Your fund choice should match how long you are investing for, not how markets feel this week.</p>',
      publishedAt: sent(55, 8, 0),
    },
  ];

  const note = (n: Omit<NotificationInsert, 'id'>): NotificationInsert => ({ id: ids.uuid(), ...n });
  const client = world.named.client;
  const ut = account('demo.client:UT');
  const ks = account('demo.client:KS');
  const adviser = world.demoAdviser;
  const notificationsList: NotificationInsert[] = [
    note({
      clientId: client.id,
      accountId: null,
      notificationTypeCode: 'PROFILE',
      notificationPriorityCode: 'RequireAction',
      notificationStatusCode: 'Unread',
      subject: 'Please check your details are up to date',
      bodyText: `Kia ora ${client.knownAs},\n\nOnce a year we ask every investor to check the contact details and **prescribed investor rate (PIR)** we hold for them. The wrong PIR can mean paying too much tax.\n\n- Check your postal address and phone numbers\n- Check your PIR (currently ${formatRate(Number(client.pir))})\n\nIt only takes a minute.`,
      dateSent: sent(2),
      dismissible: false,
      ctaLabel: 'Check my details',
      ctaLinkToCode: 'PROFILECHECK',
      ctaLinkToId: null,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: client.id,
      accountId: ut.id,
      notificationTypeCode: 'STATEMENT',
      notificationPriorityCode: 'RequireAction',
      notificationStatusCode: 'Unread',
      subject: 'Your annual statement is ready',
      bodyText: `Your annual statement for Investment Funds account **${ut.accountNumber}** is ready to view.\n\nIt shows your opening and closing balance, contributions, withdrawals, fees and PIE tax for the year.`,
      dateSent: sent(6),
      dismissible: false,
      ctaLabel: 'View statement',
      ctaLinkToCode: 'REPORTS',
      ctaLinkToId: ut.accountNumber,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: client.id,
      accountId: ks.id,
      notificationTypeCode: 'KIWISAVER',
      notificationPriorityCode: 'RequireAction',
      notificationStatusCode: 'Read',
      subject: 'Make sure you get the full government contribution',
      bodyText:
        'The government contributes up to **$260.72** a year to your KiwiSaver account when you contribute at least **$1,042.86** between 1 July and 30 June.\n\nCheck whether your contributions so far this year are enough.',
      dateSent: sent(40),
      dismissible: false,
      // Opens the government contribution check (issue 12: 'opened ... from notifications') on this KiwiSaver account.
      ctaLabel: 'Check my contributions',
      ctaLinkToCode: 'GOVTCONTRIBUTION',
      ctaLinkToId: ks.accountNumber,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: client.id,
      accountId: null,
      notificationTypeCode: 'ADVISER',
      notificationPriorityCode: 'Normal',
      notificationStatusCode: 'Unread',
      subject: `${adviser.firstName} ${adviser.lastName} would like to arrange your annual review`,
      bodyText: `It's time for your annual review with ${adviser.firstName}. We'll look at your goals, your risk profile and whether your investments still suit you.\n\nGet in touch to book a time that works for you.`,
      dateSent: sent(3, 14, 5),
      dismissible: false,
      ctaLabel: 'Contact us',
      ctaLinkToCode: 'CONTACT',
      ctaLinkToId: null,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: client.id,
      accountId: null,
      notificationTypeCode: 'MONTHLYREVIEW',
      notificationPriorityCode: 'Normal',
      notificationStatusCode: 'Unread',
      subject: `Monthly Review - ${reviewMonth}`,
      bodyText: `Our investment team's view of markets in ${reviewMonth}, and how our funds performed.`,
      dateSent: sent(9, 8, 0),
      dismissible: true,
      ctaLabel: 'Read the review',
      ctaLinkToCode: 'MONTHLYREVIEW',
      ctaLinkToId: reviewId,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: client.id,
      accountId: null,
      notificationTypeCode: 'NEWS',
      notificationPriorityCode: 'Normal',
      notificationStatusCode: 'Read',
      subject: 'New on The Investing Place: what falling interest rates mean for you',
      bodyText:
        'Term deposit rates are falling. Our latest article looks at what that means for savers and for the income funds.',
      dateSent: sent(20, 12, 0),
      dismissible: false,
      ctaLabel: 'Read more',
      ctaLinkToCode: 'NEWS',
      ctaLinkToId: null,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: client.id,
      accountId: null,
      notificationTypeCode: 'BLOG',
      notificationPriorityCode: 'Normal',
      notificationStatusCode: 'Read',
      subject: 'Investing through market ups and downs',
      bodyText: 'Why staying invested through market falls has usually paid off.',
      dateSent: sent(55, 8, 0),
      dismissible: true,
      ctaLabel: 'Read the article',
      ctaLinkToCode: 'BLOG',
      ctaLinkToId: blogId,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: client.id,
      accountId: null,
      notificationTypeCode: 'SECURITY',
      notificationPriorityCode: 'Normal',
      notificationStatusCode: 'Dismissed',
      subject: 'Protect your account with two-factor authentication',
      bodyText: 'Add a second step to signing in with an authenticator app on your phone.',
      dateSent: sent(75),
      dismissible: true,
      ctaLabel: 'Learn more',
      ctaLinkToCode: 'EXTERNALURL',
      ctaLinkToId: null,
      ctaLinkToUrl: 'https://tasman.example.nz/security',
    }),
  ];

  const related = world.named.related;
  const joint = account('anderson:UT-joint');
  notificationsList.push(
    note({
      clientId: related.id,
      accountId: joint.id,
      notificationTypeCode: 'ACCOUNT',
      notificationPriorityCode: 'RequireAction',
      notificationStatusCode: 'Unread',
      subject: `Your authority on account ${joint.accountNumber}`,
      bodyText: `You hold a power of attorney on **${joint.accountName}** (${joint.accountNumber}). Please let us know if anything about that arrangement has changed.`,
      dateSent: sent(4),
      dismissible: false,
      ctaLabel: 'Contact us',
      ctaLinkToCode: 'CONTACT',
      ctaLinkToId: null,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: related.id,
      accountId: null,
      notificationTypeCode: 'MONTHLYREVIEW',
      notificationPriorityCode: 'Normal',
      notificationStatusCode: 'Read',
      subject: `Monthly Review - ${reviewMonth}`,
      bodyText: `Our investment team's view of markets in ${reviewMonth}.`,
      dateSent: sent(9, 8, 0),
      dismissible: true,
      ctaLabel: 'Read the review',
      ctaLinkToCode: 'MONTHLYREVIEW',
      ctaLinkToId: reviewId,
      ctaLinkToUrl: null,
    }),
  );

  const au = world.named.auClient;
  const auAccount = account('demo.auclient:UT-AUS');
  notificationsList.push(
    note({
      clientId: au.id,
      accountId: auAccount.id,
      notificationTypeCode: 'STATEMENT',
      notificationPriorityCode: 'RequireAction',
      notificationStatusCode: 'Unread',
      subject: 'Your tax statement is ready',
      bodyText: `Your annual tax statement for account **${auAccount.accountNumberAlternative}** for the year ended 30 June is ready. You'll need it for your tax return.`,
      dateSent: sentAu(12),
      dismissible: false,
      ctaLabel: 'View statement',
      ctaLinkToCode: 'REPORTS',
      ctaLinkToId: auAccount.accountNumber,
      ctaLinkToUrl: null,
    }),
    note({
      clientId: au.id,
      accountId: null,
      notificationTypeCode: 'GENERAL',
      notificationPriorityCode: 'Normal',
      notificationStatusCode: 'Read',
      subject: 'About the annual distribution',
      bodyText:
        'Each year from 1 to 21 July we calculate the annual distribution. During that time unit prices, valuations and withdrawals may be delayed.',
      dateSent: sentAu(140),
      dismissible: true,
      ctaLabel: null,
      ctaLinkToCode: null,
      ctaLinkToId: null,
      ctaLinkToUrl: null,
    }),
  );
  notificationsList.push(
    note({
      clientId: world.named.twoFactor.id,
      accountId: null,
      notificationTypeCode: 'NEWS',
      notificationPriorityCode: 'Normal',
      notificationStatusCode: 'Unread',
      subject: 'Welcome to Investment Funds',
      bodyText:
        'Thanks for investing with us. Your first contributions have been invested; you can follow them in your transaction history.',
      dateSent: sent(55),
      dismissible: true,
      ctaLabel: 'Read more',
      ctaLinkToCode: 'NEWS',
      ctaLinkToId: null,
      ctaLinkToUrl: null,
    }),
  );

  return { notifications: notificationsList, contents };
}
