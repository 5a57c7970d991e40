// Loaded into the server process by bench/server-process.mjs (node --import) when a bench measures
// memory (export-csv.mjs): every 10 ms it samples process.memoryUsage(), and every 100 ms it writes
// the highest of each figure since the last write, as one JSON line, over the file BENCH_HEAP_FILE.
// Bench-only: the server's own code knows nothing of it. Its timers are unref'd.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_HEAP_FILE;
if (file) {
  let peak = null;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peak = peak
      ? { rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed), external: Math.max(peak.external, m.external), arrayBuffers: Math.max(peak.arrayBuffers, m.arrayBuffers) }
      : { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers };
  }, 10);
  const write = setInterval(() => {
    if (!peak) return;
    writeFileSync(file, `${JSON.stringify({ at: Date.now(), ...peak })}\n`);
    peak = null;
  }, 100);
  sample.unref();
  write.unref();
}
