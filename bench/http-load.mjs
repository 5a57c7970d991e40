// The HTTP side of the bench scripts that load a running server (account-reads.mjs, adviser-api.mjs, …):
// wait for it, sign in the browser's way, and drive autocannon over a list of paths.
import autocannon from 'autocannon';

/** The load helpers for a server at `base`, signing in with `password`, `connections` at a time for `seconds`. */
export function httpLoad({ base, password, connections, seconds }) {
  async function waitForServer() {
    for (let i = 0; i < 300; i += 1) {
      const ok = await fetch(`${base}/cache/status`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('server did not start');
  }

  const cookiesOf = (response) => response.headers.getSetCookie().map((c) => c.split(';')[0]);

  /** The browser's way in: a GET gives the CSRF cookie, the login echoes it in the header. */
  async function signIn(username) {
    const csrf = cookiesOf(await fetch(`${base}/api/v1/portal/info`)).find((c) => c.startsWith('tasman_csrf='));
    if (!csrf) throw new Error('no CSRF cookie');
    const response = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: csrf, 'x-csrf-token': csrf.slice('tasman_csrf='.length) },
      body: JSON.stringify({ username, password }),
    });
    const body = await response.json();
    if (!response.ok || body.outcome !== 'signed-in') throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(body)}`);
    return [csrf, ...cookiesOf(response)].join('; ');
  }

  /**
   * Loads `paths` in turn for `duration` seconds; with `until` (a promise), stops as soon as it
   * settles (price-correction.mjs loads the API for as long as a recompute takes).
   */
  function measure(paths, cookie, duration = seconds, { until = null } = {}) {
    let next = 0;
    let refused = null;
    return new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections,
          pipelining: 1,
          duration,
          headers: cookie ? { cookie } : {},
          requests: [
            {
              method: 'GET',
              setupRequest: (request, context) => {
                request.path = paths[next % paths.length];
                context.path = request.path;
                next += 1;
                return request;
              },
              // The first non-2xx answer, to say which request it was.
              onResponse: (status, body, context) => {
                if ((status < 200 || status > 299) && !refused) refused = `${status} for ${context.path}: ${String(body).slice(0, 160)}`;
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve({ ...result, refused })),
      );
      until?.then(
        () => instance.stop(),
        () => instance.stop(),
      );
    });
  }


  return { waitForServer, signIn, measure };
}

/**
 * The table and the budget verdicts of a load run (the adviser and history benches): each endpoint's
 * latencies, CPU and throughput, its p99 against `select1`'s (the mean of the select 1 runs), and for
 * each budgeted endpoint whether p99 <= 5 x select 1's.
 */
export function printLoadReport(rows, select1, select1Runs) {
  console.log('| endpoint | matches | alone ms | server CPU ms | PostgreSQL CPU ms | requests/s | p50 ms | p99 ms | non-2xx | errors | p99 / p99(select 1) | rps / rps(select 1) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = (r.p99 / select1.p99).toFixed(1);
    console.log(
      `| ${r.name} | ${r.matches ?? '—'} | ${r.ms.toFixed(1)} | ${r.serverCpu.toFixed(2)} | ${r.databaseCpu.toFixed(2)} | ${Math.round(r.rps).toLocaleString('en-NZ')} | ${r.p50} | ${r.p99} | ${r.non2xx} of ${r.total} | ${r.errors} | ${r.budgeted ? `**${ratio}**` : ratio} | ${(r.rps / select1.rps).toFixed(2)} |`,
    );
  }
  console.log('');
  for (const r of rows.filter((row) => row.budgeted)) {
    const ratio = r.p99 / select1.p99;
    const verdict =
      r.total === 0 || select1Runs.length === 0
        ? 'NOT measured (no request completed within the run)'
        : r.non2xx > 0 || r.errors > 0
          ? 'NOT met (non-2xx answers or errors)'
          : ratio <= 5
            ? 'met'
            : 'NOT met';
    console.log(`budget: ${r.name}: p99 <= 5 x select 1 p99 -> ${verdict} (${ratio.toFixed(1)} x; throughput ${(r.rps / select1.rps).toFixed(2)} x)`);
  }
  for (const r of rows) {
    if (r.non2xx > 0) console.log(`note: ${r.name} answered non-2xx ${r.non2xx} times of ${r.total}; the first: ${r.refused}`);
  }
}
