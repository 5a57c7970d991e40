import type { AccountPlan, HolderPlan } from './account-plan.js';
import { addYears, yearsBetween, type IsoDate } from './calendar.js';
import type { ClientInsert } from './client-builder.js';
import { owner, type AdviserInsert, type WorldBuilder } from './world-builder.js';

const KS_MIXES: ReadonlyArray<Array<{ code: string; weight: number }>> = [
  [{ code: 'KCONS', weight: 100 }],
  [{ code: 'KBAL', weight: 100 }],
  [{ code: 'KGRO', weight: 100 }],
  [{ code: 'KAGG', weight: 100 }],
  [
    { code: 'KCASH', weight: 20 },
    { code: 'KCONS', weight: 80 },
  ],
  [
    { code: 'KBAL', weight: 50 },
    { code: 'KGRO', weight: 50 },
  ],
  [
    { code: 'KGRO', weight: 70 },
    { code: 'KAGG', weight: 30 },
  ],
];
const KS_FUNDS = ['KCASH', 'KCONS', 'KBAL', 'KGRO', 'KAGG'];
const UT_FUNDS = ['TCASH', 'TCONS', 'TDINC', 'TBAL', 'TGRO', 'TAGG', 'TGEQ', 'TTTE', 'TGBF', 'TNZFI', 'TPROP'];
const PW_BESPOKE_FUNDS = ['TGEQ', 'KIXS', 'TNZFI', 'TGBF', 'TDINC', 'TPROP', 'TTTE'];
const STRATEGIES = ['CONSERVATIVE', 'BALANCED', 'GROWTH'];

/** Generated households: people with randomised but believable accounts, by account recipe. */
export class HouseholdGenerator {
  constructor(
    private readonly w: WorldBuilder,
    private readonly today: IsoDate,
  ) {}

  household(adviser: AdviserInsert, key: string, people: 1 | 2, recipes: string[]): void {
    const w = this.w;
    const rng = w.rng;
    const channel = adviser.channel;
    const retiree = recipes.some((r) => r.includes('retiree'));
    const first = w.person({ channel, dateOfBirth: retiree ? addYears(this.today, -rng.int(67, 78)) : undefined });
    const partner =
      people === 2
        ? w.person({ channel, lastName: first.lastName, gender: rng.chance(0.5) ? 'female' : 'male' })
        : null;
    let entity: ClientInsert | null = null;
    const entityOf = (kind: 'Trust' | 'Company') =>
      (entity ??= w.entity(
        kind === 'Trust'
          ? `${first.lastName} Family Trust`
          : `${first.lastName} ${rng.pick(['Holdings', 'Investments', 'Properties', 'Farming'])} Limited`,
        first,
      ));

    recipes.forEach((recipe, i) => {
      const accountKey = `${key}:${recipe}:${i}`;
      const holders: HolderPlan[] = recipe.includes('joint')
        ? [owner(first, 'Joint Owner'), owner(partner ?? first, 'Joint Owner')]
        : recipe.includes('trust')
          ? [owner(entityOf('Trust')), owner(first, 'Trustee'), ...(partner ? [owner(partner, 'Trustee')] : [])]
          : recipe.includes('company')
            ? [owner(entityOf('Company')), owner(first, 'Director')]
            : recipe === 'KS-partner' && partner
              ? [owner(partner)]
              : [owner(first)];
      const person = recipe === 'KS-partner' && partner ? partner : first;
      const product = recipe.split('-')[0];
      if (recipe.startsWith('UT-AUS')) this.unitTrust(accountKey, adviser, holders, recipe, 'UT-AUS');
      else if (product === 'KS') this.kiwiSaver(accountKey, adviser, holders, person, recipe);
      else if (product === 'UT') this.unitTrust(accountKey, adviser, holders, recipe, 'UT');
      else if (product === 'PW') this.wealth(accountKey, adviser, holders, recipe);
      else this.privateEquity(accountKey, adviser, holders, recipe);
    });
  }

