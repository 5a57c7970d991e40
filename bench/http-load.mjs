// The HTTP side of the bench scripts that load a running server (accounts-api.mjs, adviser-api.mjs):
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

  function measure(paths, cookie, duration = seconds) {
    let next = 0;
    let refused = null;
    return new Promise((resolve, reject) => {
      autocannon(
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
    });
  }


  return { waitForServer, signIn, measure };
}
