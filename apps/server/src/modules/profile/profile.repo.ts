import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advisers, clients } from '../../db/schema/index.js';

export type StoredPostalAddress = NonNullable<(typeof clients.$inferSelect)['postalAddress']>;

export interface ClientDetailsUpdate {
  title: string | null;
  knownAs: string;
  /** The stored fraction ('0.1750'), or undefined to leave it. */
  pir?: string;
  homePhone: string | null;
  mobilePhone: string;
  emailAddress: string;
  postalAddress: StoredPostalAddress;
}

/** The client row, locked for the rest of the transaction so two saves do not interleave. */
export async function findClientForUpdate(db: Db, clientKey: string, channel: 'NZ' | 'AU') {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.clientKey, clientKey), eq(clients.channel, channel)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function updateClientDetails(db: Db, clientId: string, update: ClientDetailsUpdate) {
  const rows = await db.update(clients).set(update).where(eq(clients.id, clientId)).returning();
  const row = rows[0];
  if (!row) throw new Error('client vanished during update');
  return row;
}

export async function findAdviser(db: Db, adviserId: string, channel: 'NZ' | 'AU') {
  const rows = await db
    .select()
    .from(advisers)
    .where(and(eq(advisers.id, adviserId), eq(advisers.channel, channel)))
    .limit(1);
  return rows[0] ?? null;
}
