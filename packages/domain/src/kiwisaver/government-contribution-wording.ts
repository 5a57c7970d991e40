import type { IsoDate } from '../calendar/iso-date.js';
import type { GovernmentContributionResponse } from '../contracts/government-contribution.js';
import { DEPOSIT_APPLIED_IN } from './deposit-instructions.js';
import { governmentContributionRuleOn, type GovernmentContributionRule } from './government-contribution-rules.js';

/** spec 002 §8. */
export const GOVERNMENT_CONTRIBUTION_MESSAGES = {
  checkFailed: 'Unfortunately, we are unable to check government contributions right now. Please check again later.',
  emailFailed: 'An error occured.',
} as const;

/** spec 002 §9 'The modal links to the provider's tax authority page'. */
export const IRD_GOVERNMENT_CONTRIBUTIONS_URL =
  'https://www.ird.govt.nz/kiwisaver/kiwisaver-individuals/growing-my-kiwisaver-account/getting-the-kiwisaver-government-contribution';

const money = (value: number, decimals = 2) =>
  `$${value.toLocaleString('en-NZ', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '30 June 2027'. */
export function longDate(day: IsoDate): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

const centsPerDollar = (rule: GovernmentContributionRule) =>
  rule.rate >= 1 ? `$${rule.rate} for every $1` : `${Math.round(rule.rate * 100)} cents for every $1`;

/**
 * The home tile (spec 000 §2.5 'Check if you qualify for $521'), with the year in force's maximum in
 * whole dollars, never rounded up: $521 to the year ending 30 June 2025, $260 from 1 July 2025.
 */
export function governmentContributionTileText(today: IsoDate): string {
  return `Check if you qualify for $${Math.floor(governmentContributionRuleOn(today).maximum)}`;
}

/** Who the modal speaks to: the member (second person) or staff and advisers about them (third person). */
export type GovernmentContributionAudience = { kind: 'member' } | { kind: 'about'; name: string };

interface Voice {
  subject: string; // 'You' / 'Aroha'
  subjectLower: string; // 'you' / 'Aroha'
  has: string; // 'have' / 'has'
  is: string; // 'are' / 'is'
  needs: string; // 'need' / 'needs'
  possessive: string; // 'your' / 'their'
  object: string; // 'you' / 'them'
  turn: string; // 'turn' / 'turns'
  was: string; // 'were' / 'was'
}

function voiceOf(audience: GovernmentContributionAudience): Voice {
  return audience.kind === 'member'
    ? { subject: 'You', subjectLower: 'you', has: 'have', is: 'are', needs: 'need', possessive: 'your', object: 'you', turn: 'turn', was: 'were' }
    : { subject: audience.name, subjectLower: audience.name, has: 'has', is: 'is', needs: 'needs', possessive: 'their', object: 'them', turn: 'turns', was: 'was' };
}

export interface GovernmentContributionSummary {
  heading: string;
  paragraphs: string[];
}

/** The Summary view's words for each scenario of spec 002 §4's table. */
export function governmentContributionSummary(
  data: GovernmentContributionResponse,
  audience: GovernmentContributionAudience,
): GovernmentContributionSummary {
  const v = voiceOf(audience);
  const year = `1 July ${data.StartDate.slice(0, 4)} to ${longDate(data.EndDate)}`;
  const rule = data.rule;
  const caveats: string[] = [];
  if (data.partYearReason !== null && data.EntitledToContribution) {
    const why =
      data.partYearReason === 'joined'
        ? `${v.subject} joined us on ${longDate(data.joinedDate)}`
        : data.partYearReason === 'reachesMinimumAge'
          ? `${v.subject} ${v.turn} ${rule.minimumAge} during the year`
          : `${v.subject} ${v.turn} ${rule.maximumAge} during the year`;
    caveats.push(
      `${why}, so the maximum is for ${data.eligibleDays} of the year's ${data.daysInYear} days: ${money(data.maximumContribution)}, earned by contributing ${money(data.EligibleAmount)}.`,
    );
  }
  if (!data.ageKnown && data.EntitledToContribution) {
    caveats.push(
      `We do not hold ${v.possessive} date of birth, so this check takes ${v.object} to be aged ${rule.minimumAge} to ${rule.maximumAge - 1} all year.`,
    );
  }
  if (rule.incomeLimit !== null && data.incomeOverLimit === null && data.EntitledToContribution) {
    caveats.push(
      `No government contribution is paid for this year to members whose taxable income is over ${money(rule.incomeLimit, 0)}. Inland Revenue decides this from tax returns; we do not hold ${v.possessive} income, so this check cannot tell.`,
    );
  }

  switch (data.scenario) {
    case 'NotEligible': {
      const reason =
        data.notEligibleReason === 'accountClosed'
          ? 'This KiwiSaver account is closed, so no government contribution is paid into it.'
          : data.notEligibleReason === 'income'
            ? `No government contribution is paid for this year to members whose taxable income is over ${money(rule.incomeLimit ?? 0, 0)}.`
            : `The government contribution is paid to members from age ${rule.minimumAge} until they turn ${rule.maximumAge}, and ${v.subjectLower} ${v.is} not in that age range on any day of this contribution year (${year}).`;
      return {
        heading: `${v.subject} ${v.is} not eligible for the government contribution this year`,
        paragraphs: [reason],
      };
    }
    case 'ContributedEnough':
      return {
        heading: `${v.subject} ${v.has} contributed enough for the maximum government contribution`,
        paragraphs: [
          `${v.subject} ${v.has} contributed ${money(data.TotalContributions)} this contribution year (${year}), which earns the maximum government contribution of ${money(data.maximumContribution)} (${centsPerDollar(rule)} contributed, up to ${money(rule.maximum)} a year).`,
          ...(data.HasBeenWithMilfordForAFullYear
            ? []
            : [`Contributions made with another KiwiSaver provider earlier in the year also count.`]),
          `Inland Revenue pays it in July, after the year ends on ${longDate(data.EndDate)}.`,
          ...caveats,
        ],
      };
    case 'NeedToTopUp':
      return {
        heading: `${v.subject} could receive more government contribution`,
        paragraphs: [
          `${v.subject} ${v.has} contributed ${money(data.TotalContributions)} so far this contribution year (${year}), which earns ${money(data.expectedContribution)} of government contribution.`,
          `To receive the maximum of ${money(data.maximumContribution)}, ${v.subjectLower} ${v.needs} to contribute ${money(data.AmountRequiredForFullMTC)} more by ${longDate(data.EndDate)}. Contributions still to come from ${v.possessive} pay count too.`,
          ...caveats,
        ],
      };
    case 'Unknown':
      return {
        heading: `We cannot tell whether ${v.subjectLower} ${v.needs} to top up`,
        paragraphs: [
          `${v.subject} joined us on ${longDate(data.joinedDate)} and ${v.has} contributed ${money(data.TotalContributions)} with us this contribution year (${year}).`,
          `If ${v.subjectLower} joined KiwiSaver then, ${v.subjectLower} ${v.needs} to contribute ${money(data.AmountRequiredForFullMTC)} more by ${longDate(data.EndDate)} for the maximum of ${money(data.maximumContribution)} for ${v.possessive} part of the year.`,
          `If ${v.subjectLower} ${v.was} with another KiwiSaver provider before, contributions made there this year also count, and we cannot see them: ${money(rule.eligibleAmount)} in the whole year earns the full ${money(rule.maximum)}.`,
          `Inland Revenue's myIR shows the year's total contributions.`,
          ...caveats,
        ],
      };
  }
}

