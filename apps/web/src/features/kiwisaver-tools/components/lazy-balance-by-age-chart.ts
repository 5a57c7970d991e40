import { lazy } from 'react';

/**
 * Recharts in a chunk of its own (DESIGN §9: each lazy chunk ≤ 100 KB gzip), as the fund screens do;
 * the import starts when a calculator's module loads, while the member's data is fetched.
 */
const chart = import('./balance-by-age-chart');

export const LazyBalanceByAgeChart = lazy(() => chart.then((m) => ({ default: m.BalanceByAgeChart })));
