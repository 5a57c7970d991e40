import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date.js';
import { mulberry32 } from '../random/mulberry32.js';
import {
  birthdayAtAge,
  governmentContributionEntitlement,
  governmentContributionScenario,
  type GovernmentContributionInput,
} from './government-contribution.js';
import { contributionYearOf, governmentContributionRule, governmentContributionRuleOn } from './government-contribution-rules.js';

/** A member of eligible age with us for years, who contributed `amounts` on the given days. */
function member(today: string, contributions: Array<[string, number]>, overrides: Partial<GovernmentContributionInput> = {}) {
  return governmentContributionEntitlement({
    today,
    dateOfBirth: '1985-03-10',
    joinedDate: '2015-04-01',
    accountOpen: true,
    contributions: contributions.map(([date, amount]) => ({ date, amount })),
    incomeOverLimit: false,
    ...overrides,
  });
}

describe('the dated rules', () => {
  // Inland Revenue, 'Getting the KiwiSaver government contribution' (ird.govt.nz/kiwisaver/kiwisaver-individuals/
  // growing-my-kiwisaver-account/getting-the-kiwisaver-government-contribution: 'based on how many days in the year') and kiwisaver.govt.nz 'Government contribution':
  // 50 cents for every $1 of member contributions, up to $521.43, so $1,042.86 earns the maximum.
  it('to the year ending 30 June 2025: 50c per $1 up to $521.43 on $1,042.86, ages 18 to 65, no income test', () => {
    expect(governmentContributionRule('2025-06-30')).toMatchObject({
      rate: 0.5,
      maximum: 521.43,
      eligibleAmount: 1042.86,
      minimumAge: 18,
      maximumAge: 65,
      incomeLimit: null,
    });
  });

  // Budget 2025 KiwiSaver changes (Inland Revenue, 'Changes to KiwiSaver from Budget 2025'; budget.govt.nz
  // 22 May 2025): from 1 July 2025 — the year ending 30 June 2026 — 25 cents per $1 up to $260.72, still
  // earned by $1,042.86; 16- and 17-year-olds eligible; nothing for taxable income over $180,000.
  it('from the year starting 1 July 2025: 25c per $1 up to $260.72 on $1,042.86, ages 16 to 65, income over $180,000 excluded', () => {
    expect(governmentContributionRule('2026-06-30')).toMatchObject({
      rate: 0.25,
      maximum: 260.72,
      eligibleAmount: 1042.86,
      minimumAge: 16,
      maximumAge: 65,
      incomeLimit: 180_000,
    });
    expect(governmentContributionRuleOn('2025-06-30').maximum).toBe(521.43);
    expect(governmentContributionRuleOn('2025-07-01').maximum).toBe(260.72);
    expect(governmentContributionRuleOn('2026-11-25').maximum).toBe(260.72);
  });

  it('a contribution year runs 1 July to 30 June, 366 days when it holds 29 February', () => {
    expect(contributionYearOf('2026-11-25')).toEqual({ start: '2026-07-01', end: '2027-06-30', days: 365 });
    expect(contributionYearOf('2026-06-30')).toEqual({ start: '2025-07-01', end: '2026-06-30', days: 365 });
    expect(contributionYearOf('2027-07-01')).toEqual({ start: '2027-07-01', end: '2028-06-30', days: 366 });
  });
});

describe('full-year entitlement (worked examples)', () => {
  it('$1,042.86 in the year to 30 June 2025 earns the full $521.43: ContributedEnough', () => {
    const result = member('2025-06-20', [
      ['2024-07-18', 600],
      ['2025-03-18', 442.86],
    ]);
    expect(result).toMatchObject({
      EntitledToContribution: true,
      HasBeenWithMilfordForAFullYear: true,
      NeedsTopUp: false,
      TotalContributions: 1042.86,
      AmountRequiredForFullMTC: 0,
      EligibleAmount: 1042.86,
      EndDate: '2025-06-30',
      maximumContribution: 521.43,
      expectedContribution: 521.43,
      scenario: 'ContributedEnough',
    });
  });

  // Sharesies help, 'Government contributions for KiwiSaver' (quoting the 50c rule): 'if you contribute
  // $500 for the period, you'll receive $250 in government contributions'.
  it('$500 under the 50c rule earns $250 and needs $542.86 more: NeedToTopUp', () => {
    const result = member('2025-05-01', [['2024-09-18', 500]]);
    expect(result).toMatchObject({ scenario: 'NeedToTopUp', NeedsTopUp: true, expectedContribution: 250, AmountRequiredForFullMTC: 542.86 });
  });

  // Budget 2025: 'To receive this [$260.72], you still need to put in $1,042.86' (generatewealth.co.nz,
  // kernelwealth.co.nz summarising Inland Revenue's change).
  it('$1,042.86 in the year to 30 June 2026 earns $260.72; $500 earns $125', () => {
    expect(member('2026-06-01', [['2025-08-01', 1042.86]])).toMatchObject({ expectedContribution: 260.72, scenario: 'ContributedEnough' });
    expect(member('2026-06-01', [['2025-08-01', 500]])).toMatchObject({
      expectedContribution: 125,
      AmountRequiredForFullMTC: 542.86,
      scenario: 'NeedToTopUp',
    });
  });

  it('counts only this year\'s member contributions up to today', () => {
    const result = member('2026-11-25', [
      ['2026-06-30', 5000], // last year
      ['2026-07-01', 100], // first day of this year
      ['2026-11-25', 50], // today
      ['2026-11-26', 900], // not yet
    ]);
    expect(result.TotalContributions).toBe(150);
    expect(result.StartDate).toBe('2026-07-01');
    expect(result.EndDate).toBe('2027-06-30');
  });
});

