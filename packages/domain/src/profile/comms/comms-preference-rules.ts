import type { Channel } from '../../channel/channel.js';

/** The channels a comms category can be sent on (spec 002 §3 channelList channelCode). */
export const COMMS_CHANNEL_CODES = ['Email', 'Push'] as const;
export type CommsChannelCode = (typeof COMMS_CHANNEL_CODES)[number];

/** One channel switch of one category. */
export interface ChannelChoice {
  channelCode: CommsChannelCode;
  subscribed: boolean;
}

/** What the unsubscribe rules look at: every category's switches and the 'unsubscribe from all emails' flag. */
export interface CommsChoices {
  unsubscribedFromAllEmails: boolean;
  categories: ReadonlyArray<{ categoryCode: string; channelList: readonly ChannelChoice[] }>;
}

/** The same, once the rules have run: when the flag is on, the date it was turned on (spec 002 §3 unsubscribedFromAllEmailsDate). */
export interface SettledCommsChoices extends CommsChoices {
  unsubscribedFromAllEmailsDate: Date | null;
}

/** spec 002 §6 'Australian portal': communication channels are Email only (NZ: Email and Push). */
export function commsChannelCodesOf(channel: Channel): readonly CommsChannelCode[] {
  return channel === 'NZ' ? COMMS_CHANNEL_CODES : ['Email'];
}

const emailSwitchesOf = (choices: CommsChoices) =>
  choices.categories.flatMap((c) => c.channelList.filter((ch) => ch.channelCode === 'Email').map((ch) => ({ key: c.categoryCode, ...ch })));

/** spec 002 §4: unsubscribing from all turns every (e-mail) channel off. */
function allEmailOff<C extends { channelList: readonly ChannelChoice[] }>(categories: readonly C[]): C[] {
  return categories.map((c) => ({
    ...c,
    channelList: c.channelList.map((ch) => (ch.channelCode === 'Email' ? { ...ch, subscribed: false } : { ...ch })),
  }));
}

/**
 * The web tab's 'unsubscribe from all emails' switch (spec 002 §4 'Communication preferences'):
 * ticking it turns every Email channel off; unticking it only clears the flag (the channels stay off
 * until the client turns one on).
 */
export function setUnsubscribedFromAllEmails<T extends CommsChoices>(choices: T, unsubscribed: boolean): T {
  return unsubscribed
    ? { ...choices, unsubscribedFromAllEmails: true, categories: allEmailOff(choices.categories) }
    : { ...choices, unsubscribedFromAllEmails: false };
}

/**
 * One channel switch of one category (spec 002 §4): turning an Email channel on clears the
 * 'unsubscribe from all emails' flag. Push is not e-mail, so it neither needs nor clears the flag.
 */
export function setChannelSubscribed<T extends CommsChoices>(
  choices: T,
  categoryCode: string,
  channelCode: CommsChannelCode,
  subscribed: boolean,
): T {
  const categories = choices.categories.map((c) =>
    c.categoryCode !== categoryCode
      ? c
      : { ...c, channelList: c.channelList.map((ch) => (ch.channelCode === channelCode ? { ...ch, subscribed } : ch)) },
  );
  const clears = subscribed && channelCode === 'Email';
  return { ...choices, categories, unsubscribedFromAllEmails: clears ? false : choices.unsubscribedFromAllEmails };
}

/**
 * What a save stores, from what was stored and what the client sent (the server never trusts the
 * client's flags; spec 002 §4 'Communication preferences'):
 * - the flag newly on: every Email channel off, dated now (it wins over a switch turned on in the
 *   same save: the safer reading of a contradictory request);
 * - otherwise an Email channel newly on: the flag cleared with its date;
 * - the flag kept on: every Email channel stays off and the first date is kept;
 * - the flag off: cleared, and the switches are as sent.
 * Invariant: the flag is on exactly when it has a date, and then no Email channel is on.
 */
export function settleCommsChoices(stored: SettledCommsChoices, requested: CommsChoices, now: Date): SettledCommsChoices {
  const wasOn = new Set(emailSwitchesOf(stored).filter((s) => s.subscribed).map((s) => s.key));
  const turnedOn = emailSwitchesOf(requested).some((s) => s.subscribed && !wasOn.has(s.key));
  if (requested.unsubscribedFromAllEmails && !stored.unsubscribedFromAllEmails) {
    return { unsubscribedFromAllEmails: true, unsubscribedFromAllEmailsDate: now, categories: allEmailOff(requested.categories) };
  }
  if (requested.unsubscribedFromAllEmails && !turnedOn) {
    return {
      unsubscribedFromAllEmails: true,
      unsubscribedFromAllEmailsDate: stored.unsubscribedFromAllEmailsDate ?? now,
      categories: allEmailOff(requested.categories),
    };
  }
  return { unsubscribedFromAllEmails: false, unsubscribedFromAllEmailsDate: null, categories: requested.categories.map((c) => ({ ...c })) };
}
