/** The fund screens' Recharts figures, loaded together through lazy-charts. */
export { FundAllocationDonut } from './fund-allocation-donut';
export { FundPerformanceChart } from './fund-performance-chart';
