import { z } from 'zod';

/** spec 000 §3 'Message': messageId, status (read or unread); with what the inbox shows of it. */
export const Message = z.object({
  messageId: z.string(),
  status: z.enum(['read', 'unread']),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type Message = z.infer<typeof Message>;

/** spec 000 §7 'Message inbox': GET /v1/message/inbox, answer: messages (newest first). */
export const MessageInboxResponse = z.object({ messages: z.array(Message) });
export type MessageInboxResponse = z.infer<typeof MessageInboxResponse>;

/** spec 000 §7 'Message status': POST /v1/message/status, body messageId, newStatus (read or unread). */
export const SetMessageStatusRequest = z.object({
  messageId: z.uuid({ error: 'Not a message id' }).max(36),
  newStatus: z.enum(['read', 'unread'], { error: 'Expected read or unread' }),
});
export type SetMessageStatusRequest = z.infer<typeof SetMessageStatusRequest>;

/** spec 000 §7: 'result treated as true' — the answer is the JSON value true. */
export const SetMessageStatusResponse = z.literal(true);
export type SetMessageStatusResponse = z.infer<typeof SetMessageStatusResponse>;
