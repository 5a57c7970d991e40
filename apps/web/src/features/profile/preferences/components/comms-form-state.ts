import type { CommsPreferenceResponse, CommsPreferenceUpdate } from '@tasman/domain/contracts/comms-preferences';
import type { ChannelChoice, CommsChoices } from '@tasman/domain/profile/comms/comms-preference-rules';

/** What the tab edits: the loaded preference in the shape the domain's switch rules take. */
export interface CommsDraft extends CommsChoices {
  categories: Array<{ categoryCode: string; category: string; longDescription: string; channelList: ChannelChoice[] }>;
  interests: Array<{ interestCode: string; interest: string; interested: boolean }>;
}

export function draftOf(loaded: CommsPreferenceResponse): CommsDraft {
  return {
    unsubscribedFromAllEmails: loaded.unsubscribedFromAllEmails,
    categories: loaded.commsPreferenceList.map((c) => ({ ...c, channelList: c.channelList.map((ch) => ({ ...ch })) })),
    interests: loaded.commsInterestList.map((i) => ({ ...i })),
  };
}

/** The body of the save: every switch and interest as the tab shows them. */
export function requestOf(draft: CommsDraft): CommsPreferenceUpdate {
  return {
    unsubscribedFromAllEmails: draft.unsubscribedFromAllEmails,
    commsPreferenceList: draft.categories.map((c) => ({ categoryCode: c.categoryCode, channelList: c.channelList.map(({ channelCode, subscribed }) => ({ channelCode, subscribed })) })),
    commsInterestList: draft.interests.map(({ interestCode, interested }) => ({ interestCode, interested })),
  };
}

/** Whether the tab differs from what is stored (Save is disabled while unchanged; leaving asks). */
export function draftChanged(draft: CommsDraft, loaded: CommsPreferenceResponse): boolean {
  return JSON.stringify(requestOf(draft)) !== JSON.stringify(requestOf(draftOf(loaded)));
}

/**
 * spec 002 §5 'The form must be valid to save': the one rule the switches can break is an Email
 * channel on while 'unsubscribe from all emails' is ticked (the switch rules never produce it).
 */
export function draftValid(draft: CommsDraft): boolean {
  return !(draft.unsubscribedFromAllEmails && draft.categories.some((c) => c.channelList.some((ch) => ch.channelCode === 'Email' && ch.subscribed)));
}