  private kiwiSaver(
    key: string,
    adviser: AdviserInsert,
    holders: HolderPlan[],
    person: ClientInsert,
    recipe: string,
  ): AccountPlan {
    const w = this.w;
    const rng = w.rng;
    const dateOfBirth = person.dateOfBirth as IsoDate;
    const currentAge = yearsBetween(dateOfBirth, this.today);
    const years = recipe === 'KS-new' ? 0 : Math.min(rng.between(1.5, 14), Math.max(1.5, currentAge - 19));
    const signupDate = recipe === 'KS-new' ? w.daysAgo(rng.int(35, 60)) : w.yearsAgo(years);
    const selfEmployed = recipe === 'KS-self-employed';
    const salaryNow = rng.int(45, 140) * 1000;
    const mix = rng.pick(kiwiSaverMixesFor(recipe));
    const switchTo = rng.pick(KS_FUNDS.filter((f) => !mix.some((m) => m.code === f)));
    const closed = recipe === 'KS-closed';
    return w.account(key, {
      productType: 'KS',
      signupDate,
      holders,
      adviserId: adviser.id,
      closedDate: closed ? w.yearsAgo(rng.between(0.5, 1.2)) : null,
      closeBy: closed ? 'TransferOut' : null,
      initial:
        rng.chance(0.6) && recipe !== 'KS-new'
          ? { kind: 'TransferIn', amount: rng.int(20, 400) * 100 }
          : { kind: 'Contribution', amount: rng.pick([250, 500, 1000]) },
      funds: mix,
      switches:
        years > 3 && rng.chance(0.4)
          ? [
              {
                date: w.yearsAgo(rng.between(0.5, years - 1)),
                from: (mix[0] as { code: string }).code,
                to: switchTo,
                fraction: rng.chance(0.5) ? 1 : 0.5,
              },
            ]
          : [],
      regular: selfEmployed
        ? { frequency: 'Monthly', amount: rng.pick([50, 100, 150]), dayOfMonth: rng.int(1, 28), yearlyIncrease: 0 }
        : null,
      lumpSumsPerYear: rng.chance(0.3) ? 0.3 : 0,
      kiwiSaver: {
        dateOfBirth,
        salary: selfEmployed || recipe === 'KS-retiree' ? null : Math.round(salaryNow / 1.03 ** years),
        employeeRate: rng.pick([3, 3, 3, 4, 4, 6, 8]),
        voluntaryJune: selfEmployed || recipe === 'KS-retiree',
        firstHomeWithdrawal: recipe === 'KS-first-home' ? w.yearsAgo(Math.max(0.3, years / 3)) : null,
        retirementWithdrawals: recipe === 'KS-retiree',
      },
    });
  }

  private unitTrust(
    key: string,
    adviser: AdviserInsert,
    holders: HolderPlan[],
    recipe: string,
    productType: 'UT' | 'UT-AUS',
  ): AccountPlan {
    const w = this.w;
    const rng = w.rng;
    const channel = productType === 'UT-AUS' ? 'AU' : 'NZ';
    const universe = productType === 'UT-AUS' ? ['TAEQ', 'TAAG', 'TADI'] : UT_FUNDS;
    const count = Math.min(universe.length, rng.int(1, 3));
    const pool = [...universe];
    const funds = Array.from({ length: count }, () => ({
      code: pool.splice(rng.int(0, pool.length - 1), 1)[0] as string,
      weight: rng.int(2, 6) * 10,
    }));
    const years = recipe === 'UT-recent' ? rng.between(0.4, 0.85) : rng.between(1.2, 14.5);
    const switchTo = pool.length > 0 ? rng.pick(pool) : null;
    const retiree = recipe === 'UT-retiree';
    const regularOn = !retiree && rng.chance(0.7);
    return w.account(key, {
      productType,
      channel,
      signupDate: w.yearsAgo(years, channel),
      holders,
      adviserId: adviser.id,
      initial: {
        kind: 'Contribution',
        amount: retiree ? rng.int(15, 60) * 10_000 : rng.pick([5_000, 10_000, 20_000, 25_000, 50_000, 100_000]),
      },
      funds,
      regular:
        recipe === 'UT-fortnightly'
          ? { frequency: 'Fortnightly', amount: rng.pick([50, 100, 150, 250]), dayOfMonth: 1, yearlyIncrease: 0.02 }
          : regularOn
            ? {
                frequency: 'Monthly',
                amount: rng.pick([100, 200, 250, 300, 500, 750, 1000]),
                dayOfMonth: rng.int(1, 28),
                yearlyIncrease: rng.pick([0, 0, 0.03]),
              }
            : null,
      regularWithdrawal: retiree
        ? { frequency: 'Monthly', amount: rng.pick([500, 800, 1000, 1500]), dayOfMonth: 20, yearlyIncrease: 0.02 }
        : null,
      lumpSumsPerYear: rng.between(0, 0.8),
      withdrawalsPerYear: retiree ? 0 : rng.between(0, 0.3),
      switches:
        switchTo && years > 3 && rng.chance(0.4)
          ? [
              {
                date: w.yearsAgo(rng.between(0.5, years - 1), channel),
                from: (funds[0] as { code: string }).code,
                to: switchTo,
                fraction: rng.chance(0.5) ? 1 : 0.5,
              },
            ]
          : [],
      distributionOption: recipe.includes('cash') || retiree ? 'Cash' : rng.chance(0.75) ? 'Reinvest' : 'Cash',
    });
  }

