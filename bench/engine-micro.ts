#!/usr/bin/env -S npx tsx
/**
 * Engine micro-benchmark (DESIGN §9: "10 years of daily data for a 20-fund account in ≤ 10 ms on
 * one core"). Builds, in memory and deterministically, ten years of weekday prices for 20 funds and
 * an account that holds all of them (monthly contributions to each fund, quarterly fees, yearly PIE
 * tax, a few switches), then times the domain's engine over it, many times after a warm-up:
 *
 *   - buildDailySeries: the whole derivation from transactions and prices to the daily account
 *     and holding values and growth indexes (what the valuation job runs per account);
 *   - timeWeightedReturn over the account's ~2,600 days, and over each of the 20 funds' days;
 *   - moneyWeightedReturn (IRR) over the account's ~2,500 dated flows.
 *
 *   npx tsx bench/engine-micro.ts            BENCH_ITERATIONS (default 300) timed runs per case
 */
import { moneyWeightedReturn, type DatedFlow } from '@tasman/domain/performance/money-weighted-return';
import { timeWeightedReturn, type ValuationDay } from '@tasman/domain/performance/time-weighted-return';
import { mulberry32 } from '@tasman/domain/random/mulberry32';
import { buildDailySeries, type PriceSeries, type SeriesTransaction } from '@tasman/domain/valuation/daily-series';

const FUNDS = 20;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARM_UP = 50;
const BUDGET_MS = 10;

// ---- Ten years of weekdays and prices -----------------------------------------------------------

const random = mulberry32(20_261_123);
const normal = () => {
  let u = 0;
  while (u === 0) u = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
};

const days: string[] = [];
for (let t = Date.UTC(2016, 10, 21); t <= Date.UTC(2026, 10, 20); t += 86_400_000) {
  const day = new Date(t);
  if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
}

/** Geometric random walk per fund, volatility from 1% (cash-like) to 19% (emerging equities). */
const priceMicro: number[][] = [];
for (let f = 0; f < FUNDS; f++) {
  const volatility = 0.01 + (0.18 * f) / (FUNDS - 1);
  const drift = 0.03 + 0.006 * (f % 10);
  const dt = 1 / 252;
  let price = 1 + random() * 1.5;
  priceMicro.push(
    days.map(() => {
      price *= Math.exp((drift - (volatility * volatility) / 2) * dt + volatility * Math.sqrt(dt) * normal());
      return Math.round(price * 10_000) * 100; // 4 decimals, in millionths
    }),
  );
}
const securityIds = Array.from({ length: FUNDS }, (_, f) => `fund-${f}`);
const prices = new Map<string, PriceSeries>(securityIds.map((id, f) => [id, { dates: days, micro: priceMicro[f] as number[] }]));

// ---- The account's transactions -----------------------------------------------------------------

const transactions: SeriesTransaction[] = [];
const unitsHeld = new Array<number>(FUNDS).fill(0);
const post = (day: number, f: number, type: SeriesTransaction['type'], valueCents: number) => {
  const price = (priceMicro[f] as number[])[day] as number;
  let unitsMicro = Math.round((valueCents * 1e8) / price) * 100; // units = value / price, to 4 decimals
  if (unitsMicro < 0 && -unitsMicro > (unitsHeld[f] as number)) unitsMicro = -(unitsHeld[f] as number);
  unitsHeld[f] = (unitsHeld[f] as number) + unitsMicro;
  transactions.push({ date: days[day] as string, securityId: securityIds[f] as string, type, unitsMicro, valueCents, unitPriceMicro: price });
};
let lastMonth = '';
let switchCount = 0;
days.forEach((day, d) => {
  const month = day.slice(0, 7);
  if (month === lastMonth) return;
  lastMonth = month;
  for (let f = 0; f < FUNDS; f++) post(d, f, 'Contribution', d === 0 ? 500_000 : 10_000);
  const m = Number(day.slice(5, 7));
  if (d > 0 && m % 3 === 0) for (let f = 0; f < FUNDS; f++) post(d, f, 'Fee', -250);
  if (d > 0 && m === 4) for (let f = 0; f < FUNDS; f++) post(d, f, 'Tax', -1_500);
  if (d > 0 && m === 9) {
    const from = switchCount % FUNDS;
    const to = (switchCount + 7) % FUNDS;
    switchCount += 1;
    post(d, from, 'SwitchOut', -50_000);
    post(d, to, 'SwitchIn', 50_000);
  }
});

// ---- The inputs of the two return functions, from one run of the series builder -----------------

const built = buildDailySeries({
  hasCashAccount: false,
  from: days[0] as string,
  to: days.at(-1) as string,
  start: { unitsMicro: new Map(), cashCents: 0, account: null, holdings: new Map(), lastDealingPriceMicro: new Map() },
  transactions,
  cash: [],
  prices,
});

