import type { FundDefinition } from './fund-definitions.js';
import { KIWISAVER_FUNDS } from './funds-kiwisaver.js';
import { NZ_FUNDS } from './funds-nz.js';
import { OTHER_SECURITIES } from './funds-other.js';

export { BENCHMARKS } from './benchmarks.js';
export type { BenchmarkDefinition, FundDefinition, HoldingPool } from './fund-definitions.js';

/** Every security of the demo manager. */
export const FUNDS: readonly FundDefinition[] = [...NZ_FUNDS, ...KIWISAVER_FUNDS, ...OTHER_SECURITIES];

const FUNDS_BY_CODE = new Map(FUNDS.map((f) => [f.code, f]));

export function fundByCode(code: string): FundDefinition {
  const found = FUNDS_BY_CODE.get(code);
  if (!found) throw new Error(`Unknown fund ${code}`);
  return found;
}
