/** spec 000 §4 'Fact-find and applications': the stage codes, in stage order. */
export const FACT_FIND_STAGE_ORDER = [
  'InProgress',
  'Submitted',
  'InReview',
  'AwaitingPlan',
  'Completed',
  'NotProceeding',
  'Expired',
] as const;
export type FactFindStage = (typeof FACT_FIND_STAGE_ORDER)[number];

/** The stages a fact-find ends in: nothing is left for the client to do or wait for. */
export const FINAL_FACT_FIND_STAGES: readonly FactFindStage[] = ['Completed', 'NotProceeding', 'Expired'];

/** The only stages the KiwiSaver advice status shows (spec 000 §4). */
export const KIWISAVER_ADVICE_SHOWN_STAGES: readonly FactFindStage[] = ['InProgress', 'Submitted', 'InReview', 'AwaitingPlan'];

export interface FactFindLike {
  factFindStageCode: FactFindStage;
  /** ISO instant of the last change; breaks ties between fact-finds of one stage (latest first). */
  updatedAt: string;
}

const stageRank = (stage: FactFindStage) => FACT_FIND_STAGE_ORDER.indexOf(stage);

/** Fact-finds in stage order, the latest first within a stage. */
export function byStageOrder<T extends FactFindLike>(factFinds: readonly T[]): T[] {
  return [...factFinds].sort(
    (a, b) => stageRank(a.factFindStageCode) - stageRank(b.factFindStageCode) || (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0),
  );
}

/**
 * spec 000 §4: 'KiwiSaver advice status shows only InProgress, Submitted, InReview and
 * AwaitingPlan' — the first of those by stage order, or null when there is none to show.
 */
export function kiwiSaverAdviceFactFind<T extends FactFindLike>(factFinds: readonly T[]): T | null {
  return byStageOrder(factFinds.filter((f) => KIWISAVER_ADVICE_SHOWN_STAGES.includes(f.factFindStageCode)))[0] ?? null;
}

/** spec 000 §4: 'Wealth management home shows only the first non-final fact-find, ordered by stage order.' */
export function wealthManagementFactFind<T extends FactFindLike>(factFinds: readonly T[]): T | null {
  return byStageOrder(factFinds.filter((f) => !FINAL_FACT_FIND_STAGES.includes(f.factFindStageCode)))[0] ?? null;
}

/** spec 000 §4 and §2.5: what the KiwiSaver advice status says at each stage it shows. */
export const KIWISAVER_ADVICE_MESSAGES = {
  InReview: 'We are getting your investment plan ready.',
  AwaitingPlan: 'We have your investment plan ready.',
} as const;

/** spec 000 §2.5 'Fact-find estimates'. */
export const FACT_FIND_ESTIMATES = {
  KS: 'about 10 minutes',
  PW: '10 to 15 minutes',
} as const;
