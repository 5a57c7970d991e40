import type { IsoDate } from './calendar.js';
import type { ClientInsert } from './client-builder.js';
import { owner, related, type AdviserInsert, type WorldBuilder } from './world-builder.js';

/**
 * demo.client (spec 000 §2.5 client home): open KS, UT, PW (DIMS) and PE accounts, a UT account
 * closed after a full withdrawal, and a related (beneficiary) view of the family trust's account.
 */
export function addDemoClient(w: WorldBuilder, sarah: AdviserInsert): ClientInsert {
  const age = (years: number, extraDays: number) => w.bornYearsAgo(years, extraDays);
  const hannah = w.person({
    channel: 'NZ',
    gender: 'female',
    firstName: 'Hannah',
    lastName: 'Wilson',
    dateOfBirth: age(45, 131),
    pir: '0.2800',
    businessDesk: true,
    emailAddress: 'hannah.wilson@example.co.nz',
    // Fixed, so the forgot-username journey can be walked (passes the modulus-11 check: check digit 4).
    irdNumber: '149-785-914',
  });
  const graham = w.person({
    channel: 'NZ',
    gender: 'male',
    firstName: 'Graham',
    lastName: 'Wilson',
    dateOfBirth: age(73, 40),
    pir: '0.1750',
  });
  const margaret = w.person({
    channel: 'NZ',
    gender: 'female',
    firstName: 'Margaret',
    lastName: 'Wilson',
    dateOfBirth: age(71, 200),
    pir: '0.1750',
  });
  const wilsonTrust = w.entity('Wilson Family Trust', graham);
  w.account('demo.client:KS', {
    productType: 'KS',
    signupDate: w.yearsAgo(10.2),
    holders: [owner(hannah)],
    adviserId: sarah.id,
    initial: { kind: 'TransferIn', amount: 18_400 },
    funds: [
      { code: 'KBAL', weight: 60 },
      { code: 'KGRO', weight: 40 },
    ],
    switches: [{ date: w.yearsAgo(4.1), from: 'KBAL', to: 'KGRO', fraction: 0.5 }],
    lumpSumsPerYear: 0.2,
    kiwiSaver: {
      dateOfBirth: hannah.dateOfBirth as IsoDate,
      salary: 82_000,
      employeeRate: 4,
      voluntaryJune: false,
      firstHomeWithdrawal: null,
      retirementWithdrawals: false,
    },
  });
  w.account('demo.client:UT', {
    productType: 'UT',
    signupDate: w.yearsAgo(7.4),
    holders: [owner(hannah)],
    adviserId: sarah.id,
    initial: { kind: 'Contribution', amount: 25_000 },
    funds: [
      { code: 'TBAL', weight: 50 },
      { code: 'TGEQ', weight: 30 },
      { code: 'TDINC', weight: 20 },
    ],
    regular: { frequency: 'Monthly', amount: 500, dayOfMonth: 15, yearlyIncrease: 0.03 },
    lumpSumsPerYear: 0.5,
    withdrawalsPerYear: 0.15,
    switches: [{ date: w.yearsAgo(3.2), from: 'TBAL', to: 'TGRO', fraction: 1 }],
    pending: { type: 'Contribution', amount: 2_000 },
  });
  w.account('demo.client:PW', {
    productType: 'PW',
    accountName: 'Hannah Wilson - Wealth Management',
    signupDate: w.yearsAgo(4.3),
    holders: [owner(hannah)],
    adviserId: sarah.id,
    isDims: true,
    strategyCode: 'BALANCED',
    initial: { kind: 'Contribution', amount: 650_000 },
    funds: [],
    wealth: {
      feeRate: 0.0075,
      directShares: [],
      incomePerMonth: 0,
      rebalanceMonths: [3, 6, 9, 12],
      topUps: [{ afterYears: 2, amount: 120_000 }],
      withdrawals: [{ afterYears: 3.5, amount: 40_000 }],
    },
  });
  w.account('demo.client:PE', {
    productType: 'PE',
    signupDate: w.yearsAgo(6.2),
    holders: [owner(hannah)],
    adviserId: sarah.id,
    initial: { kind: 'Contribution', amount: 0 },
    funds: [{ code: 'TPEF1', weight: 100 }],
    privateEquity: { commitment: 250_000, calledShare: 0.82, transferIn: false, transferOut: false },
  });
  w.account('demo.client:UT-closed', {
    productType: 'UT',
    signupDate: w.yearsAgo(11.5),
    closedDate: w.yearsAgo(2.6),
    holders: [owner(hannah)],
    adviserId: sarah.id,
    initial: { kind: 'Contribution', amount: 15_000 },
    funds: [{ code: 'TCONS', weight: 100 }],
    regular: { frequency: 'Monthly', amount: 200, dayOfMonth: 1, yearlyIncrease: 0, until: w.yearsAgo(3) },
  });
  w.account('wilson-trust:UT', {
    productType: 'UT',
    signupDate: w.yearsAgo(12.5),
    adviserId: sarah.id,
    holders: [
      owner(wilsonTrust),
      owner(graham, 'Trustee'),
      owner(margaret, 'Trustee'),
      related(hannah, 'Beneficiary', false),
    ],
    initial: { kind: 'Contribution', amount: 180_000 },
    funds: [
      { code: 'TBAL', weight: 40 },
      { code: 'TDINC', weight: 40 },
      { code: 'TGBF', weight: 20 },
    ],
    distributionOption: 'Cash',
    withdrawalsPerYear: 0.2,
    lumpSumsPerYear: 0.15,
  });
  return hannah;
}
