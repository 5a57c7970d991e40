/**
 * Issue 15 'What a person feels': the portal info and the session, which every page load asks for
 * first, are asked for here, before the rest of the app's modules run. index.html names this module
 * before main.tsx; the build puts both in the one entry chunk, this module first and with no imports,
 * so it runs as soon as the entry's modules have arrived, ahead of evaluating React, the router and
 * Mantine (a few hundred ms under the bench's 4 × CPU throttling). The portal's CSP (script-src
 * 'self') allows no inline script in index.html, which would have been earlier still. The app's first
 * request of each path takes the response (lib/boot-fetches.ts). Nothing is asked if the app has
 * already made its first request (it sets the map first).
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
