// Loaded into the server process by bench/server-process.mjs (node --import) when a bench measures
// the event loop (account-reads.mjs): perf_hooks.monitorEventLoopDelay samples how late a 5 ms timer
// fires, i.e. how long the loop was kept busy by one stretch of synchronous work. Every 100 ms it
// appends that window's figures (ms) as one JSON line to BENCH_LOOP_FILE and starts a new window, so
// the bench can take the windows of each phase it ran. Figures are the delay beyond the timer's period. Bench-only: the server's own code knows
// nothing of it. Its timer is unref'd. Each line also says which process wrote it (`pid`: on PostgreSQL
// the portal runs one process per core, all writing here) and the longest garbage collection reported
// in the window (`gc`, ms: perf_hooks' gc entries, which arrive just after their collection ends), so
// that a held loop can be told apart from a collection (issue 15, twenty-fourth pass).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const resolutionMs = 5;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let gcMax = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  // The histogram holds the time between two firings of the timer: less its own period, the time the loop was held.
  const ms = (ns) => Math.max(0, Math.round(ns / 1e4) / 100 - resolutionMs);
  const write = setInterval(() => {
    if (histogram.count > 0) {
      const line = { at: Date.now(), pid: process.pid, count: histogram.count, max: ms(histogram.max), p99: ms(histogram.percentile(99)), p50: ms(histogram.percentile(50)), gc: Math.round(gcMax * 10) / 10 };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    }
    histogram.reset();
    gcMax = 0;
  }, 100);
  write.unref();
}
