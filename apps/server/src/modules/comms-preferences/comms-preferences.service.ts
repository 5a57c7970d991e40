import { COMMS_MESSAGES, type CommsPreferenceResponse, type CommsPreferenceUpdate } from '@tasman/domain/contracts/comms-preferences';
import { commsInterestShownOn } from '@tasman/domain/profile/comms/comms-interest-visibility';
import { commsChannelCodesOf, settleCommsChoices, type CommsChannelCode } from '@tasman/domain/profile/comms/comms-preference-rules';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import * as repo from './comms-preferences.repo.js';

/**
 * The one access check of both calls: the signed-in client's own record, on their own portal. A
 * clientId in the query or body must be theirs; anyone else's answers 404 exactly like a client that
 * does not exist (DESIGN §6). Staff and advisers have no client record: 404 too.
 */
async function ownClient(db: Db, auth: AuthContext, namedClientId: string | undefined) {
  if (!auth.clientId) throw new ApiError('NotFound', COMMS_MESSAGES.noClientRecord);
  if (namedClientId !== undefined && namedClientId !== auth.clientId) throw new ApiError('NotFound');
  const client = await repo.findClient(db, auth.clientId);
  if (!client || client.channel !== auth.channel) throw new ApiError('NotFound', COMMS_MESSAGES.noClientRecord);
  return client;
}

/** What this portal offers: its categories with only its channels, and its interests (no KiwiSaver ones on AU). */
async function offered(db: Db, channel: AuthContext['channel']) {
  const { categories, interests } = await repo.portalOptions(db, channel);
  const portalChannels = commsChannelCodesOf(channel);
  return {
    categories: categories.map((c) => ({ ...c, channelCodes: c.channelCodes.filter((code) => portalChannels.includes(code)) })),
    interests: interests.filter((i) => commsInterestShownOn(channel, i.productCode)),
  };
}

/** spec 002 §7 'Load comms preferences': a switch or interest never chosen reads as off. */
export async function loadCommsPreference(db: Db, auth: AuthContext, namedClientId?: string): Promise<CommsPreferenceResponse> {
  const client = await ownClient(db, auth, namedClientId);
  const [{ categories, interests }, choices] = await Promise.all([offered(db, client.channel), repo.clientChoices(db, client.id)]);
  const subscribed = (categoryId: string, channelCode: CommsChannelCode) =>
    choices.subscriptions.some((s) => s.categoryId === categoryId && s.channelCode === channelCode && s.subscribed);
  return {
    clientId: client.id,
    referenceId: choices.preference?.referenceId ?? referenceIdOf(client.clientKey),
    sharedEmail: choices.preference?.sharedEmail ?? false,
    unsubscribedFromAllEmails: choices.preference?.unsubscribedFromAllEmails ?? false,
    unsubscribedFromAllEmailsDate: choices.preference?.unsubscribedFromAllEmailsDate?.toISOString() ?? null,
    commsPreferenceList: categories.map((c) => ({
      categoryCode: c.code,
      category: c.category,
      longDescription: c.longDescription,
      channelList: c.channelCodes.map((channelCode) => ({ channelCode, subscribed: subscribed(c.id, channelCode) })),
    })),
    commsInterestList: interests.map((i) => ({
      interestCode: i.code,
      interest: i.interest,
      interested: choices.interests.some((x) => x.interestId === i.id && x.interested),
    })),
  };
}

const referenceIdOf = (clientKey: string) => `CP-${clientKey}`;

function refuse(message: string): never {
  throw new ApiError('ValidationFailed', message);
}

/**
 * spec 002 §7 'Save comms preferences'. Every code must be one this portal offers (a Push switch on
 * AU, a KiwiSaver interest on AU: 400), and the unsubscribe rules run here on what is stored and what
 * was sent (settleCommsChoices), never trusting the client's flags. Answers what is now stored.
 */
export async function saveCommsPreference(db: Db, auth: AuthContext, body: CommsPreferenceUpdate, now = new Date()): Promise<CommsPreferenceResponse> {
  const client = await ownClient(db, auth, body.clientId);
  const { categories, interests } = await offered(db, client.channel);

  const seen = new Set<string>();
  const once = (code: string) => {
    if (seen.has(code)) refuse(COMMS_MESSAGES.duplicate(code));
    seen.add(code);
  };
  for (const sent of body.commsPreferenceList) {
    once(`category ${sent.categoryCode}`);
    const category = categories.find((c) => c.code === sent.categoryCode) ?? refuse(COMMS_MESSAGES.unknownCategory(sent.categoryCode));
    for (const channel of sent.channelList) {
      once(`${sent.categoryCode} ${channel.channelCode}`);
      if (!category.channelCodes.includes(channel.channelCode)) refuse(COMMS_MESSAGES.channelNotOffered(category.category, channel.channelCode));
    }
  }
  for (const sent of body.commsInterestList) {
    once(`interest ${sent.interestCode}`);
    if (!interests.some((i) => i.code === sent.interestCode)) refuse(COMMS_MESSAGES.unknownInterest(sent.interestCode));
  }

  const current = await loadCommsPreference(db, auth);
  const storedChoices = {
    unsubscribedFromAllEmails: current.unsubscribedFromAllEmails,
    unsubscribedFromAllEmailsDate: current.unsubscribedFromAllEmailsDate ? new Date(current.unsubscribedFromAllEmailsDate) : null,
    categories: current.commsPreferenceList.map((c) => ({ categoryCode: c.categoryCode, channelList: c.channelList })),
  };
  // Switches left out of the request keep what is stored.
  const requested = {
    unsubscribedFromAllEmails: body.unsubscribedFromAllEmails,
    categories: current.commsPreferenceList.map((c) => {
      const sent = body.commsPreferenceList.find((s) => s.categoryCode === c.categoryCode);
      return {
        categoryCode: c.categoryCode,
        channelList: c.channelList.map((ch) => sent?.channelList.find((s) => s.channelCode === ch.channelCode) ?? ch),
      };
    }),
  };
  const settled = settleCommsChoices(storedChoices, requested, now);

  await repo.saveChoices(db, {
    clientId: client.id,
    referenceId: current.referenceId,
    unsubscribedFromAllEmails: settled.unsubscribedFromAllEmails,
    unsubscribedFromAllEmailsDate: settled.unsubscribedFromAllEmailsDate,
    subscriptions: settled.categories.flatMap((c) => {
      const categoryId = categories.find((x) => x.code === c.categoryCode)!.id;
      return c.channelList.map((ch) => ({ categoryId, channelCode: ch.channelCode, subscribed: ch.subscribed }));
    }),
    interests: body.commsInterestList.map((sent) => ({
      interestId: interests.find((i) => i.code === sent.interestCode)!.id,
      interested: sent.interested,
    })),
  });
  return loadCommsPreference(db, auth);
}