export interface FaqSection {
  question: string;
  answer: string[];
}

/** The modal's expanding FAQ, for the rule of the year in force. */
export function governmentContributionFaq(rule: GovernmentContributionRule): FaqSection[] {
  return [
    {
      question: 'What is the government contribution?',
      answer: [
        `Each year the Government contributes ${centsPerDollar(rule)} a KiwiSaver member contributes between 1 July and 30 June, up to ${money(rule.maximum)} a year. Contributing ${money(rule.eligibleAmount)} in the year earns the maximum.`,
      ],
    },
    {
      question: 'Who is eligible?',
      answer: [
        `Members aged ${rule.minimumAge} until they turn ${rule.maximumAge} who mainly live in New Zealand.` +
          (rule.incomeLimit !== null
            ? ` Members whose taxable income is over ${money(rule.incomeLimit, 0)} receive none.`
            : ''),
      ],
    },
    {
      question: 'What counts as a contribution?',
      answer: [
        'Contributions from pay and voluntary contributions. Employer contributions, government contributions and transfers from Australia do not count.',
      ],
    },
    {
      question: 'What if I was eligible for only part of the year?',
      answer: [
        `Members who join KiwiSaver, turn ${rule.minimumAge} or turn ${rule.maximumAge} during the year receive a share of the maximum for the days of the year they were eligible.`,
      ],
    },
    {
      question: 'When is it paid?',
      answer: ['Inland Revenue pays it into the KiwiSaver account in July, after the year ends on 30 June.'],
    },
    {
      question: 'How do I top up?',
      answer: [
        `Make a voluntary contribution by bank transfer before 30 June. Bank transfer payments are applied in ${DEPOSIT_APPLIED_IN}, so allow time before the year ends.`,
      ],
    },
  ];
}