describe('part years pro-rate by days', () => {
  // ANZ, 'Part-year eligibility for the KiwiSaver Government contribution – case studies': Ali turns 18
  // on 15 December, eligible to 30 June, 198 days: at most $282.86 (198 ÷ 365 of $521.43).
  it('turning 18 on 15 December 2024: 198 of 365 days, at most $282.86', () => {
    const result = member('2025-01-10', [], { dateOfBirth: '2006-12-15' });
    expect(result).toMatchObject({ eligibleDays: 198, daysInYear: 365, maximumContribution: 282.86, partYearReason: 'reachesMinimumAge' });
    expect(result.scenario).toBe('NeedToTopUp');
  });

  // ANZ, same page: Sam turns 65 on 2 June, eligible from 1 July until his birthday, 336 days
  // (92% of $521.43).
  it('turning 65 on 2 June 2025: 336 days, at most $480.00; contributions after the birthday do not count', () => {
    const result = member('2025-06-20', [
      ['2025-05-18', 1000],
      ['2025-06-18', 500],
    ], { dateOfBirth: '1960-06-02' });
    expect(result).toMatchObject({ eligibleDays: 336, maximumContribution: 480, TotalContributions: 1000, partYearReason: 'reachesMaximumAge' });
    // 336/365 of $1,042.86 = $960.00 earns the $480.00: the $1,000 is enough.
    expect(result).toMatchObject({ EligibleAmount: 960, NeedsTopUp: false, expectedContribution: 480, scenario: 'ContributedEnough' });
  });

  // Sharesies help, 'Government contributions when turning 18, joining KiwiSaver, or reaching 65': joining
  // in January leaves 181 eligible days, a maximum of $258.57 earned by $517.14.
  it('joining on 1 January 2025: 181 days, at most $258.57 earned by $517.14; not a full year with us', () => {
    const result = member('2025-03-01', [['2025-02-18', 100]], { joinedDate: '2025-01-01' });
    expect(result).toMatchObject({
      eligibleDays: 181,
      maximumContribution: 258.57,
      EligibleAmount: 517.14,
      HasBeenWithMilfordForAFullYear: false,
      partYearReason: 'joined',
      AmountRequiredForFullMTC: 417.14,
      scenario: 'Unknown', // entitled, not a full year, needs a top-up (spec 002 §4)
    });
    expect(member('2025-06-01', [['2025-02-18', 517.14]], { joinedDate: '2025-01-01' }).scenario).toBe('ContributedEnough');
  });

  // Budget 2025: 16- and 17-year-olds eligible from 1 July 2025.
  it('a 17-year-old is eligible all of the year ending 30 June 2026 but was not in the year before', () => {
    expect(member('2025-11-01', [], { dateOfBirth: '2008-05-01' })).toMatchObject({ EntitledToContribution: true, eligibleDays: 365 });
    // The year ending 30 June 2025 still needed 18: the 18th birthday (1 May 2026) is after it.
    expect(member('2025-05-01', [], { dateOfBirth: '2008-05-01' })).toMatchObject({
      EntitledToContribution: false,
      eligibleDays: 0,
      notEligibleReason: 'age',
    });
  });

  it('a leap year has 366 days, so a full year is still the whole maximum', () => {
    const result = member('2027-12-01', [['2027-08-01', 1042.86]]);
    expect(result).toMatchObject({ daysInYear: 366, eligibleDays: 366, maximumContribution: 260.72, EligibleAmount: 1042.86 });
  });

  it('born 29 February reaches an age on 1 March in a year without one', () => {
    expect(birthdayAtAge('2008-02-29', 18)).toBe('2026-03-01');
    expect(birthdayAtAge('2008-02-29', 16)).toBe('2024-02-29');
  });
});

describe('not eligible', () => {
  it('65 or over for the whole year, or under the minimum age all year', () => {
    expect(member('2026-11-25', [['2026-08-01', 2000]], { dateOfBirth: '1960-01-01' })).toMatchObject({
      EntitledToContribution: false,
      notEligibleReason: 'age',
      scenario: 'NotEligible',
      expectedContribution: 0,
      maximumContribution: 0,
    });
    expect(member('2026-11-25', [], { dateOfBirth: '2012-01-01' }).scenario).toBe('NotEligible');
  });

  it('taxable income over $180,000 from the year ending 30 June 2026, not before', () => {
    expect(member('2026-11-25', [], { incomeOverLimit: true })).toMatchObject({ notEligibleReason: 'income', scenario: 'NotEligible' });
    expect(member('2025-05-25', [], { incomeOverLimit: true }).EntitledToContribution).toBe(true);
  });

  it('a closed account', () => {
    expect(member('2026-11-25', [], { accountOpen: false })).toMatchObject({ notEligibleReason: 'accountClosed', scenario: 'NotEligible' });
  });

  it('unknown income and date of birth are said to be unknown, not taken as a no', () => {
    const result = member('2026-11-25', [], { incomeOverLimit: null, dateOfBirth: null });
    expect(result).toMatchObject({ EntitledToContribution: true, incomeOverLimit: null, ageKnown: false, eligibleDays: 365 });
  });
});

