import { lazyOnClient } from '@/ui/lazy-on-client';

/**
 * The Recharts components in a chunk of their own (DESIGN §9: each lazy chunk ≤ 100 KB gzip).
 * Recharts is most of that budget by itself; importing it only from here keeps it out of the route
 * chunks and apart from the date library they share with other screens. The import starts as soon
 * as a fund screen loads, so it downloads while the fund's data is being fetched.
 */
const charts = import('./recharts-figures');

export const FundPerformanceChart = lazyOnClient(() => charts.then((m) => ({ default: m.FundPerformanceChart })));
export const FundAllocationDonut = lazyOnClient(() => charts.then((m) => ({ default: m.FundAllocationDonut })));
