#!/usr/bin/env node
// The top self-time frames of a V8 CPU profile (a .cpuprofile file, as node --cpu-prof writes):
//   node bench/cpu-profile-top.mjs <file.cpuprofile> [count, default 15]
// Each frame is a function at a place (url:line); its self time is the time of the samples taken
// while it was on top of the stack. Shares are of the busy (not idle) time; the idle, garbage
// collection and '(program)' (V8 and native work outside JavaScript) shares of the whole time are
// given apart, so one can tell a busy server from a waiting one. account-reads.mjs prints this after
// a run with BENCH_PROFILE=<dir>, leaving out the server's start-up (the samples before `fromMs`
// milliseconds into the profile; on the command line, a third argument).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** A frame's place, shortened: relative to the repository, node_modules paths from the package on. */
function place(url, line) {
  if (!url) return '';
  let where = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = where.lastIndexOf('node_modules/');
  if (modules >= 0) where = where.slice(modules + 'node_modules/'.length);
  else if (where.startsWith(`${root}/`)) where = where.slice(root.length + 1);
  return `${where}:${line + 1}`;
}

/**
 * The largest main-thread profile node wrote in `dir` as its processes exited (CPU.<date>.<time>.<pid>.
 * <thread>.<n>.cpuprofile; tsx's loader thread writes one of its own): with one process, the server's;
 * with a supervisor and one process per core, the busiest process's. Null when there is none.
 */
export function largestProfile(dir) {
  return (
    readdirSync(dir)
      .filter((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f))
      .map((f) => path.join(dir, f))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0] ?? null
  );
}

/**
 * Self time per frame of a parsed profile, largest first: [{ name, place, ms, share }] (share of
 * the busy time), and the total, idle, GC and program ms; samples before `fromMs` left out.
 */
export function profileSummary(profile, { fromMs = 0 } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const { samples, timeDeltas } = profile;
  // A sample's time runs until the next one (the DevTools convention); the last one until endTime.
  let at = profile.startTime;
  const stamps = timeDeltas.map((d) => (at += d));
  const from = profile.startTime + fromMs * 1000;
  for (let i = 0; i < samples.length; i += 1) {
    if (stamps[i] < from) continue;
    const until = i + 1 < stamps.length ? stamps[i + 1] : profile.endTime;
    const us = Math.max(0, until - stamps[i]);
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + us);
  }
  const frames = new Map();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = functionName || '(anonymous)';
    const key = `${name}\u0000${place(url, lineNumber)}`;
    const frame = frames.get(key) ?? { name, place: place(url, lineNumber), ms: 0 };
    frame.ms += us / 1000;
    frames.set(key, frame);
  }
  const totalMs = Math.max(0, profile.endTime - Math.max(profile.startTime, from)) / 1000;
  const named = (n) => [...frames.values()].filter((f) => f.name === n).reduce((sum, f) => sum + f.ms, 0);
  const idleMs = named('(idle)');
  const busyMs = Math.max(totalMs - idleMs, 1e-9);
  const list = [...frames.values()].map((f) => ({ ...f, share: f.ms / busyMs })).sort((a, b) => b.ms - a.ms);
  return { frames: list, totalMs, idleMs, busyMs, gcMs: named('(garbage collector)'), programMs: named('(program)') };
}

/** The summary as a Markdown table of the top `count` frames (idle left out), with the totals above it. */
export function formatTop(summary, count = 15) {
  const pct = (ms) => `${((100 * ms) / summary.totalMs).toFixed(1)} %`;
  const lines = [
    `profile ${(summary.totalMs / 1000).toFixed(1)} s: idle ${pct(summary.idleMs)}, garbage collection ${pct(summary.gcMs)}, (program) ${pct(summary.programMs)}; shares below are of the ${(summary.busyMs / 1000).toFixed(1)} s busy`,
    '',
    '| # | function | url:line | self ms | % of busy |',
    '|---|---|---|---|---|',
  ];
  summary.frames
    .filter((f) => f.name !== '(idle)')
    .slice(0, count)
    .forEach((f, i) => lines.push(`| ${i + 1} | \`${f.name}\` | ${f.place || '—'} | ${f.ms.toFixed(0)} | ${(100 * f.share).toFixed(1)} % |`));
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, count, fromMs] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/cpu-profile-top.mjs <file.cpuprofile> [count, default 15] [skip the first ms, default 0]');
    process.exit(2);
  }
  console.log(formatTop(profileSummary(JSON.parse(readFileSync(file, 'utf8')), { fromMs: Number(fromMs ?? 0) }), Number(count ?? 15)));
}
