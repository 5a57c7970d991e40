// What a page's main thread did before its first money figure, from a Chrome trace (browser-timings.mjs
// with BENCH_TRACE=1): self time by kind of work (a script's evaluation and compilation by file, React's
// callbacks, style and layout, paint, garbage collection) and the time the thread was idle, between the
// navigation's start and the probe's 'bench-first-money' mark, and the tasks over 30 ms in order with
// what each spent most on.

/** Trace categories that carry the main thread's tasks and what runs inside them. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8',
  'v8.execute',
  'toplevel',
  'loading',
];

/** The name a piece of work is counted under: scripts by their file, everything else by its event name. */
function kindOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = data.url ?? data.fileName ?? event.args?.fileName ?? '';
  const file = url ? url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') : '';
  if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') return `evaluate ${file || '(inline)'}`;
  if (event.name.startsWith('v8.compile') || event.name === 'v8.parseOnBackground') return `compile ${file}`.trim();
  if (event.name === 'FunctionCall') return `function call ${data.functionName || ''} ${file}`.trim();
  return event.name;
}

/**
 * Self time of every complete event on the page's main thread within [start, end]: each event's
 * duration less its children's, so nested work is counted once, under the innermost event.
 */
export function summariseTrace(trace, { markName = 'bench-first-money' } = {}) {
  const events = trace.traceEvents ?? trace;
  const mark = events.find((e) => e.name === markName && (e.ph === 'R' || e.ph === 'I' || e.ph === 'b' || e.ph === 'n' || e.ph === 'i'));
  if (!mark) return null;
  const threadNames = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const mainKey = `${mark.pid}:${mark.tid}`;
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === 'X' && typeof e.dur === 'number');
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === mark.pid && e.args?.data?.isLoadingMainFrame);
  const start = navigation?.ts ?? Math.min(...onMain.map((e) => e.ts));
  const end = mark.ts;
  const inWindow = onMain.filter((e) => e.ts < end && e.ts + e.dur > start).sort((a, b) => a.ts - b.ts || b.dur - a.dur);

  const self = new Map();
  const tasks = [];
  const stack = [];
  const clip = (e) => Math.max(0, Math.min(e.ts + e.dur, end) - Math.max(e.ts, start));
  const add = (name, us) => self.set(name, (self.get(name) ?? 0) + us);
  for (const event of inWindow) {
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    const own = clip(event);
    const kind = kindOf(event);
    if (parent) {
      add(parent.kind, -own);
      parent.task.children.set(kind, (parent.task.children.get(kind) ?? 0) + own);
      parent.task.children.set(parent.kind, (parent.task.children.get(parent.kind) ?? 0) - own);
    }
    add(kind, own);
    const task = parent ? parent.task : { ts: event.ts, dur: own, children: new Map([[kind, own]]) };
    if (!parent) tasks.push(task);
    stack.push({ ts: event.ts, dur: event.dur, kind, task });
  }
  const busy = tasks.reduce((sum, t) => sum + t.dur, 0);
  const ms = (us) => Math.round(us / 100) / 10;
  return {
    thread: threadNames.get(mainKey) ?? mainKey,
    windowMs: ms(end - start),
    busyMs: ms(busy),
    idleMs: ms(end - start - busy),
    top: [...self.entries()]
      .filter(([, us]) => us > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([name, us]) => ({ name, ms: ms(us) })),
    longTasks: tasks
      .filter((t) => t.dur >= 30_000)
      .map((t) => ({
        atMs: ms(t.ts - start),
        ms: ms(t.dur),
        mostly: [...t.children.entries()]
          .filter(([, us]) => us > 0)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, us]) => `${name} ${ms(us)}`)
          .join('; '),
      })),
  };
}

/** The summary as lines for the console. */
export function traceLines(summary) {
  if (!summary) return ['(no trace summary: the first money figure was not marked)'];
  return [
    `main thread (${summary.thread}) from navigation to the first money figure: ${summary.windowMs} ms, busy ${summary.busyMs}, idle ${summary.idleMs}`,
    'self time by kind (ms):',
    ...summary.top.map((t) => `  ${String(t.ms).padStart(7)}  ${t.name}`),
    'tasks of 30 ms or more (start ms, length ms: what they spent most on):',
    ...summary.longTasks.map((t) => `  ${String(t.atMs).padStart(7)} ${String(t.ms).padStart(6)}  ${t.mostly}`),
  ];
}
