/**
 * Issue 15 'What a person feels': src/boot-start.ts (the entry's first module, run before the rest of
 * the app is evaluated) starts the two calls every page load makes first, the portal info and the
 * session, while the app's JavaScript is still running, and leaves the responses in
 * window.__tasmanBootFetches. The first apiRequest of each of those paths takes the response instead of
 * asking again; any later one asks as usual. Each response is taken once (a body can be read once).
 */
export const BOOT_FETCH_PATHS = ['/api/v1/portal/info', '/api/v1/auth/session'] as const;

declare global {
  interface Window {
    /** The boot calls in flight, by path (boot-start.ts); an empty map once the app asked first. */
    __tasmanBootFetches?: Partial<Record<string, Promise<Response>>>;
  }
}

/** The response of the boot call to this path if boot-start.ts started one and nobody has taken it yet. */
export function takeBootFetch(path: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  // Set first, so a boot script arriving after the app's first request asks nothing twice.
  const fetches = (window.__tasmanBootFetches ??= {});
  const response = fetches[path];
  if (response) delete fetches[path];
  return response;
}

/**
 * Lets go of the boot calls nobody will take (a page that came with the server's first view already
 * has both answers): each response's body is read to its end and dropped, so that its connection is
 * free for the page's other requests rather than held by a body nobody reads.
 */
export function releaseBootFetches(): void {
  if (typeof window === 'undefined') return;
  const fetches = (window.__tasmanBootFetches ??= {});
  for (const path of Object.keys(fetches)) {
    void fetches[path]?.then((response) => response.arrayBuffer()).catch(() => {});
    delete fetches[path];
  }
}
