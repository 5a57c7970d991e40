import { lazy } from 'react';

/** Recharts in a chunk of its own (DESIGN §9), its import started while the member's data loads. */
const chart = import('./forecast-balance-chart');

export const LazyForecastBalanceChart = lazy(() => chart.then((m) => ({ default: m.ForecastBalanceChart })));
