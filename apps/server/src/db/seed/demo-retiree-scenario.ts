import type { IsoDate } from './calendar.js';
import type { ClientInsert } from './client-builder.js';
import { owner, type AdviserInsert, type WorldBuilder } from './world-builder.js';

/**
 * demo.retiree (issue 14, Spend My KiwiSaver: a KiwiSaver account and age 65 or over, spec 002 §6): a
 * member of 68 who joined KiwiSaver at 56 with a transfer from a work scheme, contributed from pay until
 * 65 and has not withdrawn yet, all in the Conservative fund. Added after every other plan, so the random
 * draws of everything before it are unchanged.
 */
export function addRetiree(w: WorldBuilder, sarah: AdviserInsert): ClientInsert {
  const ngaire = w.person({
    channel: 'NZ',
    gender: 'female',
    firstName: 'Ngaire',
    lastName: 'Thompson',
    dateOfBirth: w.bornYearsAgo(68, 140),
    pir: '0.1750',
    emailAddress: 'ngaire.thompson@example.co.nz',
  });
  w.account('demo.retiree:KS', {
    productType: 'KS',
    signupDate: w.yearsAgo(12.3),
    holders: [owner(ngaire)],
    adviserId: sarah.id,
    initial: { kind: 'TransferIn', amount: 96_000 },
    funds: [{ code: 'KCONS', weight: 100 }],
    kiwiSaver: {
      dateOfBirth: ngaire.dateOfBirth as IsoDate,
      salary: 64_000,
      employeeRate: 4,
      voluntaryJune: false,
      firstHomeWithdrawal: null,
      retirementWithdrawals: false,
    },
  });
  return ngaire;
}
