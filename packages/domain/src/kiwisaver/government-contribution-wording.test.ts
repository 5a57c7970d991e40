import { describe, expect, it } from 'vitest';
import type { GovernmentContributionResponse } from '../contracts/government-contribution.js';
import { depositInstructions, governmentContributionDepositCode } from './deposit-instructions.js';
import { governmentContributionEntitlement, type GovernmentContributionInput } from './government-contribution.js';
import {
  governmentContributionFaq,
  governmentContributionSummary,
  governmentContributionTileText,
  longDate,
} from './government-contribution-wording.js';
import { governmentContributionRule } from './government-contribution-rules.js';

function response(input: Partial<GovernmentContributionInput>): GovernmentContributionResponse {
  const today = input.today ?? '2026-11-25';
  const joinedDate = input.joinedDate ?? '2015-04-01';
  const entitlement = governmentContributionEntitlement({
    today,
    dateOfBirth: '1985-03-10',
    joinedDate,
    accountOpen: true,
    contributions: [],
    incomeOverLimit: null,
    ...input,
  });
  return { ...entitlement, accountNumber: 'KS-1', memberName: 'Aroha', viewerIsMember: true, joinedDate, depositInstructions: depositInstructions('KS-1', today) };
}

const text = (s: { heading: string; paragraphs: string[] }) => [s.heading, ...s.paragraphs].join(' ');

describe('the tile follows the year in force (spec 000 §2.5, issue 12)', () => {
  it('$521 to the year ending 30 June 2025, $260 from 1 July 2025 (never rounded up)', () => {
    expect(governmentContributionTileText('2025-06-30')).toBe('Check if you qualify for $521');
    expect(governmentContributionTileText('2025-07-01')).toBe('Check if you qualify for $260');
  });
});

describe('summary wording per scenario', () => {
  it('NeedToTopUp: what was contributed, what it earns, the top-up and the deadline', () => {
    const data = response({ contributions: [{ date: '2026-08-18', amount: 400 }] });
    expect(data.scenario).toBe('NeedToTopUp');
    const words = text(governmentContributionSummary(data, { kind: 'member' }));
    expect(words).toContain('You have contributed $400.00 so far');
    expect(words).toContain('earns $100.00'); // 25c per $1
    expect(words).toContain('contribute $642.86 more by 30 June 2027');
    expect(words).toContain('$260.72');
    expect(words).toContain('$180,000'); // income unknown: said so
  });

  it('ContributedEnough, NotEligible and Unknown', () => {
    expect(text(governmentContributionSummary(response({ contributions: [{ date: '2026-08-18', amount: 1042.86 }] }), { kind: 'member' }))).toContain(
      'You have contributed enough for the maximum government contribution',
    );
    expect(text(governmentContributionSummary(response({ dateOfBirth: '1950-01-01' }), { kind: 'member' }))).toContain(
      'from age 16 until they turn 65',
    );
    const unknown = response({ joinedDate: '2026-09-01', contributions: [{ date: '2026-09-18', amount: 10 }] });
    expect(unknown.scenario).toBe('Unknown');
    const words = text(governmentContributionSummary(unknown, { kind: 'member' }));
    expect(words).toContain('We cannot tell whether you need to top up');
    expect(words).toContain('another KiwiSaver provider');
  });

  it('speaks of the member in the third person to staff and advisers', () => {
    const data = response({ contributions: [{ date: '2026-08-18', amount: 400 }] });
    const words = text(governmentContributionSummary(data, { kind: 'about', name: 'Aroha' }));
    expect(words).toContain('Aroha has contributed $400.00');
    expect(words).toContain('Aroha needs to contribute');
    expect(words).not.toMatch(/\b(you|your)\b/i);
  });
});

describe('FAQ', () => {
  it('follows the rule of the year', () => {
    const current = governmentContributionFaq(governmentContributionRule('2027-06-30')).map((f) => f.answer.join(' ')).join(' ');
    expect(current).toContain('25 cents for every $1');
    expect(current).toContain('$260.72');
    expect(current).toContain('aged 16');
    const old = governmentContributionFaq(governmentContributionRule('2025-06-30')).map((f) => f.answer.join(' ')).join(' ');
    expect(old).toContain('50 cents for every $1');
    expect(old).not.toContain('$180,000');
  });
});

describe('deposit instructions', () => {
  it('the code names the contribution year; the reference is the account number', () => {
    expect(governmentContributionDepositCode('2026-11-25')).toBe('GC2027');
    expect(governmentContributionDepositCode('2027-06-30')).toBe('GC2027');
    expect(governmentContributionDepositCode('2027-07-01')).toBe('GC2028');
    expect(depositInstructions('KS-1', '2026-11-25')).toMatchObject({ reference: 'KS-1', code: 'GC2027', yearEnd: '2027-06-30' });
    expect(longDate('2027-06-30')).toBe('30 June 2027');
  });
});
