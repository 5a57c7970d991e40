import type { factFinds } from '../schema/fact-finds.js';
import type { wmApplicationInfoRequired } from '../schema/wealth-applications.js';
import type { AccountPlan } from './account-plan.js';
import { addDays, localInstant, type IsoDate } from './calendar.js';
import type { DemoWorld } from './demo-world.js';
import type { Rng } from './prng.js';

/**
 * Fact-finds (spec 000 §4 'Fact-find and applications') and the items a wealth-management
 * application still needs ('Info required').
 */
export function buildAdviceRows(world: DemoWorld, plans: readonly AccountPlan[], today: IsoDate, ids: Rng) {
  const at = (daysAgo: number, hour = 10) => localInstant(addDays(today, -daysAgo), 'NZ', hour);
  const factFindRows: Array<typeof factFinds.$inferInsert> = [
    {
      id: ids.uuid(),
      clientId: world.named.prospect.id,
      productType: 'PW',
      stageCode: 'InProgress',
      answers: {
        currentStep: 3,
        goals: ['Retirement income', 'Help children buy a first home'],
        investableAssets: 850_000,
        horizonYears: 12,
      },
      createdAt: at(9),
      updatedAt: at(2, 20),
    },
    {
      id: ids.uuid(),
      clientId: world.named.client.id,
      productType: 'KS',
      stageCode: 'InReview',
      answers: { currentStep: 6, firstHome: false, retirementAge: 65, riskProfile: 'Growth' },
      createdAt: at(30),
      updatedAt: at(21),
    },
    {
      id: ids.uuid(),
      clientId: world.named.client.id,
      productType: 'PW',
      stageCode: 'Completed',
      answers: { currentStep: 8, riskProfile: 'Balanced' },
      createdAt: at(1_640),
      updatedAt: at(1_600),
    },
    {
      id: ids.uuid(),
      clientId: world.named.twoFactor.id,
      productType: 'KS',
      stageCode: 'Expired',
      answers: { currentStep: 1 },
      createdAt: at(400),
      updatedAt: at(310),
    },
  ];
  const infoRequired: Array<typeof wmApplicationInfoRequired.$inferInsert> = [];
  for (const plan of plans.filter((p) => p.accountStatus === 'P')) {
    const clientId = plan.holders[0]?.clientId as string;
    const requestedAt = localInstant(plan.signupDate, 'NZ', 15);
    infoRequired.push(
      {
        id: ids.uuid(),
        accountId: plan.id,
        clientId,
        itemCode: 'PROOF_OF_ADDRESS',
        description: 'A bank statement or utility bill from the last three months showing your address',
        status: 'Outstanding',
        requestedAt,
        resolvedAt: null,
      },
      {
        id: ids.uuid(),
        accountId: plan.id,
        clientId,
        itemCode: 'SOURCE_OF_FUNDS',
        description: 'Evidence of where the money you are investing comes from (for example a sale agreement)',
        status: 'Outstanding',
        requestedAt,
        resolvedAt: null,
      },
      {
        id: ids.uuid(),
        accountId: plan.id,
        clientId,
        itemCode: 'IDENTITY',
        description: 'A certified copy of your passport or driver licence',
        status: 'Received',
        requestedAt,
        resolvedAt: at(3),
      },
    );
  }
  return { factFinds: factFindRows, infoRequired };
}