const flowsByDay = new Map<string, { inflow: number; outflow: number }>();
const fundFlows = securityIds.map(() => new Map<string, { inflow: number; outflow: number }>());
for (const t of transactions) {
  const f = securityIds.indexOf(t.securityId);
  const at = (map: Map<string, { inflow: number; outflow: number }>) => {
    let entry = map.get(t.date);
    if (!entry) map.set(t.date, (entry = { inflow: 0, outflow: 0 }));
    return entry;
  };
  if (t.type === 'Contribution') at(flowsByDay).inflow += t.valueCents / 100;
  if (t.type === 'Tax') at(flowsByDay).outflow += -t.valueCents / 100;
  if (t.type === 'Contribution' || t.type === 'SwitchIn') at(fundFlows[f]!).inflow += Math.abs(t.valueCents) / 100;
  if (t.type === 'Tax' || t.type === 'SwitchOut') at(fundFlows[f]!).outflow += Math.abs(t.valueCents) / 100;
}
const accountDays: ValuationDay[] = built.account.dates.map((date, i) => ({
  date,
  value: (built.account.valueCents[i] as number) / 100,
  inflow: flowsByDay.get(date)?.inflow ?? 0,
  outflow: flowsByDay.get(date)?.outflow ?? 0,
}));
const fundDays: ValuationDay[][] = securityIds.map((id, f) => {
  const holding = built.holdings.get(id);
  if (!holding) return [];
  return holding.dates.map((date, i) => ({
    date,
    value: (holding.valueCents[i] as number) / 100,
    inflow: fundFlows[f]!.get(date)?.inflow ?? 0,
    outflow: fundFlows[f]!.get(date)?.outflow ?? 0,
  }));
});
const datedFlows: DatedFlow[] = [];
for (const [date, flow] of flowsByDay) datedFlows.push({ date, amount: flow.inflow - flow.outflow });
datedFlows.sort((a, b) => (a.date < b.date ? -1 : 1));
const lastDay = accountDays.at(-1) as ValuationDay;
const firstDate = accountDays[0]!.date;
// The first day's contribution is the IRR's opening value; the later flows are dated flows.
const mwrInput = {
  openingDate: firstDate,
  openingValue: flowsByDay.get(firstDate)?.inflow ?? 0,
  closingDate: lastDay.date,
  closingValue: lastDay.value,
  flows: datedFlows.filter((f) => f.date > firstDate),
};

// ---- Timing -------------------------------------------------------------------------------------

function time(name: string, run: () => unknown): { name: string; median: number; p99: number; max: number } {
  for (let i = 0; i < WARM_UP; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const at = performance.now();
    run();
    samples.push(performance.now() - at);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] as number;
  return { name, median: pick(0.5), p99: pick(0.99), max: samples.at(-1) as number };
}

const seriesInput = {
  hasCashAccount: false,
  from: days[0] as string,
  to: days.at(-1) as string,
  start: { unitsMicro: new Map(), cashCents: 0, account: null, holdings: new Map(), lastDealingPriceMicro: new Map() },
  transactions,
  cash: [],
  prices,
};
const twr = timeWeightedReturn(accountDays, 0);
const mwr = moneyWeightedReturn(mwrInput);
const rows = [
  time('buildDailySeries (20 holdings, from transactions and prices)', () => buildDailySeries(seriesInput)),
  time('timeWeightedReturn, account', () => timeWeightedReturn(accountDays, 0)),
  time('timeWeightedReturn, each of the 20 funds', () => fundDays.map((d) => timeWeightedReturn(d, 0))),
  time('moneyWeightedReturn (IRR), account', () => moneyWeightedReturn(mwrInput)),
  time('all of the above, one after the other', () => {
    buildDailySeries(seriesInput);
    timeWeightedReturn(accountDays, 0);
    fundDays.map((d) => timeWeightedReturn(d, 0));
    moneyWeightedReturn(mwrInput);
  }),
];

console.log(
  `input: ${FUNDS} funds × ${days.length} weekdays (${days[0]} to ${days.at(-1)}), ${transactions.length.toLocaleString('en-NZ')} transactions, ` +
    `${accountDays.length} account days, ${datedFlows.length} dated flows; ${ITERATIONS} timed runs per case after ${WARM_UP} warm-up runs; node ${process.version}`,
);
console.log(
  `check: TWR ${((twr.cumulativeReturn ?? 0) * 100).toFixed(2)} % over 10 years, IRR ${((mwr?.ratePerAnnum ?? 0) * 100).toFixed(2)} % a year, closing value ${lastDay.value.toFixed(2)}`,
);
console.log('| case | median ms | p99 ms | max ms |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.name} | ${r.median.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.max.toFixed(3)} |`);
const series = rows[0]!;
const all = rows.at(-1)!;
const verdict = (r: { p99: number }) => (r.p99 <= BUDGET_MS ? 'met' : 'NOT met');
console.log(`\nbudget: ≤ ${BUDGET_MS} ms for 10 years × 20 funds (p99)`);
console.log(`  the daily series alone: ${verdict(series)} (median ${series.median.toFixed(2)} ms, p99 ${series.p99.toFixed(2)} ms)`);
console.log(`  series + both returns:  ${verdict(all)} (median ${all.median.toFixed(2)} ms, p99 ${all.p99.toFixed(2)} ms)`);
