import { lazy, type ComponentType } from 'react';

/** Never settles: what the first view's lazy components wait on. */
const never = () => new Promise<never>(() => {});

/**
 * React.lazy for code that a screen loads after its first figures (issue 15). In the server's first
 * view (first-view/, built with import.meta.env.SSR) it never loads, so the first view shows the
 * stand-in (the Suspense fallback) exactly as the app's own first render does, and the app takes over
 * with nothing drawn in the first view missing from its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component
export function lazyOnClient<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy<T>(() => (import.meta.env.SSR ? never() : load()));
}
