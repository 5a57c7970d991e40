import { ClientUpdateRequest } from '@tasman/domain/contracts/profile';
import { isValidIrdNumber } from '@tasman/domain/profile/ird-number';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { buildPerson } from '../../db/seed/client-builder.js';
import { createRng } from '../../db/seed/prng.js';

/**
 * The demo clients' stored details must pass the profile form's own rules, or a demo client could not
 * save the form after changing one field (the form is filled from the stored client). NZ only: the
 * Australian portal edits on an external page.
 */
describe('demo clients: stored details pass the profile rules', () => {
  it('for 1,000 generated NZ people, the form as loaded is a valid update and the IRD number passes IR’s check', () => {
    const rng = createRng('profile-editable-demo-clients');
    for (let i = 0; i < 1_000; i += 1) {
      const person = buildPerson(rng, `id-${i}`, '2026-11-25', { channel: 'NZ', clientKey: `CK${i}` });
      const address = person.postalAddress!;
      const request = {
        title: person.title ?? null,
        knownAs: person.knownAs,
        // As GET /api/v1/client answers it (decimal arithmetic: 0.28 × 100 is 28.000000000000004 in floats).
        pir: new Decimal(person.pir!).times(100).toNumber(),
        homePhone: person.homePhone ?? null,
        mobilePhone: person.mobilePhone,
        emailAddress: person.emailAddress,
        postalAddress: {
          addressLine1: address.addressLine1,
          addressLine2: address.addressLine2 ?? null,
          suburb: address.suburb ?? null,
          city: address.city,
          postCode: address.postCode,
          countryCode: address.countryCode,
        },
        authorityConfirmed: true,
      };
      const parsed = ClientUpdateRequest.safeParse(request);
      expect(parsed.success ? null : parsed.error.issues[0], JSON.stringify(request)).toBeNull();
      expect(isValidIrdNumber(person.irdNumber!), person.irdNumber!).toBe(true);
    }
  });
});