  private wealth(key: string, adviser: AdviserInsert, holders: HolderPlan[], recipe: string): AccountPlan {
    const w = this.w;
    const rng = w.rng;
    const application = recipe === 'PW-application';
    const bespoke = recipe.startsWith('PW-bespoke');
    const strategy = STRATEGIES.find((s) => recipe.includes(s)) ?? (bespoke ? null : rng.pick(STRATEGIES));
    const years = rng.between(1.2, 12);
    const pool = [...PW_BESPOKE_FUNDS];
    const funds = bespoke
      ? Array.from({ length: 4 }, () => ({
          code: pool.splice(rng.int(0, pool.length - 1), 1)[0] as string,
          weight: rng.int(15, 30),
        }))
      : [];
    return w.account(key, {
      productType: 'PW',
      accountType: application ? 'Applicant' : undefined,
      accountStatus: application ? 'P' : 'O',
      signupDate: application ? w.daysAgo(rng.int(10, 25)) : w.yearsAgo(years),
      holders,
      adviserId: adviser.id,
      isDims: !bespoke,
      strategyCode: strategy,
      edosProgress: application ? { currentPage: 4, submitted: false } : null,
      initial: { kind: 'Contribution', amount: rng.int(25, 150) * 10_000 },
      funds,
      wealth: {
        feeRate: bespoke ? 0.006 : 0.0075,
        directShares: bespoke
          ? [
              { code: 'AEN.NZ', weight: rng.int(4, 8) },
              { code: 'KTL.NZ', weight: rng.int(3, 6) },
            ]
          : [],
        incomePerMonth: rng.chance(0.3) ? rng.pick([1000, 2000, 3000]) : 0,
        rebalanceMonths: bespoke ? [12] : [3, 6, 9, 12],
        topUps: rng.chance(0.5)
          ? [{ afterYears: Math.min(years - 0.3, rng.between(0.5, 4)), amount: rng.int(5, 30) * 10_000 }]
          : [],
        withdrawals: rng.chance(0.4)
          ? [{ afterYears: Math.min(years - 0.2, rng.between(1, 6)), amount: rng.int(2, 10) * 10_000 }]
          : [],
      },
    });
  }

  private privateEquity(key: string, adviser: AdviserInsert, holders: HolderPlan[], recipe: string): AccountPlan {
    const w = this.w;
    const rng = w.rng;
    const signupDate = w.yearsAgo(rng.between(1.5, 10));
    // Accounts opened in Fund II's offer (its last six years) hold it; older ones Fund I.
    const fund = signupDate >= w.yearsAgo(6) ? 'TPEF2' : 'TPEF1';
    return w.account(key, {
      productType: 'PE',
      signupDate,
      holders,
      adviserId: adviser.id,
      initial: { kind: 'Contribution', amount: 0 },
      funds: [{ code: fund, weight: 100 }],
      privateEquity: {
        commitment: rng.pick([100_000, 150_000, 200_000, 250_000, 500_000]),
        calledShare: rng.between(0.7, 0.92),
        transferIn: recipe === 'PE-transfer-in',
        transferOut: recipe === 'PE-transfer-out',
      },
    });
  }
}

/** Retired members hold the cautious mixes. */
function kiwiSaverMixesFor(recipe: string): ReadonlyArray<Array<{ code: string; weight: number }>> {
  return recipe === 'KS-retiree'
    ? KS_MIXES.filter((mix) => mix.every((m) => m.code === 'KCONS' || m.code === 'KCASH'))
    : KS_MIXES;
}
