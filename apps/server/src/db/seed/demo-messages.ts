import type { messages } from '../schema/notifications.js';
import type { AccountPlan } from './account-plan.js';
import { addDays, localInstant, type IsoDate } from './calendar.js';
import type { DemoWorld } from './demo-world.js';
import type { Rng } from './prng.js';

type MessageInsert = typeof messages.$inferInsert;

/** Inbox messages of the demo users (spec 000 §3 'Message', §7 /v1/message/inbox), read and unread. */
export function buildDemoMessages(
  world: DemoWorld,
  plans: readonly AccountPlan[],
  today: IsoDate,
  ids: Rng,
): MessageInsert[] {
  const sent = (daysAgo: number, hour: number, minute: number) =>
    localInstant(addDays(today, -daysAgo), 'NZ', hour, minute);
  const peAccount = plans.find((p) => p.key === 'demo.client:PE');
  const client = world.named.client;
  const related = world.named.related;
  const au = world.named.auClient;
  const message = (
    clientId: string,
    subject: string,
    body: string,
    daysAgo: number,
    status: 'read' | 'unread',
  ): MessageInsert => ({
    id: ids.uuid(),
    clientId,
    subject,
    body,
    sentAt: sent(daysAgo, 11, 0),
    status,
  });
  return [
    message(
      client.id,
      'Welcome to the new client portal',
      'We have moved to a new client portal. Your username and password are unchanged.',
      120,
      'read',
    ),
    message(
      client.id,
      'Capital call notice',
      `A capital call has been made on your private equity commitment (account ${peAccount?.accountNumber}). The notice is in Reports & Statements.`,
      15,
      'unread',
    ),
    message(
      client.id,
      'Changes to our fees',
      'From 1 April the registry fee on Investment Funds accounts is unchanged, and the Cash Fund fee falls to 0.20% a year.',
      60,
      'read',
    ),
    message(
      world.named.twoFactor.id,
      'Two-factor authentication is on',
      'Two-factor authentication is now turned on for your sign-in.',
      30,
      'read',
    ),
    message(
      world.named.prospect.id,
      'Your wealth management fact-find',
      'Thanks for starting your fact-find. You can come back and finish it at any time.',
      2,
      'unread',
    ),
    message(
      related.id,
      'Your access to family accounts',
      'You can now see the accounts you are related to in the portal.',
      25,
      'unread',
    ),
    message(
      au.id,
      'Welcome to the new client portal',
      'We have moved to a new client portal. Your username and password are unchanged.',
      90,
      'read',
    ),
  ];
}
