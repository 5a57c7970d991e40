import { describe, expect, it } from 'vitest';
import { byStageOrder, FACT_FIND_STAGE_ORDER, kiwiSaverAdviceFactFind, wealthManagementFactFind, type FactFindStage } from './fact-find-status.js';

const ff = (id: string, factFindStageCode: FactFindStage, updatedAt = '2026-11-01T00:00:00Z') => ({ id, factFindStageCode, updatedAt });

// spec 000 §4 'Fact-find and applications'.
describe('fact-find status selection', () => {
  it('orders by stage order, the latest first within a stage', () => {
    const list = [ff('e', 'Expired'), ff('r', 'InReview'), ff('p1', 'InProgress', '2026-01-01T00:00:00Z'), ff('p2', 'InProgress', '2026-02-01T00:00:00Z')];
    expect(byStageOrder(list).map((f) => f.id)).toEqual(['p2', 'p1', 'r', 'e']);
  });

  it('KiwiSaver advice shows only InProgress, Submitted, InReview and AwaitingPlan', () => {
    for (const stage of FACT_FIND_STAGE_ORDER) {
      const shown = kiwiSaverAdviceFactFind([ff('x', stage)]);
      expect(shown !== null, stage).toBe(['InProgress', 'Submitted', 'InReview', 'AwaitingPlan'].includes(stage));
    }
  });

  it('KiwiSaver advice passes over final fact-finds to a shown one', () => {
    expect(kiwiSaverAdviceFactFind([ff('c', 'Completed'), ff('a', 'AwaitingPlan'), ff('x', 'Expired')])?.id).toBe('a');
  });

  it('wealth management shows only the first non-final fact-find by stage order', () => {
    expect(wealthManagementFactFind([ff('a', 'AwaitingPlan'), ff('s', 'Submitted'), ff('c', 'Completed')])?.id).toBe('s');
    expect(wealthManagementFactFind([ff('c', 'Completed'), ff('n', 'NotProceeding'), ff('e', 'Expired')])).toBeNull();
    expect(wealthManagementFactFind([])).toBeNull();
  });

  it('the chosen fact-find does not depend on the order the list came in (every permutation of four)', () => {
    const list = [ff('a', 'AwaitingPlan'), ff('r', 'InReview'), ff('c', 'Completed'), ff('s', 'Submitted')];
    const permutations = (xs: typeof list): Array<typeof list> =>
      xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
    for (const p of permutations(list)) {
      expect(wealthManagementFactFind(p)?.id).toBe('s');
      expect(kiwiSaverAdviceFactFind(p)?.id).toBe('s');
    }
  });
});
