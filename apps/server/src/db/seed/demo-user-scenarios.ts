import type { IsoDate } from './calendar.js';
import type { ClientInsert } from './client-builder.js';
import { owner, related, type AdviserInsert, type WorldBuilder } from './world-builder.js';

/** demo.twofactor: a KS account and a UT account opened about two months ago (the three-month rule). */
export function addTwoFactorClient(w: WorldBuilder, james: AdviserInsert): ClientInsert {
  const age = (years: number, extraDays: number) => w.bornYearsAgo(years, extraDays);
  const liam = w.person({
    channel: 'NZ',
    gender: 'male',
    firstName: 'Liam',
    lastName: 'Chen',
    dateOfBirth: age(34, 75),
    pir: '0.1750',
    emailAddress: 'liam.chen@example.co.nz',
  });
  w.account('demo.twofactor:KS', {
    productType: 'KS',
    signupDate: w.yearsAgo(3.2),
    holders: [owner(liam)],
    adviserId: james.id,
    initial: { kind: 'Contribution', amount: 500 },
    funds: [{ code: 'KGRO', weight: 100 }],
    kiwiSaver: {
      dateOfBirth: liam.dateOfBirth as IsoDate,
      salary: 72_000,
      employeeRate: 3,
      voluntaryJune: false,
      firstHomeWithdrawal: null,
      retirementWithdrawals: false,
    },
  });
  w.account('demo.twofactor:UT', {
    productType: 'UT',
    signupDate: w.daysAgo(62),
    holders: [owner(liam)],
    adviserId: james.id,
    initial: { kind: 'Contribution', amount: 10_000 },
    funds: [{ code: 'TGRO', weight: 100 }],
    regular: { frequency: 'Fortnightly', amount: 150, dayOfMonth: 1, yearlyIncrease: 0 },
  });
  return liam;
}

/** demo.prospect: a wealth-management prospect (PROSPECTPW) with no accounts yet. */
export function addProspect(w: WorldBuilder): ClientInsert {
  const age = (years: number, extraDays: number) => w.bornYearsAgo(years, extraDays);
  const mere = w.person({
    channel: 'NZ',
    gender: 'female',
    firstName: 'Mere',
    lastName: 'Parata',
    dateOfBirth: age(52, 12),
    clientStatusCode: 'PROSPECTPW',
    emailAddress: 'mere.parata@example.co.nz',
  });
  return mere;
}

/**
 * demo.related: owns nothing; related on her parents' joint account (power of attorney, authority
 * to act) and on their company's account (authorised signatory, no authority to act).
 */
export function addRelatedUser(w: WorldBuilder, sarah: AdviserInsert): ClientInsert {
  const age = (years: number, extraDays: number) => w.bornYearsAgo(years, extraDays);
  const ruth = w.person({
    channel: 'NZ',
    gender: 'female',
    firstName: 'Ruth',
    lastName: 'Anderson',
    dateOfBirth: age(48, 300),
    emailAddress: 'ruth.anderson@example.co.nz',
  });
  const tom = w.person({
    channel: 'NZ',
    gender: 'male',
    firstName: 'Thomas',
    knownAs: 'Tom',
    lastName: 'Anderson',
    dateOfBirth: age(76, 20),
    pir: '0.1050',
  });
  const ellen = w.person({
    channel: 'NZ',
    gender: 'female',
    firstName: 'Ellen',
    lastName: 'Anderson',
    dateOfBirth: age(74, 88),
    pir: '0.1050',
  });
  const orchards = w.entity('Anderson Orchards Limited', tom);
  w.account('anderson:UT-joint', {
    productType: 'UT',
    signupDate: w.yearsAgo(9.1),
    adviserId: sarah.id,
    holders: [owner(tom, 'Joint Owner'), owner(ellen, 'Joint Owner'), related(ruth, 'Power of Attorney', true, true)],
    initial: { kind: 'Contribution', amount: 120_000 },
    funds: [
      { code: 'TCONS', weight: 50 },
      { code: 'TDINC', weight: 50 },
    ],
    regularWithdrawal: { frequency: 'Monthly', amount: 600, dayOfMonth: 20, yearlyIncrease: 0.02 },
  });
  w.account('anderson:UT-company', {
    productType: 'UT',
    signupDate: w.yearsAgo(6.3),
    adviserId: sarah.id,
    holders: [owner(orchards), owner(tom, 'Director'), related(ruth, 'Authorised Signatory', false)],
    initial: { kind: 'Contribution', amount: 300_000 },
    funds: [
      { code: 'TCASH', weight: 40 },
      { code: 'TGBF', weight: 30 },
      { code: 'TNZFI', weight: 30 },
    ],
    withdrawalsPerYear: 0.3,
    lumpSumsPerYear: 0.3,
  });
  return ruth;
}

/** demo.auclient: two Australian unit trust accounts (AUD), one under a year old. */
export function addAuClient(w: WorldBuilder, lachlan: AdviserInsert): ClientInsert {
  const age = (years: number, extraDays: number) => w.bornYearsAgo(years, extraDays);
  const olivia = w.person({
    channel: 'AU',
    gender: 'female',
    firstName: 'Olivia',
    lastName: 'Harris',
    dateOfBirth: age(41, 160),
    emailAddress: 'olivia.harris@example.com.au',
  });
  w.account('demo.auclient:UT-AUS', {
    productType: 'UT-AUS',
    signupDate: w.yearsAgo(5.1, 'AU'),
    holders: [owner(olivia)],
    adviserId: lachlan.id,
    initial: { kind: 'Contribution', amount: 20_000 },
    funds: [
      { code: 'TAEQ', weight: 60 },
      { code: 'TAAG', weight: 40 },
    ],
    regular: { frequency: 'Monthly', amount: 1_000, dayOfMonth: 1, yearlyIncrease: 0 },
    lumpSumsPerYear: 0.3,
  });
  w.account('demo.auclient:UT-AUS-new', {
    productType: 'UT-AUS',
    signupDate: w.yearsAgo(0.68, 'AU'),
    holders: [owner(olivia)],
    adviserId: lachlan.id,
    initial: { kind: 'Contribution', amount: 35_000 },
    funds: [{ code: 'TADI', weight: 100 }],
    distributionOption: 'Cash',
  });
  return olivia;
}

/**
 * demo.twofactor's joint unit trust account with his partner (issue 13, Account Profiles): a Joint
 * account whose other holder's authority to act he may change, two-factor being on. Added after
 * every other plan, so the random draws of everything before it are unchanged.
 */
export function addTwoFactorJointAccount(w: WorldBuilder, liam: ClientInsert, james: AdviserInsert): ClientInsert {
  const mei = w.person({
    channel: 'NZ',
    gender: 'female',
    firstName: 'Mei',
    lastName: 'Chen',
    dateOfBirth: w.bornYearsAgo(33, 210),
    pir: '0.1750',
    emailAddress: 'mei.chen@example.co.nz',
  });
  w.account('demo.twofactor:UT-joint', {
    productType: 'UT',
    signupDate: w.yearsAgo(4.2),
    holders: [owner(liam, 'Joint Owner'), owner(mei, 'Joint Owner')],
    adviserId: james.id,
    initial: { kind: 'Contribution', amount: 25_000 },
    funds: [{ code: 'TBAL', weight: 100 }],
    regular: { frequency: 'Monthly', amount: 300, dayOfMonth: 15, yearlyIncrease: 0 },
  });
  return mei;
}
