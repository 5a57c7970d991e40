import type { IsoDate } from './calendar.js';
import type { ClientInsert } from './client-builder.js';
import { owner, type AdviserInsert, type WorldBuilder } from './world-builder.js';

/**
 * demo.saver (issue 14, Forecast My Balance: an open KiwiSaver account with exactly one security and
 * age under 65, spec 002 §6): a member of 38 who joined eight years ago, in the Growth fund only,
 * contributing from pay at the default rate (so the tool can estimate the salary from the last year's
 * deductions) with a small voluntary direct debit. Added after every other plan, so the random draws of
 * everything before it are unchanged.
 */
export function addSaver(w: WorldBuilder, sarah: AdviserInsert): ClientInsert {
  const tama = w.person({
    channel: 'NZ',
    gender: 'male',
    firstName: 'Tama',
    lastName: 'Ngata',
    dateOfBirth: w.bornYearsAgo(38, 210),
    pir: '0.1750',
    emailAddress: 'tama.ngata@example.co.nz',
  });
  w.account('demo.saver:KS', {
    productType: 'KS',
    signupDate: w.yearsAgo(8.4),
    holders: [owner(tama)],
    adviserId: sarah.id,
    initial: { kind: 'TransferIn', amount: 6_200 },
    funds: [{ code: 'KGRO', weight: 100 }],
    kiwiSaver: {
      dateOfBirth: tama.dateOfBirth as IsoDate,
      salary: 68_000,
      // 3 follows the default rate (3.5% from 1 April 2026), as kiwisaver-contributions.ts reads it.
      employeeRate: 3,
      voluntaryJune: false,
      firstHomeWithdrawal: null,
      retirementWithdrawals: false,
    },
  });
  return tama;
}
