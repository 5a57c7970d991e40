/**
 * Issue 15 'What a person feels': the portal info and the session, which every page load asks for
 * first, are asked for here, while the app's JavaScript is still downloading and running (under a
 * slow CPU most of a second). index.html loads this as a module script of its own, `async` (run as
 * soon as it arrives, before the app) and with no imports; the portal's CSP (script-src 'self') allows
 * no inline script. The app's first request of each path takes the response (lib/boot-fetches.ts).
 * Nothing is asked if the app has already run its first request (it sets the map first).
 */
const paths = ['/api/v1/portal/info', '/api/v1/auth/session'];

if (!window.__tasmanBootFetches) {
  const fetches: Partial<Record<string, Promise<Response>>> = {};
  for (const path of paths) {
    const response = fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    // A failure is seen by whoever takes it; untaken, it is not an unhandled rejection.
    response.catch(() => {});
    fetches[path] = response;
  }
  window.__tasmanBootFetches = fetches;
}

export {};
