import { z } from 'zod';
import { COMMS_CHANNEL_CODES } from '../profile/comms/comms-preference-rules.js';

/** Messages of the Communication Preference tab and its calls (spec 002 §8, and ours for refused input). */
export const COMMS_MESSAGES = {
  /** spec 002 §8 'Comms load failure', word for word. */
  loadFailed: 'Error loading communication preferences',
  /** spec 002 §4 'Leaving with unsaved changes prompts …'. */
  unsavedChanges: 'Do you want to save these changes?',
  saveFailed: 'Your communication preferences could not be saved. Please try again.',
  unknownCategory: (code: string) => `Unknown communication category: ${code}`,
  unknownInterest: (code: string) => `Unknown interest: ${code}`,
  channelNotOffered: (category: string, channelCode: string) => `${channelCode} is not a channel of '${category}' on this portal.`,
  duplicate: (code: string) => `${code} is listed more than once.`,
  noClientRecord: 'There is no client record with communication preferences for this login.',
} as const;

/** A category or interest code (our identifiers; spec 002 §3 gives only the display names). */
const Code = z.string().min(1).max(40).regex(/^[A-Z0-9_]+$/, 'Not a category or interest code');
/** spec 002 §7: the call names the client; ours must be the signed-in client's (anyone else's is refused). */
const ClientIdField = z.string().max(64);

export const CommsChannel = z.object({
  channelCode: z.enum(COMMS_CHANNEL_CODES),
  subscribed: z.boolean(),
});

/** spec 002 §3 'Comms preference', with our codes beside the display names. */
export const CommsPreferenceResponse = z.object({
  clientId: z.string(),
  referenceId: z.string(),
  sharedEmail: z.boolean(),
  unsubscribedFromAllEmails: z.boolean(),
  /** ISO 8601 instant, or null while the client is not unsubscribed. */
  unsubscribedFromAllEmailsDate: z.string().nullable(),
  commsPreferenceList: z.array(
    z.object({ categoryCode: z.string(), category: z.string(), longDescription: z.string(), channelList: z.array(CommsChannel) }),
  ),
  commsInterestList: z.array(z.object({ interestCode: z.string(), interest: z.string(), interested: z.boolean() })),
});
export type CommsPreferenceResponse = z.infer<typeof CommsPreferenceResponse>;

/** GET ?clientId= (optional, spec 002 §7 'Load comms preferences': clientId). */
export const CommsPreferenceQuery = z.object({ clientId: ClientIdField.optional() });

/**
 * PUT /api/v1/Client/CommsPreference (spec 002 §7 'Save comms preferences': clientId and the
 * preference body). Categories and interests left out keep what is stored.
 */
export const CommsPreferenceUpdate = z.object({
  clientId: ClientIdField.optional(),
  unsubscribedFromAllEmails: z.boolean(),
  commsPreferenceList: z
    .array(z.object({ categoryCode: Code, channelList: z.array(CommsChannel).max(COMMS_CHANNEL_CODES.length) }))
    .max(50),
  commsInterestList: z.array(z.object({ interestCode: Code, interested: z.boolean() })).max(50),
});
export type CommsPreferenceUpdate = z.infer<typeof CommsPreferenceUpdate>;
