#!/usr/bin/env node
// The top self-time frames of a V8 CPU profile (a .cpuprofile file, as node --cpu-prof writes):
//   node bench/cpu-profile-top.mjs <file.cpuprofile> [count, default 15]
// Each frame is a function at a place (url:line); its self time is the time of the samples taken
// while it was on top of the stack. Shares are of the profile's whole time, idle included, and the
// idle, garbage collection and '(program)' (V8 and native work outside JavaScript) shares are given
// apart, so one can tell a busy server from a waiting one. account-reads.mjs prints this after a run
// with BENCH_PROFILE=<dir>.
import { readFileSync } from 'node:fs';
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
 * Self time per frame of a parsed profile, largest first: [{ name, place, ms, share }], and the
 * profile's total, idle, GC and program ms.
 */
export function profileSummary(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const { samples, timeDeltas } = profile;
  // A sample's time runs until the next one (the DevTools convention); the last one until endTime.
  let at = profile.startTime;
  const stamps = timeDeltas.map((d) => (at += d));
  for (let i = 0; i < samples.length; i += 1) {
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
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const named = (n) => [...frames.values()].filter((f) => f.name === n).reduce((sum, f) => sum + f.ms, 0);
  const list = [...frames.values()].map((f) => ({ ...f, share: f.ms / totalMs })).sort((a, b) => b.ms - a.ms);
  return { frames: list, totalMs, idleMs: named('(idle)'), gcMs: named('(garbage collector)'), programMs: named('(program)') };
}

/** The summary as a Markdown table of the top `count` frames (idle left out), with the totals above it. */
export function formatTop(summary, count = 15) {
  const pct = (ms) => `${((100 * ms) / summary.totalMs).toFixed(1)} %`;
  const lines = [
    `profile ${(summary.totalMs / 1000).toFixed(1)} s: idle ${pct(summary.idleMs)}, garbage collection ${pct(summary.gcMs)}, (program) ${pct(summary.programMs)}`,
    '',
    '| # | function | url:line | self ms | % |',
    '|---|---|---|---|---|',
  ];
  summary.frames
    .filter((f) => f.name !== '(idle)')
    .slice(0, count)
    .forEach((f, i) => lines.push(`| ${i + 1} | \`${f.name}\` | ${f.place || '—'} | ${f.ms.toFixed(0)} | ${(100 * f.share).toFixed(1)} % |`));
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, count] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/cpu-profile-top.mjs <file.cpuprofile> [count]');
    process.exit(2);
  }
  console.log(formatTop(profileSummary(JSON.parse(readFileSync(file, 'utf8'))), Number(count ?? 15)));
}
