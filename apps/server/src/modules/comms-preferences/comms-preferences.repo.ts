import { and, asc, eq } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import type { CommsChannelCode } from '@tasman/domain/profile/comms/comms-preference-rules';
import type { Db } from '../../db/client.js';
import {
  clients,
  commsCategories,
  commsChannelSubscriptions,
  commsInterestOptions,
  commsInterests,
  commsPreferences,
} from '../../db/schema/index.js';

export type CategoryRow = typeof commsCategories.$inferSelect;
export type InterestOptionRow = typeof commsInterestOptions.$inferSelect;

export async function findClient(db: Db, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, clientKey: clients.clientKey, channel: clients.channel })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client;
}

/** The categories and interests this portal offers, in their order. */
export async function portalOptions(db: Db, channel: Channel) {
  const [categories, interests] = await Promise.all([
    db.select().from(commsCategories).where(eq(commsCategories.channel, channel)).orderBy(asc(commsCategories.sortOrder)),
    db.select().from(commsInterestOptions).where(eq(commsInterestOptions.channel, channel)).orderBy(asc(commsInterestOptions.sortOrder)),
  ]);
  return { categories, interests };
}

/** What one client has chosen: the preference row (or none yet), each switch and each interest. */
export async function clientChoices(db: Db, clientId: string) {
  const [[preference], subscriptions, interests] = await Promise.all([
    db.select().from(commsPreferences).where(eq(commsPreferences.clientId, clientId)),
    db.select().from(commsChannelSubscriptions).where(eq(commsChannelSubscriptions.clientId, clientId)),
    db.select().from(commsInterests).where(eq(commsInterests.clientId, clientId)),
  ]);
  return { preference, subscriptions, interests };
}

export interface StoredChoices {
  clientId: string;
  referenceId: string;
  unsubscribedFromAllEmails: boolean;
  unsubscribedFromAllEmailsDate: Date | null;
  subscriptions: Array<{ categoryId: string; channelCode: CommsChannelCode; subscribed: boolean }>;
  interests: Array<{ interestId: string; interested: boolean }>;
}

/** Stores one client's choices in one transaction (insert or update each row). */
export async function saveChoices(db: Db, choices: StoredChoices): Promise<void> {
  await db.transaction(async (tx) => {
    const flags = {
      unsubscribedFromAllEmails: choices.unsubscribedFromAllEmails,
      unsubscribedFromAllEmailsDate: choices.unsubscribedFromAllEmailsDate,
      updatedAt: new Date(),
    };
    await tx
      .insert(commsPreferences)
      .values({ clientId: choices.clientId, referenceId: choices.referenceId, ...flags })
      .onConflictDoUpdate({ target: commsPreferences.clientId, set: flags });
    for (const s of choices.subscriptions) {
      await tx
        .insert(commsChannelSubscriptions)
        .values({ clientId: choices.clientId, ...s })
        .onConflictDoUpdate({
          target: [commsChannelSubscriptions.clientId, commsChannelSubscriptions.categoryId, commsChannelSubscriptions.channelCode],
          set: { subscribed: s.subscribed },
        });
    }
    for (const i of choices.interests) {
      await tx
        .insert(commsInterests)
        .values({ clientId: choices.clientId, ...i })
        .onConflictDoUpdate({ target: [commsInterests.clientId, commsInterests.interestId], set: { interested: i.interested } });
    }
  });
}

/**
 * The facts a marketing e-mail's consent needs (marketingEmailConsent): the client's unsubscribe flag
 * and the Email switch of one category on the client's own portal; null where nothing is stored.
 */
export async function emailConsentFacts(db: Db, clientId: string, categoryCode: string) {
  const [row] = await db
    .select({
      unsubscribedFromAllEmails: commsPreferences.unsubscribedFromAllEmails,
      categoryEmailSubscribed: commsChannelSubscriptions.subscribed,
    })
    .from(clients)
    .leftJoin(commsPreferences, eq(commsPreferences.clientId, clients.id))
    .leftJoin(commsCategories, and(eq(commsCategories.channel, clients.channel), eq(commsCategories.code, categoryCode)))
    .leftJoin(
      commsChannelSubscriptions,
      and(
        eq(commsChannelSubscriptions.clientId, clients.id),
        eq(commsChannelSubscriptions.categoryId, commsCategories.id),
        eq(commsChannelSubscriptions.channelCode, 'Email'),
      ),
    )
    .where(eq(clients.id, clientId));
  return {
    unsubscribedFromAllEmails: row?.unsubscribedFromAllEmails ?? false,
    categoryEmailSubscribed: row?.categoryEmailSubscribed ?? null,
  };
}
