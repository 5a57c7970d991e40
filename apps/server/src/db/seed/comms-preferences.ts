import type {
  commsCategories,
  commsChannelSubscriptions,
  commsInterestOptions,
  commsInterests,
  commsPreferences,
} from '../schema/comms.js';
import { addDays, localInstant, type IsoDate } from './calendar.js';
import type { ClientInsert } from './client-builder.js';
import type { Rng } from './prng.js';

const CATEGORIES = [
  {
    code: 'STATEMENTS',
    category: 'Statements and account information',
    longDescription: 'Statements, tax certificates, confirmations and changes to your accounts.',
  },
  {
    code: 'FUNDUPDATES',
    category: 'Fund updates and performance',
    longDescription: 'Quarterly fund updates, fact sheets and how your funds are performing.',
  },
  {
    code: 'INSIGHTS',
    category: 'Market insights',
    longDescription: 'The Monthly Review and commentary from our investment team.',
  },
  {
    code: 'EVENTS',
    category: 'Events and webinars',
    longDescription: 'Invitations to investor events, webinars and roadshows near you.',
  },
  {
    code: 'OFFERS',
    category: 'Products and offers',
    longDescription: 'News about new funds and services that may interest you.',
  },
];

const INTERESTS = [
  { code: 'KIWISAVER', interest: 'KiwiSaver', productCode: 'KS' as const, channels: ['NZ'] },
  { code: 'INVESTMENTFUNDS', interest: 'Investment Funds', productCode: null, channels: ['NZ', 'AU'] },
  { code: 'WEALTH', interest: 'Wealth management', productCode: null, channels: ['NZ'] },
  { code: 'RESPONSIBLE', interest: 'Responsible investing', productCode: null, channels: ['NZ', 'AU'] },
  { code: 'RETIREMENT', interest: 'Planning for retirement', productCode: null, channels: ['NZ', 'AU'] },
  { code: 'FIRSTHOME', interest: 'Buying a first home with KiwiSaver', productCode: 'KS' as const, channels: ['NZ'] },
];

/**
 * Communication preferences (spec 002 §3 'Comms preference'): the categories and interests of each
 * portal (NZ: Email and Push, AU: Email only, no KiwiSaver interests, spec 002 §6), and each
 * individual client's choices.
 */
export function buildCommsRows(clients: readonly ClientInsert[], today: IsoDate, ids: Rng, rng: Rng) {
  const categories: Array<typeof commsCategories.$inferInsert & { id: string }> = [];
  const options: Array<typeof commsInterestOptions.$inferInsert & { id: string }> = [];
  for (const channel of ['NZ', 'AU'] as const) {
    CATEGORIES.forEach((c, i) =>
      categories.push({
        id: ids.uuid(),
        channel,
        ...c,
        channelCodes: channel === 'NZ' ? ['Email', 'Push'] : ['Email'],
        sortOrder: i + 1,
      }),
    );
    INTERESTS.filter((o) => o.channels.includes(channel)).forEach((o, i) =>
      options.push({
        id: ids.uuid(),
        channel,
        code: o.code,
        interest: o.interest,
        productCode: o.productCode,
        sortOrder: i + 1,
      }),
    );
  }
  const preferences: Array<typeof commsPreferences.$inferInsert> = [];
  const subscriptions: Array<typeof commsChannelSubscriptions.$inferInsert> = [];
  const interests: Array<typeof commsInterests.$inferInsert> = [];
  for (const client of clients.filter((c) => c.firstName !== '')) {
    const unsubscribed = rng.chance(0.08);
    preferences.push({
      clientId: client.id,
      referenceId: `CP-${client.clientKey}`,
      sharedEmail: false,
      unsubscribedFromAllEmails: unsubscribed,
      unsubscribedFromAllEmailsDate: unsubscribed
        ? localInstant(addDays(today, -rng.int(30, 700)), client.channel, 20)
        : null,
    });
    for (const category of categories.filter((c) => c.channel === client.channel)) {
      for (const channelCode of category.channelCodes) {
        const subscribed =
          !unsubscribed && (category.code === 'STATEMENTS' || rng.chance(channelCode === 'Email' ? 0.7 : 0.4));
        subscriptions.push({ clientId: client.id, categoryId: category.id, channelCode, subscribed });
      }
    }
    for (const option of options.filter((o) => o.channel === client.channel)) {
      interests.push({ clientId: client.id, interestId: option.id, interested: rng.chance(0.4) });
    }
  }
  return { categories, options, preferences, subscriptions, interests };
}
