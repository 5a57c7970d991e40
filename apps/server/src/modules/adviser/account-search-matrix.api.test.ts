import { beforeAll, describe, expect, it } from 'vitest';
import { assembleCast, ROLES, type Cast, type Role } from '../../security/attack-cast.js';
import { bodyText, call } from '../../security/attack-client.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * The account search × every role of the security suite's cast (issue 10 'the authorization matrix
 * extended to the new routes'). The search names no record in its path, so the route-list matrix
 * does not reach it: here client A's two accounts (one shared with a related-only user, one only
 * A's, both advised by A's adviser) are looked for by number and by name as each role.
 */
const ctx = useTestApp('NZ');
let cast: Cast;

beforeAll(async () => {
  cast = await assembleCast(ctx.app, ctx.testDb.database.db);
}, 120_000);

/** What each role must find of A's accounts; everyone else finds nothing. */
function entitled(role: Role): string[] {
  const { sharedAccount, privateAccount } = cast.owner;
  if (role === 'owner' || role === 'adviserOfOwner' || role === 'staff') return [sharedAccount, privateAccount].sort();
  if (role === 'relatedOnly') return [sharedAccount];
  return [];
}

describe('account search × role: only what each role may see, by number and by name', () => {
  it.each(ROLES.filter((role) => role !== 'anonymous'))('%s', async (role) => {
    const { sharedAccount, privateAccount } = cast.owner;
    const found = new Set<string>();
    const queries = [
      `searchBy=number&searchTerm=${sharedAccount}&accountIsOpen=all`,
      `searchBy=number&searchTerm=${privateAccount}&accountIsOpen=all`,
      // giveAccount numbers start with 'T': every account the role may see, A's among them or not.
      'searchBy=number&searchTerm=T&accountIsOpen=all',
      `searchBy=name&searchTerm=${encodeURIComponent('Owner account')}&accountIsOpen=all`,
      `searchBy=name&searchTerm=${sharedAccount}&accountIsOpen=all`,
    ];
    for (const query of queries) {
      const response = await call(ctx.app, 'GET', `/api/v1/account-search?${query}`, { session: cast.sessions[role] });
      expect(response.statusCode, query).toBe(200);
      const body = response.json() as { list: Array<{ accountNumber: string }> };
      for (const row of body.list) if (row.accountNumber === sharedAccount || row.accountNumber === privateAccount) found.add(row.accountNumber);
      if (entitled(role).length === 0) {
        for (const secret of cast.ownerSecrets) expect(bodyText(response), `${role} ${query}`).not.toContain(secret);
      }
    }
    expect([...found].sort()).toEqual(entitled(role));
  });

  it('answers anonymous 401 and nothing else', async () => {
    const response = await call(ctx.app, 'GET', `/api/v1/account-search?searchTerm=${cast.owner.sharedAccount}`, { session: null });
    expect(response.statusCode).toBe(401);
    for (const secret of cast.ownerSecrets) expect(bodyText(response)).not.toContain(secret);
  });
});
