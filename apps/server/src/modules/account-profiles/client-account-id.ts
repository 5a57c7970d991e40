import { createHash } from 'node:crypto';

/**
 * The clientAccountId of a holder row (spec 002 §3 'Account holder'): opaque and stable, derived
 * one way from the row's key (account id and client id), so it names the row without putting a
 * database id in the browser, and needs no column. 16 bytes of SHA-256 as base64url: 22 characters.
 */
export function clientAccountIdOf(accountId: string, clientId: string): string {
  return createHash('sha256').update(`client-account:${accountId}:${clientId}`).digest('base64url').slice(0, 22);
}