// spec 002 §4 'Government contribution modal', the scenario table.
describe('the scenario table', () => {
  it.each([
    [false, true, true, 'NotEligible'],
    [false, false, false, 'NotEligible'],
    [true, true, true, 'NeedToTopUp'],
    [true, true, false, 'ContributedEnough'],
    [true, false, true, 'Unknown'],
    [true, false, false, 'ContributedEnough'],
  ] as const)('entitled %s, full year %s, needs top-up %s → %s', (entitled, fullYear, topUp, scenario) => {
    expect(governmentContributionScenario(entitled, fullYear, topUp)).toBe(scenario);
  });
});

describe('invariants (seeded random members)', () => {
  const random = mulberry32(20261125);
  const pick = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  const day = (from: string, span: number) => addDays(from, pick(0, span));
  const cases = Array.from({ length: 400 }, () => ({
    today: day('2008-07-01', 365 * 20),
    dateOfBirth: day('1940-01-01', 365 * 80),
    joinedDate: day('2007-07-01', 365 * 21),
    contributions: Array.from({ length: pick(0, 14) }, () => ({ date: day('2007-07-01', 365 * 21), amount: pick(0, 80_000) / 100 })),
  }));

  it('never more than the year\'s maximum, pro-rata within bounds', () => {
    for (const c of cases) {
      const result = governmentContributionEntitlement({ ...c, accountOpen: true, incomeOverLimit: false });
      expect(result.eligibleDays).toBeGreaterThanOrEqual(0);
      expect(result.eligibleDays).toBeLessThanOrEqual(result.daysInYear);
      expect(result.maximumContribution).toBeLessThanOrEqual(result.rule.maximum);
      expect(result.expectedContribution).toBeLessThanOrEqual(result.maximumContribution);
      expect(result.expectedContribution).toBeGreaterThanOrEqual(0);
      expect(result.EligibleAmount).toBeLessThanOrEqual(result.rule.eligibleAmount);
      expect(result.AmountRequiredForFullMTC).toBeLessThanOrEqual(result.EligibleAmount);
      if (result.eligibleDays === result.daysInYear) expect(result.maximumContribution).toBe(result.rule.maximum);
    }
  });

  it('monotone in contributions: one more contribution never lowers the contribution or raises the top-up', () => {
    for (const c of cases) {
      const base = governmentContributionEntitlement({ ...c, accountOpen: true, incomeOverLimit: false });
      const more = governmentContributionEntitlement({
        ...c,
        accountOpen: true,
        incomeOverLimit: false,
        contributions: [...c.contributions, { date: c.today, amount: pick(1, 50_000) / 100 }],
      });
      expect(more.expectedContribution).toBeGreaterThanOrEqual(base.expectedContribution);
      expect(more.AmountRequiredForFullMTC).toBeLessThanOrEqual(base.AmountRequiredForFullMTC);
      expect(more.TotalContributions).toBeGreaterThanOrEqual(base.TotalContributions);
    }
  });

  it('contributing the eligible amount always earns the (pro-rated) maximum', () => {
    for (const c of cases) {
      const probe = governmentContributionEntitlement({ ...c, accountOpen: true, incomeOverLimit: false, contributions: [] });
      if (!probe.EntitledToContribution || c.today < (c.dateOfBirth > c.joinedDate ? c.dateOfBirth : c.joinedDate)) continue;
      const result = governmentContributionEntitlement({
        ...c,
        accountOpen: true,
        incomeOverLimit: false,
        contributions: [{ date: c.today, amount: probe.EligibleAmount }],
      });
      if (result.TotalContributions === 0) continue; // today is outside the eligible days (e.g. after the 65th birthday)
      expect(result.NeedsTopUp).toBe(false);
      expect(result.expectedContribution).toBe(result.maximumContribution);
    }
  });
});

// spec 002 §6 'Check GOVT Contributions'.
describe('who sees Check GOVT Contributions', () => {
  it('staff or advisers, KiwiSaver accounts, the portal setting on', async () => {
    const { showsCheckGovtContributions } = await import('./government-contribution-rules.js');
    expect(showsCheckGovtContributions('Staff', 'KS', true)).toBe(true);
    expect(showsCheckGovtContributions('Intermediary', 'KS', true)).toBe(true);
    expect(showsCheckGovtContributions('Client', 'KS', true)).toBe(false);
    expect(showsCheckGovtContributions('Staff', 'UT', true)).toBe(false);
    expect(showsCheckGovtContributions('Staff', 'KS', false)).toBe(false);
  });
});
